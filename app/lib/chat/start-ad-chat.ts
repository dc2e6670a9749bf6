import { type ChatApiContext, startChatWindow } from './chat-api.ts';
import { openFloatingChat, upsertConversation } from './chat-client.ts';

export type AdChatResult = { ok: true; chatWindowId: string } | { ok: false; error: 'own_ad' | 'unavailable' };

/**
 * "Contact the seller": the reader's conversation about the ad (created on first use), opened as
 * a floating window, or only returned for a phone, which shows it as a page.
 */
export async function startAdChat(options: { api: ChatApiContext; slug: string; asPage: boolean }): Promise<AdChatResult> {
  let result: Awaited<ReturnType<typeof startChatWindow>>;
  try {
    result = await startChatWindow(options.api, options.slug);
  } catch {
    return { ok: false, error: 'unavailable' };
  }
  if (!result.ok) return { ok: false, error: result.status === 409 ? 'own_ad' : 'unavailable' };
  upsertConversation(result.window);
  if (!options.asPage) openFloatingChat(result.window.chatWindowId);
  return { ok: true, chatWindowId: result.window.chatWindowId };
}
