import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The chat journeys' sellers (written by chat-fixtures.ts at e2e server start), one per journey. */
export const CHAT_SELLERS = {
  live: { email: 'chat-seller-live@galope.test', name: 'Rocío Mensajera', ad: 'Yegua torda Mensajera de paseo' },
  offline: { email: 'chat-seller-offline@galope.test', name: 'Quim Mensajero', ad: 'Poni Mensajero para niños' },
} as const;
export type ChatSeller = keyof typeof CHAT_SELLERS;

/** Where the e2e server writes each seller's ad slug. */
export const CHAT_FIXTURES_FILE = path.resolve(process.env.GALOPE_DATA_DIR ?? '.data/e2e', 'chat-fixtures.json');

/** The seller's ad slug (after waitForSearchFixtures: the e2e server writes both together). */
export function chatFixtureSlug(seller: ChatSeller): string {
  const slug = (JSON.parse(readFileSync(CHAT_FIXTURES_FILE, 'utf8')) as Record<string, string>)[seller];
  if (!slug) throw new Error(`no chat fixture for ${seller}`);
  return slug;
}
