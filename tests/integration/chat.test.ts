import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { and, eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  CHAT_API,
  CHAT_EVENTS,
  CHAT_PAGE_SIZE,
  type ChatMessage,
  type ChatMessagesPage,
  type ChatReceiptEvent,
  type ChatWindow,
  type SendResult,
} from '../../common/chat/chat-protocol.ts';
import { variantKey } from '../../common/media/variant-key.ts';
import { createSession } from '../../server/accounts/sessions.ts';
import { createUser } from '../../server/accounts/users.ts';
import { setConversationBlock } from '../../server/chat/chat-blocks.ts';
import { findConversationFor } from '../../server/chat/conversations.ts';
import { sendMessage } from '../../server/chat/messages.ts';
import { emailUnreadMessages, UNREAD_EMAIL_AFTER_MS } from '../../server/chat/unread-emails.ts';
import { getDb } from '../../server/db/client.ts';
import { chatMessages, chatReports, classifiedMedia, classifieds } from '../../server/db/tables.ts';
import { createApp } from '../../server/http/create-app.ts';
import { mediaUrl } from '../../server/infra/storage/media-url.ts';
import { attachRealtime, type Realtime } from '../../server/realtime/attach-realtime.ts';
import { findLink, type SmtpCapture, startSmtpCapture } from '../support/smtp-capture.ts';

let server: http.Server;
let realtime: Realtime;
let origin: string;
let smtp: SmtpCapture;
const opened: Socket[] = [];

beforeAll(async () => {
  // Before the mailer's first use: it reads SMTP_URL once.
  smtp = await startSmtpCapture();
  process.env.SMTP_URL = smtp.url;
  ({ server, realtime, origin } = await startNode());
});

afterAll(async () => {
  await smtp.close();
  for (const socket of opened) socket.disconnect();
  await realtime.close();
  await new Promise((resolve) => server.close(resolve));
});

async function startNode(options: { adapterDatabaseUrl?: string } = {}) {
  const node = http.createServer(createApp({ rootDir: process.cwd() }));
  const attached = attachRealtime(node, options);
  await new Promise<void>((resolve) => node.listen(0, '127.0.0.1', resolve));
  return { server: node, realtime: attached, origin: `http://127.0.0.1:${(node.address() as AddressInfo).port}` };
}

interface Person {
  id: string;
  name: string;
  email: string;
  chatKey: string;
  token: string;
}

let counter = 0;
async function newPerson(name: string, locale: 'es' | 'en' | 'ca' | 'pt' = 'en'): Promise<Person> {
  counter += 1;
  const user = await createUser({
    email: `chat${counter}-${randomBytes(4).toString('hex')}@example.test`,
    name,
    passwordHash: null,
    accountType: 'individual',
    locale,
  });
  if (!user) throw new Error('user not created');
  return { ...user, token: await createSession({ userId: user.id }) };
}

async function newAd(ownerId: string, title = 'Yegua PRE torda de seis años') {
  const [ad] = await getDb()
    .insert(classifieds)
    .values({
      ownerId,
      slug: `ad-${randomBytes(6).toString('hex')}`,
      status: 'approved',
      type: 'offer',
      title,
      description: 'Muy noble, herrada y vacunada.',
      publishedAt: new Date(),
      expiresAt: new Date(Date.now() + 30 * 86_400_000),
    })
    .returning();
  if (!ad) throw new Error('ad not created');
  return ad;
}

