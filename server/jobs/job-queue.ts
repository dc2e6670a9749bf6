import type pg from 'pg';
import { PgBoss, type Queue, type SendOptions, type WorkOptions } from 'pg-boss';
import { getPool, resilientPool } from '../db/client.ts';
import { databaseUnavailableReason, isDatabaseUnavailable } from '../db/database-unavailable.ts';
import { logger } from '../infra/logger.ts';
import { singleton } from '../infra/singleton.ts';

/** pg-boss keeps its tables in this schema of Galope's database. */
const SCHEMA = 'pgboss';

/**
 * A background job an area offers: its queue, how it runs, an optional timetable, and the handler
 * (which must be safe to run twice: pg-boss delivers at least once).
 */
export interface JobDefinition<Data extends object = object> {
  name: string;
  queue?: Omit<Queue, 'name'>;
  work?: Pick<WorkOptions, 'localConcurrency' | 'pollingIntervalSeconds' | 'batchSize'>;
  /** Cron timetables (UTC unless `tz`): pg-boss sends one job per occurrence across all nodes. */
  schedules?: { key: string; cron: string; data?: Data; tz?: string }[];
  /** A job sent once whenever a process starts the queue: a restarted node catches up at once. */
  startWith?: Data;
  handle(data: Data): Promise<void>;
}

const holder = singleton<{ boss?: PgBoss; pool?: pg.Pool }>('job-queue', () => ({}));

/**
 * Connections of the queue's own (docs/decisions/0060-busy-answer.md): polling, fetching and
 * completing jobs never wait behind a busy site's requests for the process's pool.
 */
const QUEUE_POOL_SIZE = 3;

/**
 * Starts pg-boss on the process's database pool (embedded, DATABASE_URL or a test database alike),
 * creates the queues and timetables, and works them. Its own tables are installed or migrated by
 * pg-boss on first start. `work: false` (an app node with JOBS=off) only sends: jobs it queues
 * are run at once by the `npm run worker` processes, and it keeps no timetable nor maintenance.
 */
export async function startJobQueue({ jobs, work = true }: { jobs: JobDefinition[]; work?: boolean }): Promise<void> {
  if (holder.boss) throw new Error('The job queue is already running');
  const pool = resilientPool({ ...getPool().options, max: QUEUE_POOL_SIZE, application_name: 'galope-jobs' });
  const boss = new PgBoss({
    schema: SCHEMA,
    db: { executeSql: (text, values) => pool.query(text, values) },
    // One process in a test or a laptop: no registry rows, no telemetry overhead.
    registerInstance: false,
    openTelemetry: { enabled: false },
    ...(work ? {} : { supervise: false, schedule: false }),
  });
  boss.on('error', (error: unknown) => {
    // The database away: pg-boss polls again by itself; one short line, not a stack per queue.
    if (isDatabaseUnavailable(error))
      logger.warn({ reason: databaseUnavailableReason(error) }, 'job queue waits for the database');
    else logger.error({ err: error }, 'job queue error');
  });
  await boss.start();
  for (const job of jobs) {
    await boss.createQueue(job.name, job.queue ?? {});
    if (!work) continue;
    for (const schedule of job.schedules ?? []) {
      await boss.schedule(job.name, schedule.cron, schedule.data ?? {}, { key: schedule.key, tz: schedule.tz });
    }
    await boss.work<object>(job.name, { pollingIntervalSeconds: 1, ...job.work }, async (batch) => {
      for (const each of batch) await job.handle(each.data);
    });
    if (job.startWith) await boss.send(job.name, job.startWith);
  }
  holder.boss = boss;
  holder.pool = pool;
  logger.info(
    { queues: jobs.map((job) => job.name), work },
    work ? 'job queue started' : 'job queue started (send only)',
  );
}

/**
 * Queues a job when this process has the queue (working it or only sending); otherwise does
 * nothing and returns false. Domain code never depends on it: what must not be lost is written to
 * its own table first, and a periodic job picks up whatever a missed send left behind.
 */
export async function sendJob(name: string, data: object, options: SendOptions = {}): Promise<boolean> {
  const boss = holder.boss;
  if (!boss) return false;
  await boss.send(name, data, options);
  return true;
}

/** Stops taking jobs, waits for the running ones (up to `timeoutMs`), then lets go of the pool. */
export async function stopJobQueue({ timeoutMs = 10_000 }: { timeoutMs?: number } = {}): Promise<void> {
  const boss = holder.boss;
  if (!boss) return;
  const pool = holder.pool;
  holder.boss = undefined;
  holder.pool = undefined;
  await boss.stop({ graceful: true, timeout: timeoutMs, close: true });
  await pool?.end();
}
