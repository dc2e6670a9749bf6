import { type ChatApiContext, startChatWindow } from './chat-api.ts';
import { openFloatingChat, upsertConversation } from './chat-client.ts';
import { CHAT_PHONE_MAX_WIDTH } from './chat-windows.ts';

export type AdChatResult =
  | { ok: true; chatWindowId: string; asPage: boolean }
  | { ok: false; error: 'own_ad' | 'unavailable' };

/**
 * "Contact the seller": the reader's conversation about the ad (created on first use), opened as
 * a floating window; on a phone (spec §9 mobile breakpoint) `asPage` says to show it as a page.
 */
export async function startAdChat(options: { api: ChatApiContext; slug: string }): Promise<AdChatResult> {
  let result: Awaited<ReturnType<typeof startChatWindow>>;
  try {
    result = await startChatWindow(options.api, options.slug);
  } catch {
    return { ok: false, error: 'unavailable' };
  }
  if (!result.ok) return { ok: false, error: result.status === 409 ? 'own_ad' : 'unavailable' };
  upsertConversation(result.window);
  const asPage = window.matchMedia(`(max-width: ${CHAT_PHONE_MAX_WIDTH}px)`).matches;
  if (!asPage) openFloatingChat(result.window.chatWindowId);
  return { ok: true, chatWindowId: result.window.chatWindowId, asPage };
}
