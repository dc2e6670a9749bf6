import { CHAT_API, type ChatMessagesPage, type ChatWindow } from '../../../common/chat/chat-protocol.ts';
import type { Locale } from '../../../common/locale/locales.ts';

/** The chat's JSON API (common/chat/chat-protocol.ts CHAT_API) as the site's pages call it: cookie session plus CSRF header. */
export interface ChatApiContext {
  locale: Locale;
  csrf: string;
}

export async function fetchChatWindows(): Promise<ChatWindow[]> {
  const response = await fetch(CHAT_API.windows, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`chat windows: ${response.status}`);
  return ((await response.json()) as { windows: ChatWindow[] }).windows;
}

export type StartChatResult = { ok: true; window: ChatWindow } | { ok: false; status: number };

/** The reader's conversation about an ad as its buyer, created on first use (409 on one's own ad). */
export async function startChatWindow(context: ChatApiContext, classified: string): Promise<StartChatResult> {
  const response = await fetch(CHAT_API.windows, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', 'x-csrf-token': context.csrf },
    body: JSON.stringify({ classified }),
  });
  if (!response.ok) return { ok: false, status: response.status };
  return { ok: true, window: ((await response.json()) as { window: ChatWindow }).window };
}

/** Spec §7 call 8: up to a page of messages before `before` (a message id), or the newest. */
export async function fetchChatMessages(
  context: ChatApiContext,
  chatWindowId: string,
  before: string | 'last',
): Promise<ChatMessagesPage> {
  const path = [context.locale, CHAT_API.messages, chatWindowId, before].map(encodeURIComponent).join('/');
  const response = await fetch(`/api/${path}`, {
    method: 'POST',
    headers: { accept: 'application/json', 'x-csrf-token': context.csrf },
  });
  if (!response.ok) throw new Error(`chat messages: ${response.status}`);
  return (await response.json()) as ChatMessagesPage;
}

/** Blocks (or unblocks) the other participant: nothing can be sent either way while blocked. */
export async function blockChatWindow(
  context: ChatApiContext,
  chatWindowId: string,
  blocked: boolean,
): Promise<ChatWindow | null> {
  const action = blocked ? CHAT_API.block : CHAT_API.unblock;
  const response = await fetch(`${CHAT_API.windows}/${encodeURIComponent(chatWindowId)}/${action}`, {
    method: 'POST',
    headers: { accept: 'application/json', 'x-csrf-token': context.csrf },
  });
  if (!response.ok) return null;
  return ((await response.json()) as { window: ChatWindow }).window;
}

/** Sends the conversation to the administration's queue, with the reader's reason. */
export async function reportChatWindow(
  context: ChatApiContext,
  chatWindowId: string,
  reason: string,
): Promise<boolean> {
  const response = await fetch(`${CHAT_API.windows}/${encodeURIComponent(chatWindowId)}/${CHAT_API.report}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': context.csrf },
    body: JSON.stringify({ reason }),
  });
  return response.ok;
}