async function api(person: Person | undefined, method: 'GET' | 'POST', path: string, body?: unknown, base = origin) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(person ? { authorization: `Bearer ${person.token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

async function openWindow(buyer: Person, slug: string): Promise<ChatWindow> {
  const answer = await api(buyer, 'POST', CHAT_API.windows, { classified: slug });
  expect([200, 201]).toContain(answer.status);
  return answer.body.window;
}

function open(person: Person, base = origin): Promise<Socket> {
  const socket = connect(base, {
    path: '/socket.io',
    auth: { chatKey: person.chatKey },
    transports: ['websocket'],
    reconnection: false,
  });
  opened.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

function send(socket: Socket, chatWindowId: string, message: string, clientId: string = randomUUID()) {
  return socket.timeout(5000).emitWithAck(CHAT_EVENTS.send, { chatWindowId, clientId, message }) as Promise<SendResult>;
}

function nextEvent<T>(socket: Socket, event: string): Promise<T> {
  return new Promise((resolve) => socket.once(event, resolve));
}

/** A buyer and a seller with one conversation about the seller's ad. */
async function conversation() {
  const seller = await newPerson('Carmen Ruiz');
  const buyer = await newPerson('Pablo Martín');
  const ad = await newAd(seller.id);
  const window = await openWindow(buyer, ad.slug);
  return { seller, buyer, ad, window };
}

describe('conversations', () => {
  test('one per ad and buyer, with the ad owner as seller; own ad 409, unknown ad 404, guest 401', async () => {
    const seller = await newPerson('Lucía Gómez');
    const buyer = await newPerson('Javier Soto');
    const ad = await newAd(seller.id, 'Caballo lusitano castrado');
    const first = await api(buyer, 'POST', CHAT_API.windows, { classified: ad.slug });
    expect(first.status).toBe(201);
    const window: ChatWindow = first.body.window;
    expect(window.user_type).toBe('buyer');
    expect(window.user.id).toBe(seller.id);
    expect(window.user_seller.id).toBe(seller.id);
    expect(window.user_buyer.id).toBe(buyer.id);
    expect(window.classified).toMatchObject({ slug: ad.slug, title: 'Caballo lusitano castrado', cover: null });
    expect(window).toMatchObject({ unread: 0, lastMessage: null, blocked: false });

    const again = await api(buyer, 'POST', CHAT_API.windows, { classified: ad.slug });
    expect(again.status).toBe(200);
    expect(again.body.window.chatWindowId).toBe(window.chatWindowId);

    expect((await api(seller, 'POST', CHAT_API.windows, { classified: ad.slug })).status).toBe(409);
    expect((await api(buyer, 'POST', CHAT_API.windows, { classified: 'no-such-ad' })).status).toBe(404);
    expect((await api(undefined, 'POST', CHAT_API.windows, { classified: ad.slug })).status).toBe(401);
    expect((await api(buyer, 'POST', CHAT_API.windows, { nope: 1 })).status).toBe(400);

    // The buyer lists it at once; the seller only once somebody wrote in it.
    expect((await api(buyer, 'GET', CHAT_API.windows)).body.windows.map((w: ChatWindow) => w.chatWindowId)).toContain(
      window.chatWindowId,
    );
    expect((await api(seller, 'GET', CHAT_API.windows)).body.windows).toEqual([]);
  });

  test("each window shows its ad's first ready photo at its smallest width as the cover", async () => {
    const seller = await newPerson('Elena Prieto');
    const buyer = await newPerson('Tomás Rey');
    const withPhotos = await newAd(seller.id, 'Poni Shetland');
    const without = await newAd(seller.id, 'Potro cruzado');
    const photo = (position: number, status: 'ready' | 'processing', widths: number[]) => ({
      classifiedId: withPhotos.id,
      ownerId: seller.id,
      kind: 'photo' as const,
      position,
      status,
      widths,
    });
    const [, first] = await getDb()
      .insert(classifiedMedia)
      .values([photo(0, 'processing', [320]), photo(1, 'ready', [960, 480]), photo(2, 'ready', [240])])
      .returning({ id: classifiedMedia.id });
    await openWindow(buyer, withPhotos.slug);
    await openWindow(buyer, without.slug);
    const { windows } = (await api(buyer, 'GET', CHAT_API.windows)).body as { windows: ChatWindow[] };
    const cover = (slug: string) => windows.find((each) => each.classified.slug === slug)?.classified.cover;
    expect(cover(withPhotos.slug)).toBe(
      mediaUrl(variantKey({ adId: withPhotos.id, mediaId: first?.id ?? '', width: 480, format: 'webp' })),
    );
    expect(cover(without.slug)).toBeNull();
  });

  test('a hidden ad cannot be contacted', async () => {
    const seller = await newPerson('Marta Vidal');
    const buyer = await newPerson('Jordi Puig');
    const ad = await newAd(seller.id);
    await getDb().update(classifieds).set({ active: false }).where(eq(classifieds.id, ad.id));
    expect((await api(buyer, 'POST', CHAT_API.windows, { classified: ad.slug })).status).toBe(404);
  });

  test('a cookie POST without the CSRF header is refused', async () => {
    const { buyer, ad } = await conversation();
    const response = await fetch(`${origin}${CHAT_API.windows}`, {
      method: 'POST',
      headers: { cookie: `galope_session=${buyer.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ classified: ad.slug }),
    });
    expect(response.status).toBe(403);
  });
});

