import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import webpush from 'web-push';
import { type PushTestService, startPushTestService } from '../support/push-test-service.ts';

// The site's VAPID identity, as production sets it (read at the first push).
const vapid = webpush.generateVAPIDKeys();
process.env.VAPID_PUBLIC_KEY = vapid.publicKey;
process.env.VAPID_PRIVATE_KEY = vapid.privateKey;
process.env.VAPID_SUBJECT = 'mailto:push-test@galope.test';

const { createSession } = await import('../../server/accounts/sessions.ts');
const { createUser } = await import('../../server/accounts/users.ts');
const { CHAT_API } = await import('../../common/chat/chat-protocol.ts');
const { sendMessage } = await import('../../server/chat/messages.ts');
const { getDb } = await import('../../server/db/client.ts');
const { classifieds, pushSubscriptions } = await import('../../server/db/tables.ts');
const { createApp } = await import('../../server/http/create-app.ts');
const { startJobQueue, stopJobQueue } = await import('../../server/jobs/job-queue.ts');
const { notifyUser } = await import('../../server/notifications/notify-user.ts');
const { chatMessagePush } = await import('../../server/push/push-message.ts');
const { deliverPush, pushJobs } = await import('../../server/push/push-jobs.ts');
const { savePushSubscription } = await import('../../server/push/push-subscriptions.ts');
const { attachRealtime } = await import('../../server/realtime/attach-realtime.ts');

let service: PushTestService;
let server: http.Server;
let realtime: ReturnType<typeof attachRealtime>;
let origin: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  service = await startPushTestService();
  server = http.createServer(createApp({ rootDir: process.cwd() }));
  realtime = attachRealtime(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  await startJobQueue({ jobs: pushJobs });
});

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await stopJobQueue();
  await realtime.close();
  await new Promise((resolve) => server.close(resolve));
  await service.close();
});

type Locale = 'es' | 'en' | 'ca' | 'pt';

async function newPerson(name: string, locale: Locale) {
  const user = await createUser({
    email: `push-${randomBytes(5).toString('hex')}@example.test`,
    name,
    passwordHash: null,
    accountType: 'individual',
    locale,
  });
  if (!user) throw new Error('user not created');
  return { ...user, token: await createSession({ userId: user.id }) };
}

/** A device of `userId` that turned push on: a subscription of the test push service. */
async function newDevice(userId: string, device = 'Chrome on Android') {
  const subscription = service.subscribe();
  await savePushSubscription({ userId, endpoint: subscription.endpoint, ...subscription.keys, device });
  return subscription;
}

async function conversationBetween(buyer: Awaited<ReturnType<typeof newPerson>>, sellerId: string) {
  const [ad] = await getDb()
    .insert(classifieds)
    .values({
      ownerId: sellerId,
      slug: `push-${randomBytes(6).toString('hex')}`,
      status: 'approved',
      type: 'offer',
      title: 'Yegua lusitana torda',
      description: 'Muy noble.',
      publishedAt: new Date(),
      expiresAt: new Date(Date.now() + 30 * 86_400_000),
    })
    .returning();
  const answer = await fetch(`${origin}${CHAT_API.windows}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${buyer.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ classified: ad?.slug }),
  });
  expect([200, 201]).toContain(answer.status);
  return ((await answer.json()) as { window: { chatWindowId: string } }).window.chatWindowId;
}

async function devicesOf(userId: string) {
  return getDb().select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}

describe('Web Push', () => {
  test('a chat message to a user with no open tab: one encrypted push, in their language, opening the conversation', async () => {
    const seller = await newPerson('Inês Vendedora', 'pt');
    const buyer = await newPerson('Buyer Bob', 'en');
    const device = await newDevice(seller.id);
    const conversationId = await conversationBetween(buyer, seller.id);
    const before = service.received.length;

    const sent = await sendMessage({
      userId: buyer.id,
      conversationId,
      clientId: randomUUID(),
      text: 'Hello! Is she still for sale?',
    });
    expect(sent.ok).toBe(true);

    await service.waitFor(before + 1);
    const push = service.received.at(-1);
    expect(push?.endpoint).toBe(device.endpoint);
    expect(push?.payload).toEqual({
      title: 'Nova mensagem de Buyer Bob',
      body: 'Hello! Is she still for sale?',
      url: `/pt/user/messages/${conversationId}`,
      tag: `chat-${conversationId}`,
      lang: 'pt',
    });
    expect(push?.urgency).toBe('high');
    expect(push?.ttl).toBe('86400');
    expect(push?.vapidKey).toBe(vapid.publicKey);
    // Sent once: the job marks the device when its push is through, and nothing else came.
    await expect.poll(async () => (await devicesOf(seller.id))[0]?.lastPushedAt, { timeout: 15_000 }).not.toBeNull();
    expect(service.received.filter((each) => each.endpoint === device.endpoint)).toHaveLength(1);
    expect(service.refused).toEqual([]);
  });

  test('a user with a tab open gets no push: the tab showed it', async () => {
    const seller = await newPerson('Rocío Abierta', 'es');
    const device = await newDevice(seller.id);
    const tab = connect(origin, {
      path: '/socket.io',
      auth: { chatKey: seller.chatKey },
      transports: ['websocket'],
      reconnection: false,
    });
    sockets.push(tab);
    await new Promise((resolve, reject) => {
      tab.once('connect', () => resolve(undefined));
      tab.once('connect_error', reject);
    });
    const messages = chatMessagePush({ conversationId: randomUUID(), senderName: 'Alguien', text: 'Hola' });
    await deliverPush({ userId: seller.id, messages });
    expect(service.received.filter((each) => each.endpoint === device.endpoint)).toEqual([]);

    // The tab closed: the same push now reaches the device.
    tab.disconnect();
    await expect
      .poll(() =>
        realtime.io
          .in(`user:${seller.id}`)
          .fetchSockets()
          .then((all) => all.length),
      )
      .toBe(0);
    await deliverPush({ userId: seller.id, messages });
    expect(service.received.filter((each) => each.endpoint === device.endpoint)).toHaveLength(1);
  });

  test('a moderation result goes to every device; a 410 from the push service removes that subscription', async () => {
    const owner = await newPerson('Quim Propietari', 'ca');
    const gone = await newDevice(owner.id, 'Firefox on Linux');
    const kept = await newDevice(owner.id, 'Safari on iPhone');
    service.answer(gone.endpoint, 410);

    const row = await notifyUser({
      userId: owner.id,
      type: 'classified_accepted',
      content: 'notifications.classified_accepted',
      data: { classified: { slug: 'poni-de-prova', title: 'Poni de prova' } },
    });

    await expect
      .poll(async () => (await devicesOf(owner.id)).map((each) => each.endpoint), { timeout: 15_000 })
      .toEqual([kept.endpoint]);
    await expect
      .poll(() => service.received.find((each) => each.endpoint === kept.endpoint)?.payload)
      .toEqual({
        title: "El teu anunci s'ha revisat",
        body: "El teu anunci «Poni de prova» s'ha publicat.",
        url: `/cat/user/notifications/${row.id}`,
        tag: `notification-${row.id}`,
        lang: 'ca',
      });
    expect(service.received.filter((each) => each.endpoint === gone.endpoint)).toEqual([]);
  });
});
