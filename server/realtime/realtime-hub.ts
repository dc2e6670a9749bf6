import type { Server } from 'socket.io';
import { singleton } from '../infra/singleton.ts';

/**
 * The process's Socket.IO server, reachable from domain code (notifications, chat) without
 * importing the HTTP layer. Every signed-in socket joins its user's room, so one emit reaches
 * every open tab of that user; with a Socket.IO adapter the same emit crosses app nodes.
 */
const hub = singleton('realtime-hub', () => ({ io: null as Server | null }));

export function setRealtimeServer(io: Server | null): void {
  hub.io = io;
}

export function userRoom(userId: string): string {
  return `user:${userId}`;
}

/** Sends `event` to every socket of `userId`; a no-op when no websocket server runs (tests, scripts). */
export function publishToUser(userId: string, event: string, payload: unknown): void {
  hub.io?.to(userRoom(userId)).emit(event, payload);
}

/**
 * Whether the user has a tab open on any node (their room has a socket): that tab shows their
 * notifications and messages live. Across nodes the adapter asks the others; an answer that does
 * not come counts as "not connected" (a push too many beats a message missed).
 */
export async function isUserConnected(userId: string): Promise<boolean> {
  if (!hub.io) return false;
  try {
    return (await hub.io.in(userRoom(userId)).fetchSockets()).length > 0;
  } catch {
    return false;
  }
}

/** Closes every socket of a user (logout everywhere, new password, suspension). */
export function disconnectUser(userId: string): void {
  hub.io?.in(userRoom(userId)).disconnectSockets(true);
}

export function realtimeServer(): Server | null {
  return hub.io;
}
