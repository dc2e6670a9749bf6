import { randomUUID } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import autocannon from 'autocannon';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, describe, expect, inject, test } from 'vitest';
import { CHAT_API, CHAT_EVENTS, type ChatMessageEvent, type SendResult } from '../../common/chat/chat-protocol.ts';
import { closeDatabase, connectDatabase, getDb } from '../../server/db/client.ts';
import { chatMessages, notifications, users } from '../../server/db/tables.ts';
import { saveSearch } from '../../server/saved-searches/saved-searches.ts';
import { png } from '../support/test-images.ts';
import { startDebianPostgres } from './support/debian-postgres.ts';
import {
  freePorts,
  type GalopeProcess,
  spawnGalope,
  stopProcess,
  waitUntilReady,
} from './support/scale-out-cluster.ts';
import {
  api,
  closeSockets,
  LUSITANO_FORM,
  newAd,
  newPerson,
  nextEvent,
  openSocket,
  signedIn,
} from './support/scale-out-fixtures.ts';

/**
 * Reliability across nodes (issue 10, item 3; docs/decisions/0031-scale-out.md). Each check starts
 * a node of its own on the cluster's database and bucket, and kills or stops it, so nodes A and B
 * of the other checks are never touched; node B is the one that must keep serving.
 */
const cluster = inject('scaleOut');
const nodeB = cluster.nodes.b;
connectDatabase(cluster.databaseUrl);
const started: GalopeProcess[] = [];

afterAll(async () => {
  closeSockets();
  await Promise.all(started.map(({ child }) => stopProcess(child)));
  await closeDatabase();
});

async function startNode(name: string, env: Record<string, string> = {}) {
  const [port] = await freePorts(Number(process.env.SCALE_OUT_PORT ?? 3600) + 10, 1);
  const node = await spawnGalope({
    name,
    workDir: cluster.workDir,
    env: { ...cluster.nodeEnv, PORT: String(port), GALOPE_DATA_DIR: path.join(cluster.workDir, name), ...env },
  });
  started.push(node);
  const origin = `http://127.0.0.1:${port}`;
  await waitUntilReady(origin, [node]);
  return { ...node, origin, exited: new Promise<number | null>((resolve) => node.child.once('exit', resolve)) };
}

function send(socket: Socket, chatWindowId: string, clientId: string, message: string): Promise<SendResult> {
  return socket
    .timeout(3_000)
    .emitWithAck(CHAT_EVENTS.send, { chatWindowId, clientId, message }) as Promise<SendResult>;
}