describe('rate limits', () => {
  test('opening conversations is limited per account: 429 with Retry-After past the limit', async () => {
    const { CHAT_OPEN_LIMIT } = await import('../../server/infra/rate-limits.ts');
    const seller = await newPerson('Marta Vidal');
    const buyer = await newPerson('Jordi Puig');
    const ad = await newAd(seller.id);
    for (let index = 0; index < CHAT_OPEN_LIMIT; index += 1) {
      expect((await api(buyer, 'POST', CHAT_API.windows, { classified: ad.slug })).status).toBeLessThan(300);
    }
    const response = await fetch(`${origin}${CHAT_API.windows}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${buyer.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ classified: ad.slug }),
    });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another account is not affected.
    expect((await api(await newPerson('Inés Costa'), 'POST', CHAT_API.windows, { classified: ad.slug })).status).toBe(
      201,
    );
  });

  test('sending is limited per account: rate_limited past the limit, nothing stored', async () => {
    const { CHAT_SEND_LIMIT } = await import('../../server/infra/rate-limits.ts');
    const { buyer, window } = await conversation();
    const socket = await open(buyer);
    const answers = [];
    for (let index = 0; index <= CHAT_SEND_LIMIT; index += 1)
      answers.push(await send(socket, window.chatWindowId, `${index}`));
    expect(answers.slice(0, CHAT_SEND_LIMIT).every((answer) => answer.ok)).toBe(true);
    expect(answers.at(-1)).toEqual({ ok: false, error: 'rate_limited' });
    const rows = await getDb().select().from(chatMessages).where(eq(chatMessages.conversationId, window.chatWindowId));
    expect(rows).toHaveLength(CHAT_SEND_LIMIT);
  });
});

describe('messages over the socket', () => {
  test('sent with an acknowledgement, received live by the seller with the window first', async () => {
    const { seller, buyer, window } = await conversation();
    const buyerSocket = await open(buyer);
    const sellerSocket = await open(seller);
    const windowEvent = nextEvent<{ window: ChatWindow }>(sellerSocket, CHAT_EVENTS.window);
    const received = nextEvent<{ message: ChatMessage }>(sellerSocket, CHAT_EVENTS.message);
    const ack = await send(buyerSocket, window.chatWindowId, '  Hola, ¿sigue disponible?  ');
    expect(ack.ok).toBe(true);
    if (!ack.ok) return;
    expect(ack.message).toMatchObject({
      message: 'Hola, ¿sigue disponible?',
      user_type: 'buyer',
      by_user_buyer: true,
      by_user_seller: false,
      delivery_by_user_seller: null,
      vu_by_user_seller: null,
      scam_warning: false,
    });
    expect((await windowEvent).window).toMatchObject({ chatWindowId: window.chatWindowId, user_type: 'seller' });
    expect((await received).message.id).toBe(ack.message.id);
    const list = await api(seller, 'GET', CHAT_API.windows);
    expect(list.body.windows[0]).toMatchObject({ chatWindowId: window.chatWindowId, unread: 1 });
    expect(list.body.windows[0].lastMessage.id).toBe(ack.message.id);
  });

  test('empty, too long and malformed messages are refused; scam patterns are flagged', async () => {
    const { buyer, seller, window } = await conversation();
    const socket = await open(buyer);
    expect(await send(socket, window.chatWindowId, ' \n ')).toEqual({ ok: false, error: 'empty' });
    expect(await send(socket, window.chatWindowId, 'a'.repeat(2001))).toEqual({ ok: false, error: 'too_long' });
    expect(await socket.timeout(5000).emitWithAck(CHAT_EVENTS.send, { chatWindowId: 5 })).toEqual({
      ok: false,
      error: 'invalid',
    });
    const sellerSocket = await open(seller);
    const scam = await send(sellerSocket, window.chatWindowId, 'Paga la señal por Western Union y te lo envío');
    expect(scam.ok && scam.message.scam_warning).toBe(true);
  });

  test('a resend with the same client id returns the stored message and stores nothing twice', async () => {
    const { buyer, seller, window } = await conversation();
    const socket = await open(buyer);
    const sellerSocket = await open(seller);
    const seen: string[] = [];
    sellerSocket.on(CHAT_EVENTS.message, ({ message }: { message: ChatMessage }) => seen.push(message.id));
    const clientId = randomUUID();
    const [first, second] = await Promise.all([
      send(socket, window.chatWindowId, '¿Se puede probar?', clientId),
      send(socket, window.chatWindowId, '¿Se puede probar?', clientId),
    ]);
    const third = await send(socket, window.chatWindowId, '¿Se puede probar?', clientId);
    expect(first.ok && second.ok && third.ok).toBe(true);
    if (!first.ok || !second.ok || !third.ok) return;
    expect(new Set([first.message.id, second.message.id, third.message.id]).size).toBe(1);
    const rows = await getDb().select().from(chatMessages).where(eq(chatMessages.conversationId, window.chatWindowId));
    expect(rows).toHaveLength(1);
    await expect.poll(() => seen).toEqual([first.message.id]);
  });

  test("typing is relayed to the other participant only; the sender's other tabs get the message", async () => {
    const { buyer, seller, window } = await conversation();
    const [tab1, tab2] = [await open(buyer), await open(buyer)];
    const sellerSocket = await open(seller);
    const typing = nextEvent<{ chatWindowId: string; userId: string }>(sellerSocket, CHAT_EVENTS.typing);
    let echoed = false;
    tab1.on(CHAT_EVENTS.typing, () => {
      echoed = true;
    });
    expect(await tab1.timeout(5000).emitWithAck(CHAT_EVENTS.typing, { chatWindowId: window.chatWindowId })).toEqual({
      ok: true,
    });
    expect(await typing).toEqual({ chatWindowId: window.chatWindowId, userId: buyer.id });
    const onTab2 = nextEvent<{ message: ChatMessage }>(tab2, CHAT_EVENTS.message);
    const ack = await send(tab1, window.chatWindowId, 'Desde otra pestaña');
    expect((await onTab2).message.id).toBe(ack.ok && ack.message.id);
    expect(echoed).toBe(false);
  });
});

describe('group commit (many sends in one moment, one statement)', () => {
  test('each stored once, in the order sent, the first only once; a repeat and a block are answered alone', async () => {
    const { buyer, seller, window } = await conversation();
    const blocked = await conversation();
    await setConversationBlock({
      userId: blocked.seller.id,
      conversationId: blocked.window.chatWindowId,
      blocked: true,
    });
    // What a socket knows of its conversation after the first send: no query before the write,
    // so the sends reach the writer in the order they are made.
    const asBuyer = await findConversationFor({ conversationId: window.chatWindowId, userId: buyer.id });
    const asSeller = await findConversationFor({ conversationId: window.chatWindowId, userId: seller.id });
    const repeated = randomUUID();
    const texts = Array.from({ length: 40 }, (_, index) => `Mensaje ${index + 1}`);
    // All in the same turn of the event loop: they reach PostgreSQL together.
    const [results, repeat, refused] = await Promise.all([
      Promise.all(
        texts.map((text, index) =>
          sendMessage({
            userId: index % 2 === 0 ? buyer.id : seller.id,
            conversationId: window.chatWindowId,
            known: index % 2 === 0 ? asBuyer : asSeller,
            clientId: index === 4 ? repeated : randomUUID(),
            text,
          }),
        ),
      ),
      sendMessage({
        userId: buyer.id,
        conversationId: window.chatWindowId,
        known: asBuyer,
        clientId: repeated,
        text: 'Mensaje 5 otra vez',
      }),
      sendMessage({
        userId: blocked.buyer.id,
        conversationId: blocked.window.chatWindowId,
        clientId: randomUUID(),
        text: 'Hola',
      }),
    ]);

    expect(results.filter((result) => !(result.ok && result.created))).toEqual([]);
    expect(results.filter((result) => result.ok && result.first)).toHaveLength(1);
    expect(results[0]?.ok && results[0].first).toBe(true);
    // The same client id later in the batch: the message stored for the first, not a second one.
    expect(repeat).toMatchObject({ ok: true, created: false });
    expect(repeat.ok && results[4]?.ok && repeat.message.id === results[4].message.id).toBe(true);
    expect(refused).toEqual({ ok: false, error: 'blocked' });

    const stored = await getDb()
      .select({ body: chatMessages.body, role: chatMessages.senderRole })
      .from(chatMessages)
      .where(eq(chatMessages.conversationId, window.chatWindowId))
      .orderBy(chatMessages.createdAt, chatMessages.id);
    expect(stored.map((row) => row.body)).toEqual(texts);
    expect(stored.map((row) => row.role)).toEqual(texts.map((_, index) => (index % 2 === 0 ? 'buyer' : 'seller')));
  });
});

describe('receipts', () => {
  test("delivered then seen mark the other side's messages up to an id and tell the sender", async () => {
    const { buyer, seller, window } = await conversation();
    const buyerSocket = await open(buyer);
    const sellerSocket = await open(seller);
    const sent: ChatMessage[] = [];
    for (const text of ['Uno', 'Dos', 'Tres']) {
      const ack = await send(buyerSocket, window.chatWindowId, text);
      if (ack.ok) sent.push(ack.message);
    }
    const [one, two, three] = sent;
    if (!one || !two || !three) throw new Error('not sent');
    const delivered = nextEvent<ChatReceiptEvent>(buyerSocket, CHAT_EVENTS.receipt);
    const answer = await sellerSocket
      .timeout(5000)
      .emitWithAck(CHAT_EVENTS.delivered, { chatWindowId: window.chatWindowId, upTo: two.id });
    expect(answer.ok).toBe(true);
    const receipt = await delivered;
    expect(receipt.messageIds.sort()).toEqual([one.id, two.id].sort());
    expect(receipt.delivery).toBeTruthy();
    expect(receipt.vu).toBeUndefined();

    const seen = nextEvent<ChatReceiptEvent>(buyerSocket, CHAT_EVENTS.receipt);
    await sellerSocket
      .timeout(5000)
      .emitWithAck(CHAT_EVENTS.seen, { chatWindowId: window.chatWindowId, upTo: three.id });
    const seenReceipt = await seen;
    expect(seenReceipt.messageIds.sort()).toEqual([one.id, two.id, three.id].sort());
    expect(seenReceipt.vu).toBeTruthy();

    const page: ChatMessagesPage = (
      await api(buyer, 'POST', `/api/en/${CHAT_API.messages}/${window.chatWindowId}/last`)
    ).body;
    expect(page.messages.every((message) => message.vu_by_user_seller && message.delivery_by_user_seller)).toBe(true);
    expect((await api(seller, 'GET', `${CHAT_API.windows}/${window.chatWindowId}`)).body.window.unread).toBe(0);

    // The buyer cannot mark their own messages as seen by the seller.
    const own = await buyerSocket
      .timeout(5000)
      .emitWithAck(CHAT_EVENTS.seen, { chatWindowId: window.chatWindowId, upTo: three.id });
    expect(own).toEqual({ ok: true, messageIds: [] });
  });
});

describe('older messages (spec §7 call 8)', () => {
  test('pages of CHAT_PAGE_SIZE before a message id, oldest first, down to the first', async () => {
    const { buyer, seller, window } = await conversation();
    const socket = await open(buyer);
    const ids: string[] = [];
    for (let index = 0; index < CHAT_PAGE_SIZE + 5; index += 1) {
      const ack = await send(socket, window.chatWindowId, `Mensaje ${index}`);
      if (ack.ok) ids.push(ack.message.id);
    }
    const last = await api(seller, 'POST', `/api/es/${CHAT_API.messages}/${window.chatWindowId}/last`);
    expect(last.status).toBe(200);
    expect(last.body.user_type).toBe('seller');
    expect(last.body.hasMore).toBe(true);
    expect(last.body.messages.map((m: ChatMessage) => m.id)).toEqual(ids.slice(5));
    const older = await api(seller, 'POST', `/api/cat/${CHAT_API.messages}/${window.chatWindowId}/${ids[5]}`);
    expect(older.body.messages.map((m: ChatMessage) => m.id)).toEqual(ids.slice(0, 5));
    expect(older.body.hasMore).toBe(false);
    expect(
      (await api(seller, 'POST', `/api/en/${CHAT_API.messages}/${window.chatWindowId}/${randomUUID()}`)).status,
    ).toBe(404);
  });
});

describe('the OpenAPI document', () => {
  test('describes every chat answer', async () => {
    const openApi = await (await fetch(`${origin}/api/openapi.json`)).json();
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats.default(ajv);
    ajv.addSchema({ $id: 'galope', components: openApi.components });
    const check = (template: string, method: 'get' | 'post', status: number, body: unknown) => {
      const ref = openApi.paths[template]?.[method]?.responses[status]?.content['application/json'].schema.$ref;
      const validate = ajv.getSchema(`galope${ref}`);
      if (!validate) throw new Error(`no schema for ${method} ${template} ${status}`);
      validate(body);
      expect(validate.errors ?? []).toEqual([]);
    };
    const { buyer, seller, window, ad } = await conversation();
    const socket = await open(buyer);
    await send(socket, window.chatWindowId, 'Hola');
    check('/chat/windows', 'post', 200, (await api(buyer, 'POST', CHAT_API.windows, { classified: ad.slug })).body);
    check('/chat/windows', 'get', 200, (await api(seller, 'GET', CHAT_API.windows)).body);
    check(
      '/chat/windows/{chatWindowId}',
      'get',
      200,
      (await api(buyer, 'GET', `${CHAT_API.windows}/${window.chatWindowId}`)).body,
    );
    const path = `${CHAT_API.windows}/${window.chatWindowId}/${CHAT_API.block}`;
    check('/chat/windows/{chatWindowId}/block', 'post', 200, (await api(buyer, 'POST', path)).body);
    const page = await api(seller, 'POST', `/api/pt/${CHAT_API.messages}/${window.chatWindowId}/last`);
    check('/{locale}/chat-messages/{chatWindowId}/{before}', 'post', 200, page.body);
    check(
      '/{locale}/chat-messages/{chatWindowId}/{before}',
      'post',
      404,
      (await api(seller, 'POST', `/api/pt/${CHAT_API.messages}/x/last`)).body,
    );
  });
});

describe('authorization', () => {
  test('a third user can neither read nor post in the conversation, over HTTP or the socket', async () => {
    const { buyer, window } = await conversation();
    const buyerSocket = await open(buyer);
    const ack = await send(buyerSocket, window.chatWindowId, 'Solo para el vendedor');
    if (!ack.ok) throw new Error('not sent');
    const stranger = await newPerson('Inés Costa');
    const id = window.chatWindowId;
    expect((await api(stranger, 'POST', `/api/en/${CHAT_API.messages}/${id}/last`)).status).toBe(404);
    expect((await api(stranger, 'GET', `${CHAT_API.windows}/${id}`)).status).toBe(404);
    expect((await api(stranger, 'POST', `${CHAT_API.windows}/${id}/${CHAT_API.block}`)).status).toBe(404);
    expect((await api(stranger, 'POST', `${CHAT_API.windows}/${id}/${CHAT_API.report}`, {})).status).toBe(404);
    expect((await api(undefined, 'POST', `/api/en/${CHAT_API.messages}/${id}/last`)).status).toBe(401);
    expect((await api(stranger, 'GET', CHAT_API.windows)).body.windows).toEqual([]);

    const socket = await open(stranger);
    let leaked = false;
    socket.onAny(() => {
      leaked = true;
    });
    expect(await send(socket, id, 'Intruso')).toEqual({ ok: false, error: 'not_found' });
    expect(await socket.timeout(5000).emitWithAck(CHAT_EVENTS.typing, { chatWindowId: id })).toEqual({
      ok: false,
      error: 'not_found',
    });
    expect(
      await socket.timeout(5000).emitWithAck(CHAT_EVENTS.seen, { chatWindowId: id, upTo: ack.message.id }),
    ).toEqual({ ok: false, error: 'not_found' });
    const sync = await socket.timeout(5000).emitWithAck(CHAT_EVENTS.sync, { since: new Date(0).toISOString() });
    expect(sync).toEqual({ ok: true, messages: [] });
    // Even reusing the buyer's client id gives nothing back.
    expect(await send(socket, id, 'Intruso', ack.message.clientId)).toEqual({ ok: false, error: 'not_found' });
    const rows = await getDb().select().from(chatMessages).where(eq(chatMessages.conversationId, id));
    expect(rows.map((row) => row.body)).toEqual(['Solo para el vendedor']);
    expect(leaked).toBe(false);
  });
});

describe('blocks and reports', () => {
  test('a block stops messages both ways until it is lifted; a report reaches the queue once', async () => {
    const { buyer, seller, window } = await conversation();
    const buyerSocket = await open(buyer);
    const sellerSocket = await open(seller);
    // Both sockets already know the conversation (they sent in it) when the block comes.
    expect((await send(buyerSocket, window.chatWindowId, 'Buenas')).ok).toBe(true);
    expect((await send(sellerSocket, window.chatWindowId, 'Hola')).ok).toBe(true);
    const blocked = await api(seller, 'POST', `${CHAT_API.windows}/${window.chatWindowId}/${CHAT_API.block}`);
    expect(blocked.body.window.blocked).toBe(true);
    expect(await send(buyerSocket, window.chatWindowId, '¿Hola?')).toEqual({ ok: false, error: 'blocked' });
    expect(await send(sellerSocket, window.chatWindowId, 'Adiós')).toEqual({ ok: false, error: 'blocked' });
    // The blocked side is not told it was blocked.
    expect((await api(buyer, 'GET', `${CHAT_API.windows}/${window.chatWindowId}`)).body.window.blocked).toBe(false);
    const unblocked = await api(seller, 'POST', `${CHAT_API.windows}/${window.chatWindowId}/${CHAT_API.unblock}`);
    expect(unblocked.body.window.blocked).toBe(false);
    expect((await send(buyerSocket, window.chatWindowId, '¿Hola?')).ok).toBe(true);

    for (const reason of ['Me pide pagar por adelantado', 'Insiste en Western Union']) {
      const report = await api(buyer, 'POST', `${CHAT_API.windows}/${window.chatWindowId}/${CHAT_API.report}`, {
        reason,
      });
      expect(report.status).toBe(204);
    }
    const reports = await getDb()
      .select()
      .from(chatReports)
      .where(and(eq(chatReports.conversationId, window.chatWindowId), eq(chatReports.reporterId, buyer.id)));
    expect(reports.map((report) => report.reason)).toEqual(['Insiste en Western Union']);
  });
});

describe('reliability', () => {
  test('a reconnecting client fetches what it missed with sync', async () => {
    const { buyer, seller, window } = await conversation();
    const sellerSocket = await open(seller);
    const since = new Date().toISOString();
    const missed: string[] = [];
    for (const text of ['¿Sigues ahí?', 'Te la reservo hasta el sábado']) {
      const ack = await send(sellerSocket, window.chatWindowId, text);
      if (ack.ok) missed.push(ack.message.id);
    }
    const buyerSocket = await open(buyer);
    const answer = await buyerSocket.timeout(5000).emitWithAck(CHAT_EVENTS.sync, { since });
    expect(answer.ok).toBe(true);
    expect(answer.messages.map((message: ChatMessage) => message.id)).toEqual(missed);
    expect(await buyerSocket.timeout(5000).emitWithAck(CHAT_EVENTS.sync, { since: 'yesterday' })).toEqual({
      ok: false,
      error: 'invalid',
    });
  });

  test('a message acknowledged before the server stops is there after it starts again', async () => {
    const { buyer, seller, window } = await conversation();
    const first = await startNode();
    const socket = await open(buyer, first.origin);
    const clientId = randomUUID();
    const ack = await send(socket, window.chatWindowId, 'Justo antes del reinicio', clientId);
    if (!ack.ok) throw new Error('not sent');
    socket.disconnect();
    await first.realtime.close();
    await new Promise((resolve) => first.server.close(resolve));

    const second = await startNode();
    try {
      const page = await api(
        seller,
        'POST',
        `/api/es/${CHAT_API.messages}/${window.chatWindowId}/last`,
        undefined,
        second.origin,
      );
      expect(page.body.messages.map((message: ChatMessage) => message.id)).toEqual([ack.message.id]);
      // The browser resends what it has no acknowledgement for: still one message.
      const again = await send(
        await open(buyer, second.origin),
        window.chatWindowId,
        'Justo antes del reinicio',
        clientId,
      );
      expect(again.ok && again.message.id).toBe(ack.message.id);
    } finally {
      await second.realtime.close();
      await new Promise((resolve) => second.server.close(resolve));
    }
  });

  test('two app nodes on one database: a message sent on one reaches a socket on the other', async () => {
    const databaseUrl = process.env.TEST_FILE_DATABASE_URL;
    if (!databaseUrl) throw new Error('no test database');
    const nodes = [
      await startNode({ adapterDatabaseUrl: databaseUrl }),
      await startNode({ adapterDatabaseUrl: databaseUrl }),
    ];
    const [one, two] = nodes;
    if (!one || !two) throw new Error('nodes not started');
    try {
      const { buyer, seller, window } = await conversation();
      const buyerSocket = await open(buyer, one.origin);
      const sellerSocket = await open(seller, two.origin);
      // The adapter's LISTEN connections are up once each node has seen the other's heartbeat.
      await expect
        .poll(async () => (await one.realtime.io.fetchSockets()).length, { timeout: 10_000 })
        .toBeGreaterThanOrEqual(2);
      const received = nextEvent<{ message: ChatMessage }>(sellerSocket, CHAT_EVENTS.message);
      const ack = await send(buyerSocket, window.chatWindowId, 'Hola desde el nodo uno');
      expect(ack.ok).toBe(true);
      expect((await received).message).toMatchObject({ message: 'Hola desde el nodo uno', user_type: 'buyer' });
      // And a receipt travels back the other way.
      const receipt = nextEvent<ChatReceiptEvent>(buyerSocket, CHAT_EVENTS.receipt);
      await sellerSocket
        .timeout(5000)
        .emitWithAck(CHAT_EVENTS.seen, { chatWindowId: window.chatWindowId, upTo: ack.ok ? ack.message.id : '' });
      expect((await receipt).vu).toBeTruthy();
    } finally {
      for (const node of nodes) {
        await node.realtime.close();
        await new Promise((resolve) => node.server.close(resolve));
      }
    }
  });
  test("two app nodes on one database: a logout on one closes the user's socket on the other, whose key then opens none", async () => {
    const databaseUrl = process.env.TEST_FILE_DATABASE_URL;
    if (!databaseUrl) throw new Error('no test database');
    // The later node is the process's hub (server/realtime/realtime-hub.ts): the socket is on the
    // earlier one, so its closing crosses the PostgreSQL adapter.
    const nodes = [
      await startNode({ adapterDatabaseUrl: databaseUrl }),
      await startNode({ adapterDatabaseUrl: databaseUrl }),
    ];
    const [one, two] = nodes;
    if (!one || !two) throw new Error('nodes not started');
    try {
      const person = await newPerson('Lola Dos Nodos');
      const socket = await open(person, one.origin);
      await expect
        .poll(async () => (await two.realtime.io.fetchSockets()).length, { timeout: 10_000 })
        .toBeGreaterThanOrEqual(1);
      const closed = nextEvent<string>(socket, 'disconnect');
      const logout = await fetch(`${two.origin}/api/en/logout`, {
        headers: { authorization: `Bearer ${person.token}` },
      });
      expect(logout.status).toBe(204);
      expect(await closed).toBe('io server disconnect');
      await expect(open(person, one.origin)).rejects.toThrow('unauthorized');
      await expect(open(person, two.origin)).rejects.toThrow('unauthorized');
    } finally {
      for (const node of nodes) {
        await node.realtime.close();
        await new Promise((resolve) => node.server.close(resolve));
      }
    }
  });
});

describe('unread e-mail', () => {
  test('after 15 minutes unread, once per conversation per unread streak, in the reader’s language', async () => {
    const seller = await newPerson('Carmen Ruiz', 'es');
    const buyer = await newPerson('Pablo Martín');
    const ad = await newAd(seller.id);
    const window = await openWindow(buyer, ad.slug);
    const buyerSocket = await open(buyer);
    const sellerSocket = await open(seller);
    const start = Date.now();
    const at = (minutes: number) => new Date(start + minutes * 60_000);
    const mailsTo = (person: Person) => smtp.messages.filter((mail) => mail.to.includes(person.email));
    const first = await send(buyerSocket, window.chatWindowId, '¿Está herrada?');
    if (!first.ok) throw new Error('not sent');

    await emailUnreadMessages({ now: at(14), origin: 'https://galope.test' });
    expect(mailsTo(seller)).toHaveLength(0);
    await emailUnreadMessages({ now: new Date(start + UNREAD_EMAIL_AFTER_MS + 60_000), origin: 'https://galope.test' });
    expect(mailsTo(seller)).toHaveLength(1);
    const [mail] = mailsTo(seller);
    expect(mail?.subject).toBe(`Pablo Martín espera tu respuesta sobre «${ad.title}»`);
    expect(mail?.text).toContain('Hola, Carmen Ruiz');
    expect(findLink(mail!, '/user/messages/')).toBe(`https://galope.test/user/messages/${window.chatWindowId}`);

    // Same streak: more unread messages, later runs, two nodes at once → nothing more.
    await send(buyerSocket, window.chatWindowId, '¿Y vacunada?');
    await Promise.all([
      emailUnreadMessages({ now: at(40), origin: 'https://galope.test' }),
      emailUnreadMessages({ now: at(40), origin: 'https://galope.test' }),
    ]);
    expect(mailsTo(seller)).toHaveLength(1);
    expect(mailsTo(buyer)).toHaveLength(0);

    // The seller reads; a new message later starts a new streak → one more e-mail.
    const last = await send(buyerSocket, window.chatWindowId, 'Gracias');
    await sellerSocket
      .timeout(5000)
      .emitWithAck(CHAT_EVENTS.seen, { chatWindowId: window.chatWindowId, upTo: last.ok ? last.message.id : '' });
    await emailUnreadMessages({ now: at(60), origin: 'https://galope.test' });
    expect(mailsTo(seller)).toHaveLength(1);
    // Written 45 minutes in (the clock of this test runs on `at`), unread at 61.
    const next = await send(buyerSocket, window.chatWindowId, '¿Puedo ir el sábado?');
    if (!next.ok) throw new Error('not sent');
    await getDb()
      .update(chatMessages)
      .set({ createdAt: at(45) })
      .where(eq(chatMessages.id, next.message.id));
    await emailUnreadMessages({ now: at(59), origin: 'https://galope.test' });
    expect(mailsTo(seller)).toHaveLength(1);
    await emailUnreadMessages({ now: at(61), origin: 'https://galope.test' });
    expect(mailsTo(seller)).toHaveLength(2);
  });
});
