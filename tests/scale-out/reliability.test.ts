import { randomUUID } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import autocannon from 'autocannon';
import { eq, inArray } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, describe, expect, inject, test } from 'vitest';
import { CHAT_API, CHAT_EVENTS, type SendResult } from '../../server/chat/chat-protocol.ts';
import { closeDatabase, connectDatabase, getDb } from '../../server/db/client.ts';
import { chatMessages, users } from '../../server/db/schema.ts';
import { png } from '../support/test-images.ts';
import {
  freePorts,
  type GalopeProcess,
  spawnGalope,
  stopProcess,
  waitUntilReady,
} from './support/scale-out-cluster.ts';
import { api, closeSockets, newAd, newPerson, openSocket, signedIn } from './support/scale-out-fixtures.ts';

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
      },
    });
    const answered = new Promise<number>((resolve, reject) => {
      upload.once('response', (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      upload.once('error', reject);
    });
    const half = Math.floor(body.length / 2);
    await new Promise<void>((resolve) => upload.write(body.subarray(0, half), () => resolve()));
    await new Promise((resolve) => setTimeout(resolve, 300));

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
