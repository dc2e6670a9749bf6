/**
 * `npm run bench:chat`: the chat on one app node. Starts an embedded PostgreSQL (`.data/bench-chat`,
 * git-ignored) with BENCH_SOCKETS / 2 buyer–seller pairs, each with an ad and a conversation; runs
 * the app's websocket in a child process (bench/support/chat-bench-server.ts); opens up to
 * BENCH_SOCKETS sockets from this process (recording the limit hit, if any); then sends
 * BENCH_RATE messages a second for BENCH_SECONDS through `chat:send`, alternating buyers and
 * sellers, and times each from send to the other participant's `chat:message` (delivery) and to
 * the acknowledgement (stored). Writes bench/results/runs/chat-<date>-<time>.json with the machine and its
 * load average (the machine may be shared). Target (issue 7): 10k sockets, p99 < 50 ms at 1k msg/s.
 *
 * BENCH_SOCKETS=10000, BENCH_RATE=1000, BENCH_SECONDS=20, BENCH_LABEL (names the run: bench/support/bench-result.ts).
 */
import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { CHAT_EVENTS, type ChatMessage, type SendResult } from '../common/chat/chat-protocol.ts';
import { seedReferenceData } from '../server/catalogue/seed-reference-data.ts';
import { closeDatabase, connectDatabase, getDb } from '../server/db/client.ts';
import { startEmbeddedPostgres } from '../server/db/embedded-postgres.ts';
import { runMigrations } from '../server/db/migrate.ts';
import { describeMachine, writeBenchResult } from './support/bench-result.ts';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 10_000);
const RATE = Number(process.env.BENCH_RATE ?? 1_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const PAIRS = Math.ceil(SOCKETS / 2);
/** Sockets opening at once: each handshake is one query on the node. */
const CONNECT_CONCURRENCY = 100;
const CONNECT_TIMEOUT_MS = 20_000;
const DRAIN_MS = 5_000;

function log(message: string) {
  console.log(`[${new Date().toISOString().slice(11, 19)}] ${message}`);
}

function percentile(sorted: number[], fraction: number): number {
  const value = sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))];
  return Math.round((value ?? Number.NaN) * 100) / 100;
}

function summary(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    max: percentile(sorted, 1),
  };
}

const loadBefore = os.loadavg();
const database = await startEmbeddedPostgres({ dataDir: '.data/bench-chat' });
const db = connectDatabase(database.url);
await runMigrations(db);
await seedReferenceData(db);

log(`preparing ${PAIRS} buyer–seller pairs`);
// Idempotent: a second run reuses the rows of the first and adds what a bigger run needs.
await getDb().execute(sql`
  insert into users (email, name, slug, chat_key)
  select 'bench' || i || '@bench.test', 'Bench ' || i, 'bench-' || i, 'bench-key-' || i
  from generate_series(1, ${PAIRS * 2}) i on conflict do nothing`);
await getDb().execute(sql`
  insert into classifieds (slug, owner_id, status, type, title, published_at)
  select 'bench-ad-' || k, u.id, 'approved', 'offer', 'Bench horse ' || k, now()
  from generate_series(1, ${PAIRS}) k join users u on u.email = 'bench' || (2 * k - 1) || '@bench.test'
  on conflict do nothing`);
await getDb().execute(sql`
  insert into chat_conversations (classified_id, buyer_id, seller_id)
  select a.id, b.id, a.owner_id
  from generate_series(1, ${PAIRS}) k
  join classifieds a on a.slug = 'bench-ad-' || k
  join users b on b.email = 'bench' || (2 * k) || '@bench.test'
  on conflict do nothing`);
// One message in each: the bench measures established conversations (a conversation's first
// message also sends the seller its window, once in its life).
await getDb().execute(sql`
  with first as (
    insert into chat_messages (conversation_id, sender_role, client_id, body, seen_at, delivered_at)
    select id, 'buyer', 'bench-first', 'Hola, ¿sigue disponible?', now(), now() from chat_conversations
    on conflict do nothing returning conversation_id, created_at
  )
  update chat_conversations c set last_message_at = first.created_at, activity_at = first.created_at
  from first where c.id = first.conversation_id`);
