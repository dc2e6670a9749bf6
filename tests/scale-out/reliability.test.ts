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

describe('reliability', () => {
  test('kill -9 of a node under load: no acknowledged message lost, none doubled, the other node keeps serving', async () => {
    const nodeC = await startNode('node-c');
    const seller = await newPerson('Carmen Ruiz');
    const buyer = await newPerson('Pablo Martín');
    const ad = await newAd(seller.id, { title: 'Yegua PRE torda de seis años' });
    const window = await api(buyer, nodeC.origin, 'POST', CHAT_API.windows, { classified: ad.slug });
    const chatWindowId = (window.body.window as { chatWindowId: string }).chatWindowId;

    // Pages rendered on both nodes the whole time; node C dies in the middle of it.
    const load = { connections: 4, duration: 6, timeout: 20 };
    const onB = autocannon({ url: `${nodeB}/en`, ...load });
    const onC = autocannon({ url: `${nodeC.origin}/en`, ...load });

    // The browser's behaviour (app/lib/chat): send with a client id, keep what was not
    // acknowledged, reconnect (here to the surviving node) and send it again with the same id.
    const MESSAGES = 40;
    const KILL_AT = 15;
    const clientIds: string[] = Array.from({ length: MESSAGES }, () => randomUUID());
    const acknowledged = new Set<string>();
    const unacknowledged: string[] = [];
    let socket = await openSocket(buyer, nodeC.origin);
    for (const [index, clientId] of clientIds.entries()) {
      if (index === KILL_AT) nodeC.child.kill('SIGKILL');
      if (socket.disconnected) socket = await openSocket(buyer, nodeB);
      const answer = await send(socket, chatWindowId, clientId, `Mensaje ${index + 1}`).catch(() => undefined);
      if (answer?.ok) acknowledged.add(clientId);
      else unacknowledged.push(clientId);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await nodeC.exited).toBe(null);
    expect(acknowledged.size).toBeGreaterThanOrEqual(KILL_AT);

    // Every message acknowledged before, at and after the kill is stored.
    const stored = await getDb()
      .select({ clientId: chatMessages.clientId })
      .from(chatMessages)
      .where(eq(chatMessages.conversationId, chatWindowId));
    const storedIds = new Set(stored.map((row) => row.clientId));
    for (const clientId of acknowledged) expect(storedIds.has(clientId)).toBe(true);

    // Sent again on node B, the rest is stored: every message exactly once.
    for (const clientId of unacknowledged) {
      const index = clientIds.indexOf(clientId);
      expect((await send(socket, chatWindowId, clientId, `Mensaje ${index + 1}`)).ok).toBe(true);
    }
    const all = await getDb()
      .select({ clientId: chatMessages.clientId })
      .from(chatMessages)
      .where(inArray(chatMessages.clientId, clientIds));
    expect(all.map((row) => row.clientId).sort()).toEqual([...clientIds].sort());

    const [resultB, resultC] = await Promise.all([onB, onC]);
    console.info(
      `kill -9: ${acknowledged.size} of ${MESSAGES} messages acknowledged at once, ${unacknowledged.length} sent again; ` +
        `node B ${resultB.requests.total} pages (p99 ${resultB.latency.p99} ms, ${resultB.non2xx} non-2xx, ${resultB.errors} errors), ` +
        `node C ${resultC.requests.total} pages then ${resultC.errors} errors`,
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