// Each check starts a node and puts load on the 2-core machine: more room than the default minute.
describe('reliability', { timeout: 150_000 }, () => {
  test('kill -9 of a node under load: no acknowledged message lost, none doubled, the other node keeps serving', async () => {
    const nodeC = await startNode('node-c');
    const seller = await newPerson('Carmen Ruiz');
    const buyer = await newPerson('Pablo Martín');
    const ad = await newAd(seller.id, { title: 'Yegua PRE torda de seis años' });
    const window = await api(buyer, nodeC.origin, 'POST', CHAT_API.windows, { classified: ad.slug });
    const chatWindowId = (window.body.window as { chatWindowId: string }).chatWindowId;

    // Pages rendered on both nodes the whole time (until stopped, at most a minute).
    const load = { connections: 4, duration: 60, timeout: 20 };
    const loadOnB = autocannon({ url: `${nodeB}/en`, ...load });
    const loadOnC = autocannon({ url: `${nodeC.origin}/en`, ...load });
    let pagesFromC = 0;
    loadOnC.on('response', (_client, status) => {
      if (status === 200) pagesFromC += 1;
    });

    // The browser's behaviour (app/lib/chat): send with a client id, keep what was not
    // acknowledged, reconnect (here to the surviving node) and send it again with the same id.
    // Node C is killed once it serves pages and has stored messages, in the middle of a send;
    // then messages go on through node B. At most 50: the chat allows 60 a minute per person.
    const clientIds: string[] = [];
    const acknowledged = new Set<string>();
    const unacknowledged: string[] = [];
    await expect.poll(() => pagesFromC, { timeout: 30_000 }).toBeGreaterThanOrEqual(5);
    const socketOnC = await openSocket(buyer, nodeC.origin);
    let socket = socketOnC;
    let sentToC = 0;
    let killed = false;
    while (clientIds.length < 50 && (!killed || clientIds.length - sentToC < 5)) {
      if (socket.disconnected) socket = await openSocket(buyer, nodeB);
      const clientId = randomUUID();
      clientIds.push(clientId);
      const sending = send(socket, chatWindowId, clientId, `Mensaje ${clientIds.length}`);
      if (socket === socketOnC) {
        sentToC = clientIds.length;
        if (!killed && acknowledged.size >= 5) killed = nodeC.child.kill('SIGKILL');
      }
      const answer = await sending.catch(() => undefined);
      if (answer?.ok) acknowledged.add(clientId);
      else unacknowledged.push(clientId);
      // The pace of a person typing, not a wait for anything: the load under test.
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    loadOnB.stop();
    loadOnC.stop();
    const [resultB, resultC] = await Promise.all([loadOnB, loadOnC]);
    expect(killed).toBe(true);
    expect(await nodeC.exited).toBe(null);

    // Every message acknowledged before, at and after the kill is stored.
    const stored = await getDb()
      .select({ clientId: chatMessages.clientId })
      .from(chatMessages)
      .where(eq(chatMessages.conversationId, chatWindowId));
    const storedIds = new Set(stored.map((row) => row.clientId));
    for (const clientId of acknowledged) expect(storedIds.has(clientId)).toBe(true);

    // Sent again on node B, the rest is stored: every message exactly once.
    for (const clientId of unacknowledged) {
      const number = clientIds.indexOf(clientId) + 1;
      expect((await send(socket, chatWindowId, clientId, `Mensaje ${number}`)).ok).toBe(true);
    }
    const all = await getDb()
      .select({ clientId: chatMessages.clientId })
      .from(chatMessages)
      .where(inArray(chatMessages.clientId, clientIds));
    expect(all.map((row) => row.clientId).sort()).toEqual([...clientIds].sort());

    console.info(
      `kill -9: ${clientIds.length} messages (${sentToC} to node C), ${acknowledged.size} acknowledged at once, ` +
        `${unacknowledged.length} sent again; ` +
        `node B ${resultB.requests.total} pages (p99 ${resultB.latency.p99} ms, ${resultB.non2xx} non-2xx, ${resultB.errors} errors), ` +
        `node C ${pagesFromC} pages then ${resultC.errors} errors`,
    );
    expect(resultB.requests.total).toBeGreaterThan(0);
    expect(resultB.errors).toBe(0);
    expect(resultB.non2xx).toBe(0);
    expect((await fetch(`${nodeB}/readyz`)).status).toBe(200);
  });

  test('SIGTERM drains: an upload in flight completes, new connections are refused, sockets are closed, exit 0', async () => {
    const nodeD = await startNode('node-d', { SHUTDOWN_GRACE_MS: '8000' });
    const person = await newPerson('Marta Vidal');
    const socket = await openSocket(person, nodeD.origin);
    const socketClosed = new Promise((resolve) => socket.once('disconnect', resolve));
    const browser = signedIn(person);
    const csrf = await browser.csrf(nodeD.origin, '/user/settings');

    // The upload's body, sent in two halves with the SIGTERM between them.
    const form = new FormData();
    form.append('intent', 'avatar');
    form.append('csrf', csrf);
    form.append('avatar', new Blob([new Uint8Array(await png({ width: 800, height: 600 }))], { type: 'image/png' }));
    const encoded = new Request('http://localhost/', { method: 'POST', body: form });
    const body = Buffer.from(await encoded.arrayBuffer());
    const cookie = [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const upload = http.request(`${nodeD.origin}/user/settings`, {
      method: 'POST',
      agent: false,
      headers: {
        cookie,
        connection: 'close',
        'content-type': encoded.headers.get('content-type') ?? '',
        'content-length': String(body.length),
        // The server's "100 Continue" tells that the request has reached its handler.
        expect: '100-continue',
      },
    });
    const started = new Promise<void>((resolve) => upload.once('continue', resolve));
    const answered = new Promise<number>((resolve, reject) => {
      upload.once('response', (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      upload.once('error', reject);
    });
    upload.flushHeaders();
    await started;
    const half = Math.floor(body.length / 2);
    await new Promise<void>((resolve) => upload.write(body.subarray(0, half), () => resolve()));

    nodeD.child.kill('SIGTERM');
    await socketClosed;
    await expect(fetch(`${nodeD.origin}/readyz`)).rejects.toThrow();
    upload.end(body.subarray(half));
    expect(await answered).toBe(200);
    const [row] = await getDb().select({ avatarKey: users.avatarKey }).from(users).where(eq(users.id, person.id));
    expect(row?.avatarKey).toMatch(/^avatars\//);
    expect(await nodeD.exited).toBe(0);
  });
});

/**
 * The database restarted under load (docs/decisions/0034-database-outage.md): a PostgreSQL of
 * this check's own (the other checks and files keep theirs), two app nodes and a worker on it.
 * While it is away every answer is a page (200, from what a node holds in memory) or the 503
 * server-problem page, never a 500 nor a hang; once it is back, without restarting anything of
 * Galope, pages, sessions, the realtime adapter and the job queue work again.
 */
describe('database restart', { timeout: 150_000 }, () => {
  test('under load: 200 or 503 with the server-problem page while it is away; everything recovers by itself', async () => {
    const base = Number(process.env.SCALE_OUT_PORT ?? 3600) + 20;
    const [pgPort = 0, portE = 0, portF = 0] = await freePorts(base, 3);
    const database = await startDebianPostgres({ port: pgPort });
    // The cluster's node settings, but this database and no replica (the cluster's streams another).
    const { DATABASE_REPLICA_URL: _replica, JOBS: _jobs, ...common } = cluster.nodeEnv;
    const env = { ...common, DATABASE_URL: database.url };
    const processes: GalopeProcess[] = [];
    // Stopped in `finally` too, so that a failed check does not leave load and probes running.
    const loads: ReturnType<typeof autocannon>[] = [];
    let probing = true;
    try {
      processes.push(
        ...(await Promise.all([
          spawnGalope({
            name: 'node-e',
            workDir: cluster.workDir,
            env: { ...env, JOBS: 'off', PORT: String(portE), GALOPE_DATA_DIR: path.join(cluster.workDir, 'e') },
          }),
          spawnGalope({
            name: 'node-f',
            workDir: cluster.workDir,
            env: { ...env, JOBS: 'off', PORT: String(portF), GALOPE_DATA_DIR: path.join(cluster.workDir, 'f') },
          }),
          spawnGalope({
            name: 'worker-restart',
            workDir: cluster.workDir,
            script: 'server/worker.ts',
            env: { ...env, GALOPE_DATA_DIR: path.join(cluster.workDir, 'worker-restart') },
          }),
        ])),
      );
      const nodeE = `http://127.0.0.1:${portE}`;
      const nodeF = `http://127.0.0.1:${portF}`;
      await Promise.all([waitUntilReady(nodeE, processes), waitUntilReady(nodeF, processes)]);

      // This check's people, ad, chat and saved search live in its own database.
      await closeDatabase();
      connectDatabase(database.url);
      const seller = await newPerson('Rocío Navarro');
      const buyer = await newPerson('Tomás Ferrer');
      const saver = await newPerson('Emma Walsh');
      const admin = await newPerson('Moderador', { role: 'admin' });
      const ad = await newAd(seller.id, { title: 'Caballo PRE castaño de cinco años' });
      const window = await api(buyer, nodeE, 'POST', CHAT_API.windows, { classified: ad.slug });
      const chatWindowId = (window.body.window as { chatWindowId: string }).chatWindowId;
      expect(
        (
          await saveSearch({
            userId: saver.id,
            locale: 'en',
            name: 'Lusitanos in Sevilla',
            frequency: 'instant',
            formJson: LUSITANO_FORM,
          })
        ).ok,
      ).toBe(true);
      const buyerSocket = await openSocket(buyer, nodeE);
      const sellerSocket = await openSocket(seller, nodeF);
      const saverSocket = await openSocket(saver, nodeF);

      // Load: a guest's ad page on node E, a signed-in page on node F (both query on every request).
      const statuses = new Map<number, number>();
      const cookie = `galope_session=${buyer.token}`;
      const load = { connections: 3, duration: 90, timeout: 10 };
      loads.push(
        autocannon({ url: `${nodeE}/en/s/${ad.slug}`, ...load }),
        autocannon({ url: `${nodeF}/user/notifications`, headers: { cookie }, ...load }),
      );
      for (const each of loads) {
        each.on('response', (_client, status) => statuses.set(status, (statuses.get(status) ?? 0) + 1));
      }
      await expect.poll(() => statuses.get(200) ?? 0, { timeout: 30_000 }).toBeGreaterThanOrEqual(10);

      // A visitor's view of the outage: what the page says, and when to come back.
      const seen: { status: number; problemText: boolean; retryAfter: string | null }[] = [];
      const probe = (async () => {
        while (probing) {
          for (const [origin, path, headers] of [
            [nodeE, `/en/s/${ad.slug}`, {}],
            [nodeF, '/user/settings', { cookie }],
          ] as const) {
            // No answer in 10 s, or none at all, is status 0: a failure below.
            const response = await fetch(`${origin}${path}`, { headers, signal: AbortSignal.timeout(10_000) }).catch(
              () => undefined,
            );
            const body = (await response?.text().catch(() => '')) ?? '';
            seen.push({
              status: response?.status ?? 0,
              problemText: /We have a server problem|Tenemos un problema en el servidor/.test(body),
              retryAfter: response?.headers.get('retry-after') ?? null,
            });
          }
          // A visitor coming back every 150 ms: the sampling rate, not a wait for anything.
          await new Promise((resolve) => setTimeout(resolve, 150));
        }
      })();

      const restartedAt = performance.now();
      let refused = '';
      await database.restart({
        downMs: 3_000,
        // A socket opened meanwhile is refused as 'unavailable' (the browser then tries again later).
        whileDown: async () => {
          refused = await openSocket(buyer, nodeE).then(
            (socket) => {
              socket.disconnect();
              return 'connected';
            },
            (error: Error) => error.message,
          );
        },
      });
      const upAt = performance.now();
      expect(refused).toBe('unavailable');
      // Back by itself: both nodes serve their pages again, within a bounded time.
      await expect
        .poll(
          async () => {
            const [e, f] = await Promise.all([
              fetch(`${nodeE}/en/s/${ad.slug}`).then((response) => response.status),
              fetch(`${nodeF}/user/settings`, { headers: { cookie } }).then((response) => response.status),
            ]);
            return [e, f];
          },
          { timeout: 20_000, interval: 250 },
        )
        .toEqual([200, 200]);
      const recoveredMs = Math.round(performance.now() - upAt);
      // The visitor's view after the recovery too: two more rounds of both pages.
      const sampled = seen.length;
      await expect.poll(() => seen.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(sampled + 4);
      probing = false;
      await probe;
      for (const each of loads) each.stop();
      const results = await Promise.all(loads);

      // During the outage: 200 or the 503 server-problem page, nothing else, no hang, no reset.
      expect([...statuses.keys()].filter((status) => status !== 200 && status !== 503)).toEqual([]);
      expect(statuses.get(503) ?? 0).toBeGreaterThan(0);
      for (const result of results) expect(result.errors).toBe(0);
      expect(seen.filter(({ status }) => status !== 200 && status !== 503)).toEqual([]);
      const problems = seen.filter(({ status }) => status === 503);
      expect(problems.length).toBeGreaterThan(0);
      expect(problems.filter(({ problemText, retryAfter }) => !problemText || retryAfter !== '5')).toEqual([]);
      // No process of Galope stopped.
      for (const { name, child } of processes)
        expect({ name, exit: child.exitCode ?? child.signalCode }).toEqual({ name, exit: null });

      // Twice more, back to back: each restart must leave the adapters' pools as they were (a
      // LISTEN client the adapter forgot would keep one of its pool's three places for good), and
      // each app node's page cache listening again (docs/decisions/0038-page-cache.md).
      const listening = async () => {
        const { rows } = await getDb().execute<{ adapters: number; pageCaches: number }>(
          sql`select count(*) filter (where application_name <> 'galope-page-cache')::int as "adapters",
                     count(*) filter (where application_name = 'galope-page-cache')::int as "pageCaches"
                from pg_stat_activity where query like 'LISTEN %' and state = 'idle'`,
        );
        return rows[0];
      };
      const everyListener = { adapters: 3, pageCaches: 2 };
      for (let round = 0; round < 2; round += 1) {
        await expect
          .poll(() => listening().catch(() => undefined), { timeout: 15_000, interval: 250 })
          .toEqual(everyListener);
        await database.restart();
      }
      await expect
        .poll(() => listening().catch(() => undefined), { timeout: 15_000, interval: 250 })
        .toEqual(everyListener);

      // Still signed in: the same cookie opens the settings, on either node.
      const settings = await fetch(`${nodeE}/en/user/settings`, { headers: { cookie }, redirect: 'manual' });
      expect(settings.status).toBe(200);
      expect(await settings.text()).toContain('Tomás Ferrer');

      // The realtime adapter listens again: a message sent on node E reaches the seller on node F.
      // (A message sent before node F's LISTEN is back is stored, not pushed: try again shortly.)
      const chatFrom = performance.now();
      let delivered: ChatMessageEvent | undefined;
      for (let attempt = 1; !delivered && attempt <= 10; attempt += 1) {
        const received = nextEvent<ChatMessageEvent>(sellerSocket, CHAT_EVENTS.message, 2_000).catch(() => undefined);
        const ack = (await buyerSocket.timeout(5_000).emitWithAck(CHAT_EVENTS.send, {
          chatWindowId,
          clientId: randomUUID(),
          message: `¿Sigue disponible? (${attempt})`,
        })) as SendResult;
        expect(ack.ok).toBe(true);
        delivered = await received;
      }
      expect(delivered).toBeDefined();
      const chatMs = Math.round(performance.now() - chatFrom);

      // pg-boss works again: an approval on node E queues a job the worker runs, whose notification
      // crosses to the saver's socket on node F.
      const lusitano = await newAd(seller.id, { title: 'Lusitano tordo de siete años', status: 'pending' });
      const pushed = nextEvent<Record<string, { text: string }>>(saverSocket, 'notification', 30_000);
      const browser = signedIn(admin);
      const csrf = await browser.csrf(nodeE, '/user/settings');
      const approval = await browser.post(nodeE, '/admin/moderation', { intent: 'approve', adId: lusitano.id, csrf });
      expect(approval.status).toBeLessThan(400);
      expect((await pushed).en?.text).toContain('Lusitanos in Sevilla');
      const { rows } = await getDb().execute<{ state: string }>(
        sql`select state from pgboss.job where name = 'saved-search-match' and data->>'adId' = ${lusitano.id}`,
      );
      expect(rows.map((job) => job.state)).toEqual(['completed']);
      const [alert] = await getDb()
        .select({ id: notifications.id })
        .from(notifications)
        .where(and(eq(notifications.userId, saver.id), eq(notifications.type, 'saved_search_alert')));
      expect(alert).toBeDefined();

      console.info(
        `database restart: down ${Math.round(upAt - restartedAt)} ms; pages back ${recoveredMs} ms after it was up, ` +
          `chat across nodes ${chatMs} ms later; answers ${JSON.stringify(Object.fromEntries(statuses))}, ` +
          `${problems.length} 503 pages seen by the probe, p99 ${results.map((result) => result.latency.p99).join('/')} ms`,
      );
    } finally {
      probing = false;
      for (const each of loads) each.stop();
      await Promise.all(processes.map(({ child }) => stopProcess(child)));
      await database.stop();
      await closeDatabase();
      connectDatabase(cluster.databaseUrl);
    }
  });
});
