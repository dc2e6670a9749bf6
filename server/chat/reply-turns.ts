import { type SQL, sql } from 'drizzle-orm';
import { chatConversations, chatMessages } from '../db/tables.ts';

/**
 * The buyers' turns in the chat history of the `days` before `at`, as a select another area
 * writes into its own statement (trust's response stats: one statement, `with turns as (…)`).
 * Columns: `seller_id`, `conversation_id`, `asked_at` and `answered_at` (null while unanswered).
 * A buyer's turn starts with a buyer message that opens the conversation or follows a seller
 * message (three messages in a row are one question); it is answered by the seller's next message.
 */
export function buyerTurnsSql({ at, days }: { at: string; days: number }): SQL {
  return sql`
    with ordered as (
      select c.seller_id, m.conversation_id, m.sender_role, m.created_at,
        lag(m.sender_role) over (partition by m.conversation_id order by m.created_at, m.id) as previous_role
      from ${chatMessages} m
      join ${chatConversations} c on c.id = m.conversation_id
      where m.created_at > ${at}::timestamptz - make_interval(days => ${days})
        and m.created_at <= ${at}::timestamptz
    )
    select t.seller_id, t.conversation_id, t.created_at as asked_at,
      (select min(r.created_at) from ${chatMessages} r
        where r.conversation_id = t.conversation_id and r.sender_role = 'seller'
          and r.created_at > t.created_at and r.created_at <= ${at}::timestamptz) as answered_at
    from ordered t
    where t.sender_role = 'buyer' and (t.previous_role is null or t.previous_role = 'seller')`;
}
