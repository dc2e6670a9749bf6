import { getPool } from '../db/client.ts';
import type { chatMessages } from '../db/tables.ts';

type MessageRow = typeof chatMessages.$inferSelect;

export interface NewMessage {
  conversationId: string;
  senderId: string;
  senderRole: MessageRow['senderRole'];
  clientId: string;
  body: string;
  scamWarning: boolean;
}

/** A stored message, and whether it is its conversation's first. */
export type StoredMessage = MessageRow & { first: boolean };

/** Rows per statement at most: a bigger backlog is written in several statements, in order. */
const MAX_BATCH = 256;

interface Waiting {
  message: NewMessage;
  resolve: (stored: StoredMessage | undefined) => void;
  reject: (error: unknown) => void;
}

let waiting: Waiting[] = [];
let writing = false;

/**
 * Stores a chat message; resolves once it is committed (the acknowledgement's promise), with the
 * row, or undefined when nothing was stored: the client id is taken (a resend), the sender does
 * not take part in the conversation in that role, or a block stands between the participants.
 *
 * Group commit: the messages that arrive while a statement runs go together in the next one, so
 * under load PostgreSQL parses, plans and commits once per batch instead of once per message
 * (bench:chat, decision 0021's update). One statement at a time per process keeps messages in the
 * order they arrived; each gets its own time (the statement's time plus its place in the batch,
 * in microseconds), so a conversation's order never depends on random ids.
 */
export function writeMessage(message: NewMessage): Promise<StoredMessage | undefined> {
  return new Promise((resolve, reject) => {
    waiting.push({ message, resolve, reject });
    if (!writing) {
      writing = true;
      // The messages that arrive in this turn of the event loop join the first statement.
      setImmediate(drain);
    }
  });
}

async function drain(): Promise<void> {
  while (waiting.length > 0) {
    const batch = waiting.slice(0, MAX_BATCH);
    waiting = waiting.slice(MAX_BATCH);
    try {
      settle(batch, await insertBatch(batch.map((entry) => entry.message)));
    } catch (error) {
      if (batch.length === 1) batch[0]?.reject(error);
      // One bad row must not fail the others: each alone, so only its own sender hears of it.
      else
        for (const entry of batch) {
          await insertBatch([entry.message]).then((rows) => settle([entry], rows), entry.reject);
        }
    }
  }
  writing = false;
}

/** Each waiting send gets its row; a client id twice in one batch is stored once, for the first. */
function settle(batch: Waiting[], rows: (StoredMessage & { ord: number })[]): void {
  const byOrd = new Map(rows.map((row) => [row.ord, row]));
  for (const [index, entry] of batch.entries()) {
    const row = byOrd.get(index + 1);
    if (!row) {
      entry.resolve(undefined);
      continue;
    }
    const { ord: _ord, ...stored } = row;
    entry.resolve(stored);
  }
}

/**
 * One statement, one transaction: keeps the rows whose sender takes part in the conversation in
 * that role with no block between the participants, inserts them in arrival order (skipping
 * client ids already stored, and repeats within the batch), moves each conversation up both
 * participants' lists, and says which row is a conversation's first message. Prepared once per
 * connection (its plan is reused).
 */
const INSERT_BATCH = `
  with v as (
    select * from unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::text[], $6::boolean[])
      with ordinality as v(conversation_id, sender_id, sender_role, client_id, body, scam_warning, ord)
  ), allowed as (
    select distinct on (v.conversation_id, v.client_id) v.*, c.last_message_at is null as untouched
    from v join chat_conversations c on c.id = v.conversation_id
    where (case v.sender_role when 'buyer' then c.buyer_id when 'seller' then c.seller_id end) = v.sender_id
      and not exists (
        select 1 from chat_blocks b
        where (b.blocker_id = c.buyer_id and b.blocked_id = c.seller_id)
           or (b.blocker_id = c.seller_id and b.blocked_id = c.buyer_id))
    order by v.conversation_id, v.client_id, v.ord
  ), m as (
    insert into chat_messages (conversation_id, sender_role, client_id, body, scam_warning, created_at)
    select conversation_id, sender_role, client_id, body, scam_warning, now() + ord * interval '1 microsecond'
    from allowed order by ord
    on conflict (conversation_id, client_id) do nothing
    returning *
  ), latest as (
    select conversation_id, max(created_at) as at, min(created_at) as earliest from m group by conversation_id
  ), touched as (
    update chat_conversations c set activity_at = latest.at, last_message_at = latest.at
    from latest where c.id = latest.conversation_id
  )
  select m.*, a.ord, (a.untouched and m.created_at = latest.earliest) as first
  from m
  join allowed a on a.conversation_id = m.conversation_id and a.client_id = m.client_id
  join latest on latest.conversation_id = m.conversation_id`;

interface BatchRow {
  id: string;
  conversation_id: string;
  sender_role: MessageRow['senderRole'];
  client_id: string;
  body: string;
  scam_warning: boolean;
  created_at: Date;
  delivered_at: Date | null;
  seen_at: Date | null;
  ord: string;
  first: boolean;
}

async function insertBatch(messages: NewMessage[]): Promise<(StoredMessage & { ord: number })[]> {
  const result = await getPool().query<BatchRow>({
    name: 'chat-write-messages',
    text: INSERT_BATCH,
    values: [
      messages.map((message) => message.conversationId),
      messages.map((message) => message.senderId),
      messages.map((message) => message.senderRole),
      messages.map((message) => message.clientId),
      messages.map((message) => message.body),
      messages.map((message) => message.scamWarning),
    ],
  });
  return result.rows.map((row) => ({
    id: row.id,
    conversationId: row.conversation_id,
    senderRole: row.sender_role,
    clientId: row.client_id,
    body: row.body,
    scamWarning: row.scam_warning,
    createdAt: new Date(row.created_at),
    deliveredAt: row.delivered_at && new Date(row.delivered_at),
    seenAt: row.seen_at && new Date(row.seen_at),
    first: row.first,
    ord: Number(row.ord),
  }));
}
