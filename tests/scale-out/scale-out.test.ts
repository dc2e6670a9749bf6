import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, inject, test } from 'vitest';
import { CHAT_API, CHAT_EVENTS, type ChatMessageEvent, type SendResult } from '../../common/chat/chat-protocol.ts';
import { closeDatabase, connectDatabase, getDb, REPLICA_APPLICATION_NAME } from '../../server/db/client.ts';
import { chatMessages, notifications, users } from '../../server/db/tables.ts';
import { SIGN_IN_LIMIT } from '../../server/infra/rate-limits.ts';
import { saveSearch } from '../../server/saved-searches/saved-searches.ts';
import { png } from '../support/test-images.ts';
import {
  api,
  closeSockets,
  LUSITANO_FORM,
  newAd,
  newBrowser,
  newPerson,
  nextEvent,
  openSocket,
  PASSWORD,
  signedIn,
} from './support/scale-out-fixtures.ts';

/**
 * Scale-out, proven (issue 10, docs/decisions/0031-scale-out.md): two app nodes and a worker on
 * one PostgreSQL (tests/scale-out/global-setup.ts). Every check writes through node A and reads,
 * or is refused, through node B. The test process reaches the database only to make people and
 * ads, as sign-up and posting would, and to look at what the nodes wrote.
 */
const cluster = inject('scaleOut');
const { a: nodeA, b: nodeB } = cluster.nodes;
connectDatabase(cluster.databaseUrl);

afterAll(async () => {
  closeSockets();
  await closeDatabase();
});

