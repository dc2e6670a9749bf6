import type http from 'node:http';
import { createAdapter } from '@socket.io/postgres-adapter';
import type pg from 'pg';
import { Server } from 'socket.io';
import { findChatKeyHolder } from '../accounts/user-lookups.ts';
import { registerChatHandlers } from '../chat/chat-socket.ts';
import { resilientPool } from '../db/client.ts';
import { databaseUnavailableReason, isDatabaseUnavailable } from '../db/database-unavailable.ts';
import { logger } from '../infra/logger.ts';
import { measureWebsockets } from '../infra/metrics.ts';
import { realtimeServer, setRealtimeServer, userRoom } from './realtime-hub.ts';

export interface Realtime {
  io: Server;
  close(): Promise<void>;
}

export interface RealtimeOptions {
  /**
   * Several app nodes on one PostgreSQL: Socket.IO's PostgreSQL adapter (LISTEN/NOTIFY) makes an
   * emit to a user's room reach their sockets on every node (docs/decisions/0021-chat.md).
   * Unset: one node, rooms in memory.
   */
  adapterDatabaseUrl?: string;
}

/**
 * Socket.IO on the same HTTP server as the pages (docs/decisions/0004-websocket-beside-ssr.md).
 * A socket is opened with the user's chat key (spec §3 User.chat_key, §4 chat socket lifecycle):
 * a key that names no account, or a suspended one, is refused; a new password rotates the key, so
 * sockets of old sessions can no longer reconnect. Each socket joins its user's room and gets the
 * chat's events (server/chat/chat-socket.ts).
 */
export function attachRealtime(server: http.Server, options: RealtimeOptions = {}): Realtime {
  const io = new Server(server, { path: '/socket.io', serveClient: false, cors: { origin: false } });
  measureWebsockets(() => io.engine.clientsCount);
  const adapterPool = options.adapterDatabaseUrl ? attachDatabaseAdapter(io, options.adapterDatabaseUrl) : undefined;
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
        if (isDatabaseUnavailable(error)) {
          logger.warn({ reason: databaseUnavailableReason(error) }, 'database unavailable: socket refused');
        } else {
          logger.error({ err: error }, 'socket handshake failed');
        }
        // The browser tries again a little later (app/lib/realtime/realtime-context.tsx).
        next(new Error('unavailable'));
      },
    );
  });
  io.on('connection', (socket) => {
    const userId = socket.data.userId as string;
    void socket.join(userRoom(userId));
    registerChatHandlers(socket);
    logger.debug({ id: socket.id, userId }, 'socket connected');
  });
  setRealtimeServer(io);
  return {
    io,
    close: async () => {
      // Another server of the same process (a test's second node) may be the hub's by now.
      if (realtimeServer() === io) setRealtimeServer(null);
      await new Promise<void>((resolve) => io.close(() => resolve()));
      await adapterPool?.end();
    },
  };
}

/**
 * The websocket's events from a process that serves no sockets (`npm run worker`): a Socket.IO
 * server attached to nothing, whose PostgreSQL adapter carries every `publishToUser` (a saved
 * search's alert notification, …) to the app nodes that hold the user's sockets.
 */
export function startRealtimePublisher({ adapterDatabaseUrl }: { adapterDatabaseUrl: string }): Realtime {
  const io = new Server({ serveClient: false });
  const adapterPool = attachDatabaseAdapter(io, adapterDatabaseUrl);
  setRealtimeServer(io);
  return {
    io,
    close: async () => {
      if (realtimeServer() === io) setRealtimeServer(null);
      // Not io.close(): it closes an engine that a server attached to nothing never had.
      await Promise.allSettled([...io._nsps.values()].map((namespace) => namespace.adapter.close()));
      await adapterPool.end();
    },
  };
}

/** Socket.IO's PostgreSQL adapter (LISTEN/NOTIFY) on `io`; returns the adapter's own pool. */
function attachDatabaseAdapter(io: Server, databaseUrl: string): pg.Pool {
  // Its own small pool: the adapter keeps one connection for LISTEN and must not starve queries.
  // Its LISTEN client stays checked out: resilientPool keeps the server's goodbye from ending the
  // process, and the adapter opens a new one when it ends (every 1-3 s until the server is back).
  const adapterPool = resilientPool({ connectionString: databaseUrl, max: 3 });
  adapterPool.on('connect', (client) => {
    client.once('end', () => {
      // The adapter forgets a LISTEN client whose connection ended without giving it back: each
      // restart of the server would keep one of the pool's three places, until none was left.
      // A client the pool already had back refuses a second release: nothing to do then.
      setImmediate(() => {
        try {
          (client as pg.PoolClient).release(new Error('connection ended'));
        } catch {}
      });
    });
  });
  io.adapter(
    createAdapter(adapterPool, {
      errorHandler: (error) => logger.error({ err: error }, 'realtime adapter error'),
    }),
  );
  return adapterPool;
}

async function findSocketUser(chatKey: string): Promise<string | undefined> {
  return findChatKeyHolder(chatKey);
}
