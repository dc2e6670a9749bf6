import { queryE2eDatabase } from './e2e-database.ts';

/**
 * Removes a fixture buyer's conversations (their messages go with them), so a journey that counts
 * messages starts empty when it runs again against the same server (`--repeat-each`).
 */
export async function forgetBuyerConversations(email: string): Promise<void> {
  await queryE2eDatabase('delete from chat_conversations where buyer_id = (select id from users where email = $1)', [
    email,
  ]);
}
