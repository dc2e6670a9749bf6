import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createUser } from '../../server/accounts/users.ts';
import { getDb } from '../../server/db/client.ts';
import { users } from '../../server/db/tables.ts';
import { attachRealtime, type Realtime } from '../../server/realtime/attach-realtime.ts';
import { disconnectUser, publishToUser } from '../../server/realtime/realtime-hub.ts';

let server: http.Server;
let realtime: Realtime;
let origin: string;
const opened: Socket[] = [];

beforeAll(async () => {
  server = http.createServer();
  realtime = attachRealtime(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const socket of opened) socket.disconnect();
  await realtime.close();
  await new Promise((resolve) => server.close(resolve));
});

async function newUser() {
  const user = await createUser({
    email: `socket-${Date.now()}-${Math.random()}@example.test`,
    name: 'Nuria Trote',
    passwordHash: null,
    accountType: 'individual',
    locale: 'es',
  });
  if (!user) throw new Error('user not created');
  return user;
}

/** Resolves with the socket once connected, or rejects with the server's refusal. */
function open(chatKey: unknown): Promise<Socket> {
  const socket = connect(origin, {
    path: '/socket.io',
    auth: { chatKey },
    transports: ['websocket'],
    reconnection: false,
  });
  opened.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => reject(error));
  });
}

describe('the websocket', () => {
  test('is refused without a chat key, with an unknown one, and for a suspended account', async () => {
    await expect(open(undefined)).rejects.toThrow('unauthorized');
    await expect(open('not-a-key')).rejects.toThrow('unauthorized');
    const user = await newUser();
    await getDb().update(users).set({ suspendedAt: new Date() }).where(eq(users.id, user.id));
    await expect(open(user.chatKey)).rejects.toThrow('unauthorized');
  });

  test("reaches every open tab of a user, and no one else's", async () => {
    const [alice, bob] = [await newUser(), await newUser()];
    const tabs = [await open(alice.chatKey), await open(alice.chatKey)];
    const other = await open(bob.chatKey);
    const received: string[] = [];
    for (const [index, tab] of tabs.entries())
      tab.on('ping-test', (text: string) => received.push(`tab${index}:${text}`));
    other.on('ping-test', (text: string) => received.push(`bob:${text}`));
    publishToUser(alice.id, 'ping-test', 'hola');
    await expect.poll(() => received.sort()).toEqual(['tab0:hola', 'tab1:hola']);
  });

  test("closing a user's sockets disconnects them, and the old key stops working once rotated", async () => {
    const user = await newUser();
    const socket = await open(user.chatKey);
    const closed = new Promise((resolve) => socket.once('disconnect', resolve));
    await getDb().update(users).set({ chatKey: 'rotated-key-for-test' }).where(eq(users.id, user.id));
    disconnectUser(user.id);
    await closed;
    await expect(open(user.chatKey)).rejects.toThrow('unauthorized');
  });
});
