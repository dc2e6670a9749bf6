import type { Page, WebSocketRoute } from '@playwright/test';

/**
 * Routes a page's Socket.IO websockets through the test so it can cut the chat's connection
 * (decision 0058: a websocket first; `page.route` and `setOffline` do not cut an open one).
 * `cut()` closes the open sockets, as a dropped network does, and holds every new one in its
 * opening until `restore()` connects it to the server. A socket closed while it opens would make
 * Socket.IO's client wait out its 20 s connection timeout before trying again; a held one
 * connects the moment the test lets it.
 */
export async function routeChatSocket(page: Page): Promise<{ cut(): Promise<void>; restore(): void }> {
  const open: WebSocketRoute[] = [];
  let held: Promise<void> = Promise.resolve();
  let release = () => {};
  await page.routeWebSocket(/\/socket\.io\//, async (socket) => {
    await held;
    socket.connectToServer();
    open.push(socket);
  });
  return {
    async cut() {
      held = new Promise((resolve) => {
        release = resolve;
      });
      for (const socket of open.splice(0)) await socket.close();
    },
    restore() {
      release();
    },
  };
}
