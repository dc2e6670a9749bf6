import type http from 'node:http';
import { Server } from 'socket.io';
import { logger } from '../infra/logger.ts';

export interface Realtime {
  io: Server;
  close(): Promise<void>;
}

/**
 * Socket.IO on the same HTTP server as the pages (docs/decisions/0004-websocket-beside-ssr.md).
 * The handshake hook is where the chat key is checked once accounts exist; until then every
 * socket is anonymous and joins no room.
 */
export function attachRealtime(server: http.Server): Realtime {
  const io = new Server(server, { path: '/socket.io', serveClient: false, cors: { origin: false } });
  io.use((socket, next) => {
    const chatKey = socket.handshake.auth?.chatKey;
    socket.data.userId = null;
    if (chatKey !== undefined && typeof chatKey !== 'string') return next(new Error('unauthorized'));
    next();
  });
  io.on('connection', (socket) => {
    logger.debug({ id: socket.id }, 'socket connected');
  });
  return {
    io,
    close: () => new Promise((resolve) => io.close(() => resolve())),
  };
}
