import { createContext, type ReactNode, use, useEffect, useRef, useState } from 'react';
import type { Socket } from 'socket.io-client';

const RealtimeContext = createContext<Socket | null>(null);

/** As the server's Retry-After while the database is away; up to twice that, to spread the tabs. */
const UNAVAILABLE_RETRY_MS = 5_000;

/**
 * The signed-in user's websocket (spec §4 chat socket lifecycle): opened with the chat key,
 * reopened when the key changes, closed when the user signs out. The client library is loaded
 * only for signed-in visitors, so it never weighs on the pages guests and crawlers load.
 */
export function RealtimeProvider({ chatKey, children }: { chatKey: string | null | undefined; children: ReactNode }) {
  const [socket, setSocket] = useState<Socket | null>(null);
  useEffect(() => {
    if (!chatKey) return;
    let cancelled = false;
    let opened: Socket | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    void import('socket.io-client').then(({ io }) => {
      if (cancelled) return;
      const socket = io({ path: '/socket.io', auth: { chatKey } });
      // A handshake the server refused gives up for good (Socket.IO's rule); refused because the
      // database is away ('unavailable', server/realtime/attach-realtime.ts), try again shortly.
      socket.on('connect_error', (error) => {
        if (error.message !== 'unavailable' || socket.active) return;
        clearTimeout(retry);
        retry = setTimeout(() => socket.connect(), UNAVAILABLE_RETRY_MS + Math.random() * UNAVAILABLE_RETRY_MS);
      });
      opened = socket;
      setSocket(socket);
    });
    return () => {
      cancelled = true;
      clearTimeout(retry);
      opened?.disconnect();
      setSocket(null);
    };
  }, [chatKey]);
  return <RealtimeContext value={socket}>{children}</RealtimeContext>;
}

/** The open socket, or null (signed out, still loading, or during server rendering). */
export function useRealtimeSocket(): Socket | null {
  return use(RealtimeContext);
}

/** Calls `handler` for every `event` the server pushes to this user, with the latest handler. */
export function useRealtimeEvent<Payload>(event: string, handler: (payload: Payload) => void): void {
  const socket = useRealtimeSocket();
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    if (!socket) return;
    const listener = (payload: Payload) => latest.current(payload);
    socket.on(event, listener);
    return () => {
      socket.off(event, listener);
    };
  }, [socket, event]);
}