const pairs = (
  await getDb().execute<{ id: string; seller_key: string; buyer_key: string }>(sql`
    select c.id, s.chat_key as seller_key, b.chat_key as buyer_key
    from generate_series(1, ${PAIRS}) k
    join classifieds a on a.slug = 'bench-ad-' || k
    join users b on b.email = 'bench' || (2 * k) || '@bench.test'
    join chat_conversations c on c.classified_id = a.id and c.buyer_id = b.id
    join users s on s.id = c.seller_id
    order by k`)
).rows;
await closeDatabase();

const node = fork(new URL('./support/chat-bench-server.ts', import.meta.url), {
  env: { ...process.env, BENCH_DATABASE_URL: database.url, LOG_LEVEL: 'warn' },
});
const port = await new Promise<number>((resolve) =>
  node.once('message', (message) => resolve((message as { port: number }).port)),
);
const origin = `http://127.0.0.1:${port}`;

log(`opening up to ${SOCKETS} sockets`);
const opened: Socket[] = [];
let limitHit: string | null = null;
const connectStarted = performance.now();
function open(chatKey: string): Promise<Socket | undefined> {
  const socket = connect(origin, {
    path: '/socket.io',
    auth: { chatKey },
    transports: ['websocket'],
    reconnection: false,
    timeout: CONNECT_TIMEOUT_MS,
  });
  return new Promise((resolve) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      limitHit ??= error.message;
      socket.close();
      resolve(undefined);
    });
  });
}
const keys = pairs.flatMap((pair) => [pair.buyer_key, pair.seller_key]).slice(0, SOCKETS);
const byKey = new Map<string, Socket>();
for (let start = 0; start < keys.length && !limitHit; start += CONNECT_CONCURRENCY) {
  const batch = keys.slice(start, start + CONNECT_CONCURRENCY);
  const sockets = await Promise.all(batch.map(open));
  sockets.forEach((socket, index) => {
    if (socket) {
      opened.push(socket);
      byKey.set(batch[index] as string, socket);
    }
  });
  if ((start / CONNECT_CONCURRENCY) % 10 === 0) log(`  ${opened.length} open`);
}
const connectSeconds = (performance.now() - connectStarted) / 1000;
log(`${opened.length} sockets open in ${connectSeconds.toFixed(1)} s${limitHit ? ` (stopped: ${limitHit})` : ''}`);

// Only pairs with both sockets open take part.
const live = pairs.flatMap((pair) => {
  const buyer = byKey.get(pair.buyer_key);
  const seller = byKey.get(pair.seller_key);
  return buyer && seller ? [{ id: pair.id, buyer, seller }] : [];
});
const sentAt = new Map<string, number>();
const delivery: number[] = [];
const acks: number[] = [];
const refused = new Map<string, number>();
for (const pair of live) {
  for (const socket of [pair.buyer, pair.seller]) {
    socket.on(CHAT_EVENTS.message, ({ message }: { message: ChatMessage }) => {
      const started = sentAt.get(message.clientId);
      if (started === undefined) return;
      delivery.push(performance.now() - started);
      sentAt.delete(message.clientId);
    });
  }
}

