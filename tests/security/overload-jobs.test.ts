import { once } from 'node:events';
import net from 'node:net';
import { Writable } from 'node:stream';
import type pg from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { getPool } from '../../server/db/client.ts';
import { sendJob, startJobQueue, stopJobQueue } from '../../server/jobs/job-queue.ts';
import en from '../../server/locale/messages/en.json' with { type: 'json' };
import { newUser, publishedAd } from './support/actors.ts';
import { startSecuritySite } from './support/security-site.ts';

/**
 * Issue 32's overload, past the database: a crowd of searches on the site as it ships (its bound
 * of requests in flight, the site's pool of 10) answers pages or the busy answer, never the
 * database as away, and the job queue (its own connections, docs/decisions/0060-busy-answer.md)
 * works a job sent in the middle of the crowd and one sent after it.
 */
const CROWD = 300;
/** Past the site's pool of 10: requests wait for a connection, as in a crowd on `npm start`'s 48 per worker. */
const MAX_IN_FLIGHT = 12;
/** Reads in flight longer than this hold the bound at a quarter of the maximum (3). */
const SLOW_ANSWER_MS = 500;
const lines: { level: number; msg: string; refused?: number }[] = [];
const worked: string[] = [];
let site: Awaited<ReturnType<typeof startSecuritySite>>;

beforeAll(async () => {
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  site = await startSecuritySite({
    env: { MAX_REQUESTS_IN_FLIGHT: String(MAX_IN_FLIGHT), BUSY_SLOW_ANSWER_MS: String(SLOW_ANSWER_MS) },
    requestLogger: pino({ level: 'info' }, sink),
  });
  const owner = await newUser('Criadora Ocupada');
  await publishedAd(owner.id, 'Yegua torda de seis años');
  const handle = async (data: { label?: string }) => {
    worked.push(data.label ?? '');
  };
  await startJobQueue({ jobs: [{ name: 'overload-probe', work: { pollingIntervalSeconds: 0.5 }, handle }] });
});

afterAll(async () => {
  await stopJobQueue();
  await site.close();
  delete process.env.MAX_REQUESTS_IN_FLIGHT;
  delete process.env.BUSY_SLOW_ANSWER_MS;
});

/** `count` connections opened first, then a search written on each at once: they reach the server together. */
async function crowdOfSearches(
  count: number,
): Promise<Promise<{ status: number; retryAfter?: string; body: string }>[]> {
  const { hostname, port } = new URL(site.origin);
  const sockets = await Promise.all(
    Array.from({ length: count }, async () => {
      const socket = net.connect(Number(port), hostname);
      await once(socket, 'connect');
      return socket;
    }),
  );
  return sockets.map(async (socket, index) => {
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    // Distinct searches: the page cache answers none of them.
    socket.write(`GET /en/search?q=yegua+${index} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nConnection: close\r\n\r\n`);
    await once(socket, 'close');
    const answer = Buffer.concat(chunks).toString('latin1');
    const [head = '', body = ''] = answer.split('\r\n\r\n', 2);
    return {
      status: Number(head.split(' ')[1]),
      retryAfter: /^retry-after: *(.*)$/im.exec(head)?.[1],
      body,
    };
  });
}

test('a crowd of searches gets pages or the busy answer, and the job queue works during and after it', async () => {
  const startedAt = performance.now();
  const crowd = await crowdOfSearches(CROWD);
  // Sent while the crowd holds the site's pool.
  await expect.poll(() => getPool().totalCount - getPool().idleCount).toBeGreaterThan(0);
  expect(await sendJob('overload-probe', { label: 'during' })).toBe(true);
  const answers = await Promise.all(crowd);

  const statuses = answers.map((answer) => answer.status);
  expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
  // Those admitted are served (how many are refused depends on how fast they come and go).
  expect(statuses.filter((status) => status === 200).length).toBeGreaterThan(0);
  for (const refused of answers.filter((answer) => answer.status === 503)) {
    expect(refused.retryAfter).toBe('2');
    expect(refused.body).toContain(en['errors.too_many_requests']);
  }
  expect(lines.filter((line) => line.msg.startsWith('database unavailable'))).toEqual([]);
  // Every busy answer is logged, the refusals counted in one line a second at most.
  const refusalLines = () => lines.filter((line) => line.msg === 'busy: requests refused');
  const logged = () =>
    refusalLines().reduce((sum, line) => sum + (line.refused ?? 0), 0) +
    lines.filter((line) => line.msg.startsWith('database busy')).length;
  const busyAnswers = statuses.filter((status) => status === 503).length;
  await expect.poll(logged, { timeout: 5_000 }).toBe(busyAnswers);
  expect(refusalLines().length).toBeLessThanOrEqual(Math.ceil((performance.now() - startedAt) / 1000) + 1);

  expect(await sendJob('overload-probe', { label: 'after' })).toBe(true);
  await expect.poll(() => [...worked].sort(), { timeout: 15_000 }).toEqual(['after', 'during']);
});

test('reads stuck longer than BUSY_SLOW_ANSWER_MS lower the bound: under the maximum, the next request is refused at once', async () => {
  const pool = getPool();
  const held: pg.PoolClient[] = [];
  const search = (query: string, timeoutMs: number) =>
    fetch(`${site.origin}/en/search?q=${query}`, { signal: AbortSignal.timeout(timeoutMs) }).then(
      async (response) => ({ status: response.status, body: await response.text() }),
      () => ({ status: 0, body: 'no answer in time' }),
    );
  try {
    // Every connection of the site's pool taken: three searches wait for one (up to the pool's 5 s).
    while (pool.totalCount < (pool.options.max ?? 10) || pool.idleCount > 0) held.push(await pool.connect());
    const stuck = ['torda', 'castaña', 'alazana'].map((query) => search(query, 20_000));
    // Three requests in flight, a quarter of the maximum of 12: once they are older than the
    // slow mark, a fourth is answered busy at once instead of waiting for the pool with them.
    await expect
      .poll(async () => search('yegua', 1_000), { timeout: 4_000 })
      .toEqual({ status: 503, body: en['errors.too_many_requests'] });
    for (const client of held.splice(0)) client.release();
    expect((await Promise.all(stuck)).map((answer) => answer.status)).toEqual([200, 200, 200]);
    // The refusal is logged within a second, counted.
    await expect
      .poll(() => lines.filter((line) => line.msg === 'busy: requests refused' && (line.refused ?? 0) > 0).length)
      .toBeGreaterThan(0);
  } finally {
    for (const client of held) client.release();
  }
});
