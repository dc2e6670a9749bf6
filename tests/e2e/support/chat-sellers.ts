import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The chat journeys' people, written by chat-fixtures.ts at e2e server start: a seller with an
 * approved ad per journey (kept across runs), and buyers new at each start (a conversation is one
 * per ad and buyer, so each run starts empty). All sign in with accounts.ts's PASSWORD; nobody
 * signs up, whose proof-of-work captcha takes longer than a journey can wait on a busy machine.
 */
export const CHAT_SELLERS = {
  live: { email: 'chat-seller-live@galope.test', name: 'Rocío Mensajera', ad: 'Yegua torda Mensajera de paseo' },
  offline: { email: 'chat-seller-offline@galope.test', name: 'Quim Mensajero', ad: 'Poni Mensajero para niños' },
} as const;
type ChatSeller = keyof typeof CHAT_SELLERS;
export const CHAT_BUYERS = [
  'live',
  'offline',
  'intruder',
  'phone',
  'reload',
  'history',
  'layout',
  'bar',
  'push',
  'invite',
] as const;
type ChatBuyer = (typeof CHAT_BUYERS)[number];

interface ChatFixtures {
  slugs: Record<ChatSeller, string>;
  buyers: Record<ChatBuyer, { name: string; email: string }>;
}

/** Where the e2e server writes each seller's ad slug. */
export const CHAT_FIXTURES_FILE = path.resolve(process.env.GALOPE_DATA_DIR ?? '.data/e2e', 'chat-fixtures.json');

/** What the e2e server wrote (call after waitForSearchFixtures: both are written before its marker). */
export function chatFixtures(): ChatFixtures {
  return JSON.parse(readFileSync(CHAT_FIXTURES_FILE, 'utf8')) as ChatFixtures;
}
