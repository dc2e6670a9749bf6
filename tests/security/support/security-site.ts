import { existsSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Logger } from 'pino';
import type { ServerBuild } from 'react-router';

/**
 * The built site (`react-router build`, production mode) on this test file's own database and
 * media folder, in this process, so tests can make users, sessions and ads with the domain
 * functions and then call the site over HTTP as a browser would.
 */
export async function startSecuritySite(
  options: {
    env?: Record<string, string>;
    requestLogger?: Logger;
    /** The chat's websocket on the same server, as `npm start` serves it. */
    realtime?: boolean;
  } = {},
) {
  Object.assign(process.env, options.env);
  process.env.GALOPE_DATA_DIR = await mkdtemp(path.join(tmpdir(), 'galope-security-'));
  process.env.NODE_ENV = 'production';
  process.env.DEMO_DATA = 'off';
  delete process.env.SMTP_URL;
  const buildFile = path.resolve('build/server/index.js');
  if (!existsSync(buildFile)) throw new Error('No build: run `npm run test:security` (it builds first)');
  const build = (await import(pathToFileURL(buildFile).href)) as ServerBuild;
  const { createApp } = await import('../../../server/http/create-app.ts');
  const server = http.createServer(createApp({ build, rootDir: process.cwd(), requestLogger: options.requestLogger }));
  const { attachRealtime } = await import('../../../server/realtime/attach-realtime.ts');
  const realtime = options.realtime ? attachRealtime(server) : undefined;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    close: async () => {
      await realtime?.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
