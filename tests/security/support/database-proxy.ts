import net from 'node:net';

/**
 * A TCP relay in front of the test's PostgreSQL, to take the database away from the site and
 * bring it back as a restart does: `cut()` resets every open connection and refuses new ones,
 * `restore()` accepts again on the same port.
 */
export async function startDatabaseProxy(databaseUrl: string) {
  const target = new URL(databaseUrl);
  const sockets = new Set<net.Socket>();
  let server = await listen(0);
  const port = (server.address() as net.AddressInfo).port;

  function listen(on: number): Promise<net.Server> {
    const relay = net.createServer((incoming) => {
      const outgoing = net.connect(Number(target.port), target.hostname);
      for (const socket of [incoming, outgoing]) {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
        socket.on('error', () => {});
      }
      incoming.pipe(outgoing).pipe(incoming);
    });
    return new Promise((resolve) => relay.listen(on, '127.0.0.1', () => resolve(relay)));
  }

  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.href,
    async cut() {
      const closed = new Promise((resolve) => server.close(resolve));
      for (const socket of sockets) socket.resetAndDestroy();
      await closed;
    },
    async restore() {
      server = await listen(port);
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      if (server.listening) await new Promise((resolve) => server.close(resolve));
    },
  };
}
