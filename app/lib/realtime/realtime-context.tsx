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
    let opened: { close(): void } | undefined;
    let askedForKey = false;
    const askForNewKey = () => {
      if (askedForKey || cancelled) return;
      askedForKey = true;
      void latestRevalidate.current();
    };
    // The connection's code comes with the client library, never for guests and crawlers.
    void import('./open-socket.ts').then(({ openSocket }) => {
      if (cancelled) return;
      const next = openSocket(chatKey, askForNewKey);
      opened = next;
      holder.set(next.socket);
    });
    return () => {
      cancelled = true;
      opened?.close();
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
