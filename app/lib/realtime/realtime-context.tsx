import { createContext, type ReactNode, use, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useRevalidator } from 'react-router';
import type { Socket } from 'socket.io-client';

/**
 * Holds the socket for the components that use it. The context's value is this holder, the same
 * for the page's life: a socket that opens changes only its readers. A new context value would
 * reach the parts whose code is still loading (a lazy chunk's server HTML, such as the account
 * menu), and React renders those anew instead of hydrating them — a menu opened meanwhile closes.
 */
interface SocketHolder {
  current(): Socket | null;
  subscribe(listener: () => void): () => void;
}

interface OwnedSocketHolder extends SocketHolder {
  set(socket: Socket | null): void;
}

function socketHolder(): OwnedSocketHolder {
  let socket: Socket | null = null;
  const listeners = new Set<() => void>();
  return {
    current: () => socket,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next) {
      socket = next;
      for (const listener of listeners) listener();
    },
  };
}

const NO_SOCKET: SocketHolder = { current: () => null, subscribe: () => () => {} };

const RealtimeContext = createContext<SocketHolder>(NO_SOCKET);

/** As the server's Retry-After while the database is away; up to twice that, to spread the tabs. */
const UNAVAILABLE_RETRY_MS = 5_000;

/**
 * The signed-in user's websocket (spec §4 chat socket lifecycle): opened with the chat key,
 * reopened when the key changes, closed when the user signs out. The client library is loaded
 * only for signed-in visitors, so it never weighs on the pages guests and crawlers load.
 *
 * The key changes under an open page when the user signs out elsewhere, or is suspended: the
 * server closes every socket of theirs (server/accounts/chat-key.ts). The page then reloads its
 * data once: a session still alive brings the new key (and a new socket), an ended one no user.
 */
export function RealtimeProvider({ chatKey, children }: { chatKey: string | null | undefined; children: ReactNode }) {
  const [holder] = useState(socketHolder);
  const { revalidate } = useRevalidator();
  const latestRevalidate = useRef(revalidate);
  latestRevalidate.current = revalidate;
  useEffect(() => {
    if (!chatKey) return;
    let cancelled = false;
    let opened: Socket | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let askedForKey = false;
    const askForNewKey = () => {
      if (askedForKey || cancelled) return;
      askedForKey = true;
      void latestRevalidate.current();
    };
    void import('socket.io-client').then(({ io }) => {
      if (cancelled) return;
      // A websocket first: one connection, so it stays with the app worker or node that opened it
      // (docs/decisions/0058-one-worker-per-core.md); long-polling only where a proxy refuses it.
      const socket = io({
        path: '/socket.io',
        auth: { chatKey },
        transports: ['websocket', 'polling'],
        tryAllTransports: true,
      });
      // A handshake the server refused gives up for good (Socket.IO's rule); refused because the
      // database is away ('unavailable', server/realtime/attach-realtime.ts), try again shortly.
      socket.on('connect_error', (error) => {
        if (socket.active) return;
        if (error.message === 'unauthorized') return askForNewKey();
        if (error.message !== 'unavailable') return;
        clearTimeout(retry);
        retry = setTimeout(() => socket.connect(), UNAVAILABLE_RETRY_MS + Math.random() * UNAVAILABLE_RETRY_MS);
      });
      socket.on('disconnect', (reason) => {
        if (reason === 'io server disconnect') askForNewKey();
      });
      opened = socket;
      holder.set(socket);
    });
    return () => {
      cancelled = true;
      clearTimeout(retry);
      opened?.disconnect();
      holder.set(null);
    };
  }, [chatKey, holder]);
  return <RealtimeContext value={holder}>{children}</RealtimeContext>;
}

/** The open socket, or null (signed out, still loading, or during server rendering). */
export function useRealtimeSocket(): Socket | null {
  const holder = use(RealtimeContext);
  return useSyncExternalStore(holder.subscribe, holder.current, noSocket);
}

function noSocket(): null {
  return null;
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