type ServerStats = { rssMiB: number; sockets: number; cpuMs: number };
function serverStats(): Promise<ServerStats> {
  return new Promise((resolve) => {
    node.once('message', (message) => resolve(message as ServerStats));
    node.send('stats');
  });
}
/** CPU time (ms) of the bench's PostgreSQL: its postmaster and every backend it forked. */
function databaseCpuMs(): number {
  const postmaster = Number(readFileSync(path.join('.data/bench-chat/postgres/postmaster.pid'), 'utf8').split('\n')[0]);
  const ticks = 100;
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // Fields after the command name: state, ppid, …, utime (14th), stime (15th) of the whole line.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(entry) !== postmaster && Number(fields[1]) !== postmaster) continue;
      total += ((Number(fields[11]) + Number(fields[12])) * 1000) / ticks;
    } catch {
      // The process ended while being read.
    }
  }
  return total;
}
const before = await serverStats();
const databaseBefore = databaseCpuMs();
log(`sending ${RATE} messages a second for ${SECONDS} s over ${live.length} conversations`);
let sent = 0;
let turn = 0;
const sendStarted = performance.now();
await new Promise<void>((resolve) => {
  const tick = setInterval(() => {
    const elapsed = (performance.now() - sendStarted) / 1000;
    if (elapsed >= SECONDS) {
      clearInterval(tick);
      return resolve();
    }
    const due = Math.floor(elapsed * RATE) - sent;
    for (let index = 0; index < due; index += 1) {
      const pair = live[turn % live.length];
      if (!pair) break;
      // Buyers on even rounds, sellers on odd ones: every user stays far below its rate limit.
      const socket = Math.floor(turn / live.length) % 2 === 0 ? pair.buyer : pair.seller;
      turn += 1;
      sent += 1;
      const clientId = randomUUID();
      const started = performance.now();
      sentAt.set(clientId, started);
      socket
        .timeout(30_000)
        .emitWithAck(CHAT_EVENTS.send, { chatWindowId: pair.id, clientId, message: `Bench message ${sent}` })
        .then(
          (answer: SendResult) => {
            if (answer.ok) acks.push(performance.now() - started);
            else {
              refused.set(answer.error, (refused.get(answer.error) ?? 0) + 1);
              sentAt.delete(clientId);
            }
          },
          () => refused.set('ack_timeout', (refused.get('ack_timeout') ?? 0) + 1),
        );
    }
  }, 5);
});
const sendSeconds = (performance.now() - sendStarted) / 1000;
const drainUntil = performance.now() + DRAIN_MS;
while (sentAt.size > 0 && performance.now() < drainUntil) await new Promise((resolve) => setTimeout(resolve, 100));

const held = opened.filter((socket) => socket.connected).length;
const after = await serverStats();
const databaseAfter = databaseCpuMs();
const loadAfter = os.loadavg();
const result = {
  machine: describeMachine(),
  loadAverage: {
    before: loadBefore.map((v) => Math.round(v * 10) / 10),
    after: loadAfter.map((v) => Math.round(v * 10) / 10),
  },
  settings: { sockets: SOCKETS, rate: RATE, seconds: SECONDS, connectConcurrency: CONNECT_CONCURRENCY },
  sockets: {
    opened: opened.length,
    heldAtEnd: held,
    serverClients: after.sockets,
    limitHit,
    connectSeconds: Math.round(connectSeconds * 10) / 10,
    clientRssMiB: Math.round(process.memoryUsage().rss / 2 ** 20),
    serverRssMiB: after.rssMiB,
  },
  messages: {
    sent,
    achievedRate: Math.round(sent / sendSeconds),
    acknowledged: acks.length,
    delivered: delivery.length,
    undelivered: sentAt.size,
    refused: Object.fromEntries(refused),
  },
  /**
   * The node's own CPU time per message stored and delivered (PostgreSQL's is not counted): on a
   * loaded machine the latencies measure the queue, this measures the work.
   */
  serverCpuMsPerMessage: acks.length ? Math.round(((after.cpuMs - before.cpuMs) / acks.length) * 100) / 100 : null,
  /** The node's CPU time while sending, all of it: refused sends (shed load) cost some too. */
  serverCpuMs: after.cpuMs - before.cpuMs,
  sendSeconds: Math.round(sendSeconds * 10) / 10,
  /** PostgreSQL's CPU time per message (backends of finished connections are not counted). */
  databaseCpuMsPerMessage: acks.length
    ? Math.round(((databaseAfter - databaseBefore) / acks.length) * 100) / 100
    : null,
  deliveryMs: summary(delivery),
  ackMs: summary(acks),
  target: 'issue 7: 10k sockets held, delivery p99 < 50 ms at 1k msg/s',
};
console.log(JSON.stringify(result, null, 2));
log(`written to ${writeBenchResult('chat', result)}`);

for (const socket of opened) socket.close();
node.kill('SIGTERM');
await database.stop();
process.exit(0);