describe('two app nodes and a worker on one PostgreSQL', () => {
  test('a session started by signing in on node A is valid on node B', async () => {
    const person = await newPerson('Lucía Gómez');
    const browser = newBrowser();
    const csrf = await browser.csrf(nodeA, '/sign-in');
    const signIn = await browser.post(nodeA, '/sign-in', { email: person.email, password: PASSWORD, csrf });
    expect(signIn.status).toBe(302);
    expect(browser.cookies.get('galope_session')).toMatch(/^[\w-]{43}$/);

    const me = await browser.request(nodeB, '/api/es/user');
    expect(me.status).toBe(200);
    expect(((await me.json()) as { user: { name: string } }).user.name).toBe('Lucía Gómez');
    const settings = await browser.request(nodeB, '/user/settings');
    expect(settings.status).toBe(200);
    // Signing out on node B (with the CSRF token node A put in its form: one SESSION_SECRET)
    // ends the session for node A too.
    const token = browser.cookies.get('galope_session');
    const signOut = await browser.post(nodeB, '/logout', { csrf: await browser.csrf(nodeA, '/user/settings') });
    expect(signOut.status).toBe(302);
    const after = await fetch(`${nodeA}/api/es/user`, { headers: { cookie: `galope_session=${token}` } });
    expect(after.status).toBe(401);
  });

  test('a chat message sent through a socket on node A reaches the seller on node B, once, stored', async () => {
    const seller = await newPerson('Carmen Ruiz');
    const buyer = await newPerson('Pablo Martín');
    const ad = await newAd(seller.id, { title: 'Yegua PRE torda de seis años' });
    const opened = await api(buyer, nodeA, 'POST', CHAT_API.windows, { classified: ad.slug });
    expect(opened.status).toBe(201);
    const chatWindowId = (opened.body.window as { chatWindowId: string }).chatWindowId;

    const buyerSocket = await openSocket(buyer, nodeA);
    const sellerSocket = await openSocket(seller, nodeB);
    const received = nextEvent<ChatMessageEvent>(sellerSocket, CHAT_EVENTS.message);
    const clientId = randomUUID();
    const ack = (await buyerSocket
      .timeout(10_000)
      .emitWithAck(CHAT_EVENTS.send, { chatWindowId, clientId, message: '¿Sigue disponible?' })) as SendResult;
    expect(ack.ok).toBe(true);
    const { message } = await received;
    expect(message).toMatchObject({ clientId, chatWindowId, message: '¿Sigue disponible?', user_type: 'buyer' });
    const stored = await getDb().select().from(chatMessages).where(eq(chatMessages.conversationId, chatWindowId));
    expect(stored).toHaveLength(1);
  });

  test('a notification produced on node A reaches the owner’s socket on node B', async () => {
    const seller = await newPerson('Marta Vidal');
    const fan = await newPerson('Jordi Puig');
    const ad = await newAd(seller.id, { title: 'Caballo lusitano castrado' });
    const sellerSocket = await openSocket(seller, nodeB);
    const pushed = nextEvent<Record<string, { text: string }>>(sellerSocket, 'notification');

    const browser = signedIn(fan);
    const csrf = await browser.csrf(nodeA, '/user/settings');
    const favourite = await browser.post(nodeA, `/s/${ad.slug}/favourite`, { intent: 'add', csrf });
    expect(favourite.status).toBeLessThan(400);
    const push = await pushed;
    expect(push.en?.text).toContain('Jordi Puig');
    expect(push.en?.text).toContain('Caballo lusitano castrado');
  });

  test('a rate limit counted on node A applies on node B', async () => {
    const person = await newPerson('Inês Costa');
    const browser = newBrowser();
    const csrf = await browser.csrf(nodeA, '/sign-in');
    const attempt = (origin: string) =>
      browser.post(origin, '/sign-in', { email: person.email, password: 'not-the-password', csrf });
    // SIGN_IN_LIMIT attempts from one address that did not sign in, all on node A: none refused.
    for (let count = 0; count < SIGN_IN_LIMIT; count += 1) expect((await attempt(nodeA)).status).not.toBe(429);
    expect((await attempt(nodeB)).status).toBe(429);
  });

  test('a photo uploaded through node A is stored in the bucket and served by node B', async () => {
    const person = await newPerson('João Ferreira');
    const browser = signedIn(person);
    const csrf = await browser.csrf(nodeA, '/user/settings');
    const photo = new Blob([new Uint8Array(await png({ width: 640, height: 480 }))], { type: 'image/png' });
    const upload = await browser.post(nodeA, '/user/settings', { intent: 'avatar', csrf, avatar: photo });
    expect(upload.status).toBe(200);

    const [row] = await getDb().select({ avatarKey: users.avatarKey }).from(users).where(eq(users.id, person.id));
    const key = row?.avatarKey;
    expect(key).toMatch(/^avatars\//);
    const s3 = new S3Client({
      endpoint: cluster.s3.S3_ENDPOINT,
      region: cluster.s3.S3_REGION,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    const head = await s3.send(new HeadObjectCommand({ Bucket: cluster.s3.S3_BUCKET, Key: String(key) }));
    s3.destroy();
    expect(head.ContentType).toBe('image/webp');
    expect(existsSync(path.join(cluster.dataDirs.a, 'media', String(key)))).toBe(false);

    const served = await fetch(`${nodeB}/media/${key}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect((await served.arrayBuffer()).byteLength).toBe(Number(head.ContentLength));
  });

  test('a job queued by an app node is run by the worker, whose notification reaches a socket on node B', async () => {
    const saver = await newPerson('Sarah Miller');
    const seller = await newPerson('Javier Soto');
    const admin = await newPerson('Moderadora', { role: 'admin' });
    const saved = await saveSearch({
      userId: saver.id,
      locale: 'en',
      name: 'Lusitanos in Sevilla',
      frequency: 'instant',
      formJson: LUSITANO_FORM,
    });
    expect(saved.ok).toBe(true);
    const ad = await newAd(seller.id, { title: 'Lusitano tordo de siete años', status: 'pending' });
    const saverSocket = await openSocket(saver, nodeB);
    const pushed = nextEvent<Record<string, { text: string }>>(saverSocket, 'notification', 30_000);

    const browser = signedIn(admin);
    const csrf = await browser.csrf(nodeA, '/user/settings');
    const approval = await browser.post(nodeA, '/admin/moderation', { intent: 'approve', adId: ad.id, csrf });
    expect(approval.status).toBeLessThan(400);

    expect((await pushed).en?.text).toContain('Lusitanos in Sevilla');
    const [alert] = await getDb()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, saver.id), eq(notifications.type, 'saved_search_alert')));
    expect(alert).toBeDefined();
    // Only node A's approval queues this job, and only the worker works the queue (JOBS=off).
    const { rows } = await getDb().execute<{ state: string }>(
      sql`select state from pgboss.job where name = 'saved-search-match' and data->>'adId' = ${ad.id}`,
    );
    expect(rows.map((job) => job.state)).toEqual(['completed']);
  });

  test('the search reads from the replica, which streams what the primary wrote', async () => {
    const seller = await newPerson('Ana Beltrán');
    const word = `tordillo${randomBytes(3).toString('hex')}`;
    const ad = await newAd(seller.id, { title: `Caballo ${word} de doma clásica` });
    await expect
      .poll(async () => (await (await fetch(`${nodeB}/en/search?q=${word}`)).text()).includes(`/s/${ad.slug}`), {
        timeout: 15_000,
      })
      .toBe(true);

    const replica = new pg.Client({ connectionString: cluster.replicaUrl });
    await replica.connect();
    try {
      const recovery = await replica.query<{ standby: boolean }>('select pg_is_in_recovery() as standby');
      expect(recovery.rows[0]?.standby).toBe(true);
      const readers = await replica.query<{ count: number }>(
        'select count(*)::int as count from pg_stat_activity where application_name = $1',
        [REPLICA_APPLICATION_NAME],
      );
      expect(readers.rows[0]?.count).toBeGreaterThan(0);
    } finally {
      await replica.end();
    }
  });
});
