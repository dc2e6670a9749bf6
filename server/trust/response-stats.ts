import { eq, sql } from 'drizzle-orm';
import { buyerTurnsSql } from '../chat/reply-turns.ts';
import { getDb } from '../db/client.ts';
import { preparedStatement } from '../db/prepared.ts';
import { sellerResponseStats } from '../db/tables.ts';

/**
 * A seller's response time and rate are shown once buyers wrote to them in at least this many
 * conversations of the window: one or two conversations say more about luck than about habit
 * (docs/decisions/0076-reviews-and-response-time.md).
 */
export const RESPONSE_STATS_MIN_CONVERSATIONS = 3;
/** Only the chat history of the last this-many days counts: habits change. */
const RESPONSE_STATS_WINDOW_DAYS = 180;
/** A buyer's turn younger than this, still unanswered, is not counted yet (the seller may be asleep). */
const RESPONSE_GRACE_HOURS = 24;

/** What the seller card, /u and /pro show: catalogue keys with their values. */
export interface ResponseStatsView {
  time: { key: string; values: Record<string, number> } | null;
  /** 0–100 */
  ratePercent: number;
}

/**
 * Recomputes every seller's response stats from the chat history, in one statement: the chat
 * says what a buyer's turn is and when it was answered (`buyerTurnsSql`). The rate is
 * answered turns over turns; the time is the median delay of the answered ones. Sellers with no
 * turn in the window lose their row. Returns how many sellers have stats.
 */
export async function computeResponseStats({ now = new Date() }: { now?: Date } = {}): Promise<number> {
  const at = now.toISOString();
  return getDb().transaction(async (tx) => {
    await tx.delete(sellerResponseStats);
    const result = await tx.execute(sql`
      with turns as (${buyerTurnsSql({ at, days: RESPONSE_STATS_WINDOW_DAYS })}),
      counted as (
        select * from turns
        where answered_at is not null
          or asked_at < ${at}::timestamptz - make_interval(hours => ${RESPONSE_GRACE_HOURS})
      )
      insert into seller_response_stats (user_id, conversations, reply_rate, median_reply_minutes, computed_at)
      select seller_id, count(distinct conversation_id), count(answered_at)::real / count(*),
        round(percentile_cont(0.5) within group (order by extract(epoch from answered_at - asked_at) / 60)
          filter (where answered_at is not null))::int,
        ${at}::timestamptz
      from counted
      group by seller_id
    `);
    return result.rowCount ?? 0;
  });
}

/** The seller's stats as shown, or null below RESPONSE_STATS_MIN_CONVERSATIONS (or never computed). */
const responseStats = preparedStatement((db) =>
  db
    .select()
    .from(sellerResponseStats)
    .where(eq(sellerResponseStats.userId, sql.placeholder('userId')))
    .prepare('trust_response_stats'),
);

export async function findResponseStats({ userId }: { userId: string }): Promise<ResponseStatsView | null> {
  const [row] = await responseStats().execute({ userId });
  if (!row || row.conversations < RESPONSE_STATS_MIN_CONVERSATIONS) return null;
  return viewResponseStats(row);
}

/** "Usually replies within an hour / N hours / N days" and the rate in whole percent. */
function viewResponseStats(row: { replyRate: number; medianReplyMinutes: number | null }): ResponseStatsView {
  const minutes = row.medianReplyMinutes;
  const time: ResponseStatsView['time'] =
    minutes === null
      ? null
      : minutes <= 60
        ? { key: 'trust.response.within_hour', values: {} }
        : minutes <= 24 * 60
          ? { key: 'trust.response.within_hours', values: { hours: Math.ceil(minutes / 60) } }
          : { key: 'trust.response.within_days', values: { days: Math.ceil(minutes / (24 * 60)) } };
  return { time, ratePercent: Math.round(row.replyRate * 100) };
}
