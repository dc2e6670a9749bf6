import { useEffect, useState } from 'react';
import { CHAT_PHONE_MAX_WIDTH } from '../../lib/chat/chat-windows.ts';

export const PHONE_QUERY = `(max-width: ${CHAT_PHONE_MAX_WIDTH}px)`;

/** True on screens of the spec's mobile breakpoint, where a conversation opens as a page instead of a window. */
export function useIsPhone(): boolean {
  const [phone, setPhone] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(PHONE_QUERY);
    const change = () => setPhone(query.matches);
    change();
    query.addEventListener('change', change);
    return () => query.removeEventListener('change', change);
  }, []);
  return phone;
}
