import { io, type Socket } from 'socket.io-client';

/** As the server's Retry-After while the database is away; up to twice that, to spread the tabs. */
const UNAVAILABLE_RETRY_MS = 5_000;

/**
 * Opens the signed-in user's socket with the chat key (spec §4). Loaded with the client library,
 * only for signed-in readers. `askForNewKey` runs when the server refused the key or closed the
 * socket (the user signed out elsewhere or was suspended: server/accounts/chat-key.ts).
 */
export function openSocket(chatKey: string, askForNewKey: () => void): { socket: Socket; close(): void } {
  let retry: ReturnType<typeof setTimeout> | undefined;
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
  return {
    socket,
    close: () => {
      clearTimeout(retry);
      socket.disconnect();
    },
  };
}
