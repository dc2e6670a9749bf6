import cluster, { type Worker } from 'node:cluster';
import { once } from 'node:events';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { relaySharedPages } from '../../server/process/page-cache-sharing.ts';

/**
 * The page cache shared by `npm start`'s app workers (docs/decisions/0087-page-cache-survives-writes.md): two real
 * cluster workers, this test as their primary relaying as server/main.ts's does. A page one
 * worker keeps and is asked again is served by the other with that reader's own secrets, and the other's change
 * notices still apply to it.
 */
const FIRST = { nonce: 'nonce-AAAAAAAAAAAAAAAAAAAA', csrf: 'csrf-BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB' };
const SECOND = { nonce: 'nonce-CCCCCCCCCCCCCCCCCCCC', csrf: 'csrf-DDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDD' };
const page = (secrets: typeof FIRST) =>
  `<script nonce="${secrets.nonce}">x</script><main>${'Yegua torda '.repeat(500)}</main><input value="${secrets.csrf}">`;
let workers: Worker[] = [];

beforeAll(async () => {
  cluster.setupPrimary({
    exec: path.resolve('tests/integration/support/page-cache-worker.ts'),
    args: [],
    serialization: 'advanced',
  });
  relaySharedPages();
  workers = [cluster.fork(), cluster.fork()];
  await Promise.all(workers.map((worker) => once(worker, 'message')));
});

afterAll(async () => {
  await Promise.all(
    workers.map((worker) => {
      const exited = once(worker, 'exit');
      worker.process.kill('SIGTERM');
      return exited;
    }),
  );
});

async function read(worker: Worker, key: string): Promise<{ html?: string; gzip?: Uint8Array }> {
  // The worker's own messages (a page it shares) come on the same channel: its answer is the read's.
  const answer = new Promise<{ html?: string; gzip?: Uint8Array }>((resolve) => {
    const onMessage = (message: { type?: string; html?: string; gzip?: Uint8Array }) => {
      if (message.type !== 'test:read') return;
      worker.off('message', onMessage);
      resolve(message);
    };
    worker.on('message', onMessage);
  });
  worker.send({ type: 'test:read', key, secrets: SECOND });
  return answer;
}

describe('page cache shared across workers', () => {
  test("a page one worker keeps and is asked again is served by the other, gzip template and all, with the next reader's secrets", async () => {
    const [first, second] = workers as [Worker, Worker];
    expect((await read(second, '/s/mare')).html).toBeUndefined();
    first.send({ type: 'test:keep', key: '/s/mare', html: page(FIRST), tags: ['ad:1'], secrets: FIRST });
    // Asked again there (a gzip reader): compressed once and sent to the other worker.
    expect((await read(first, '/s/mare')).html).toBe(page(SECOND));
    await expect.poll(async () => (await read(second, '/s/mare')).html, { timeout: 10_000 }).toBe(page(SECOND));
    const { gzip } = await read(second, '/s/mare');
    expect(gzip && gunzipSync(gzip).toString()).toBe(page(SECOND));
    expect((await read(second, '/s/mare')).html).not.toContain(FIRST.csrf);
    // The other worker hears the ad change on its own connection: its copy goes.
    second.send({ type: 'test:change', key: '', payload: 'ad:1 cat:horses', secrets: SECOND });
    await expect.poll(async () => (await read(second, '/s/mare')).html).toBeUndefined();
  });
});
