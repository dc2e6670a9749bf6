import type http from 'node:http';
import { eq } from 'drizzle-orm';
import { Server } from 'socket.io';
import { getDb } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { logger } from '../infra/logger.ts';
import { setRealtimeServer, userRoom } from './realtime-hub.ts';

export interface Realtime {
  io: Server;
  close(): Promise<void>;
}

/**
 * Socket.IO on the same HTTP server as the pages (docs/decisions/0004-websocket-beside-ssr.md).
 * A socket is opened with the user's chat key (spec §3 User.chat_key, §4 chat socket lifecycle):
 * a key that names no account, or a suspended one, is refused; a new password rotates the key, so
 * sockets of old sessions can no longer reconnect. Each socket joins its user's room.
 */
export function attachRealtime(server: http.Server): Realtime {
  const io = new Server(server, { path: '/socket.io', serveClient: false, cors: { origin: false } });
  io.use((socket, next) => {
    const chatKey: unknown = socket.handshake.auth?.chatKey;
    if (typeof chatKey !== 'string' || chatKey.length === 0 || chatKey.length > 100) {
      return next(new Error('unauthorized'));
    }
    findSocketUser(chatKey).then(
      (userId) => {
        if (!userId) return next(new Error('unauthorized'));
        socket.data.userId = userId;
        next();
      },
      (error: unknown) => {
        logger.error({ err: error }, 'socket handshake failed');
        next(new Error('unavailable'));
      },
    );
  });
  io.on('connection', (socket) => {
    const userId = socket.data.userId as string;
    void socket.join(userRoom(userId));
    logger.debug({ id: socket.id, userId }, 'socket connected');
  });
  setRealtimeServer(io);
  return {
    io,
    close: () =>
      new Promise((resolve) => {
        setRealtimeServer(null);
        io.close(() => resolve());
      }),
  };
}

async function findSocketUser(chatKey: string): Promise<string | undefined> {
  const [user] = await getDb()
    .select({ id: users.id, suspendedAt: users.suspendedAt })
    .from(users)
    .where(eq(users.chatKey, chatKey));
  return user && !user.suspendedAt ? user.id : undefined;
}
