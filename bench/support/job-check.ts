import { PgBoss } from 'pg-boss';

/** Harmless to run at any time: it deletes the search rows of expired ads, which every start does too. */
const PROBE_QUEUE = 'search-prune-expired';

/**
 * Issue 32's "jobs still running after" an overload: a job sent to the running server's queue
 * (pg-boss, in its database) and how long until the server's job worker completed it; `null`
 * when it did not within `timeoutMs`.
 */
export async function timeJobRoundTrip(
  databaseUrl: string,
  { timeoutMs = 30_000 }: { timeoutMs?: number } = {},
): Promise<{ queue: string; completedMs: number | null }> {
  // Sends only: no maintenance, timetables or registry of its own.
  const boss = new PgBoss({
    connectionString: databaseUrl,
    schema: 'pgboss',
    supervise: false,
    schedule: false,
    registerInstance: false,
    openTelemetry: { enabled: false },
  });
  boss.on('error', () => undefined);
  await boss.start();
  try {
    const startedAt = performance.now();
    const id = await boss.send(PROBE_QUEUE, {});
    if (!id) throw new Error(`pg-boss did not queue a ${PROBE_QUEUE} job`);
    while (performance.now() - startedAt < timeoutMs) {
      const job = await boss.getJobById(PROBE_QUEUE, id);
      if (job?.state === 'completed') {
        return { queue: PROBE_QUEUE, completedMs: Math.round(performance.now() - startedAt) };
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return { queue: PROBE_QUEUE, completedMs: null };
  } finally {
    await boss.stop({ graceful: false, close: true });
  }
}
