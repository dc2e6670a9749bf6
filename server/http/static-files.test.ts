import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticFiles } from './static-files.ts';

describe('static files', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'galope-static-'));
  let server: Server;
  let base: string;

  beforeAll(async () => {
    writeFileSync(path.join(dir, 'favicon.svg'), '<svg/>');
    mkdirSync(path.join(dir, 'icons'));
    writeFileSync(path.join(dir, 'icons', 'app.png'), 'png');
    const app = express();
    app.use(staticFiles(dir, { maxAge: '1h' }));
    app.use((_req, res) => {
      res.send('page');
    });
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => {
    server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  async function get(address: string) {
    const response = await fetch(`${base}${address}`, { redirect: 'manual' });
    return { status: response.status, body: await response.text(), cache: response.headers.get('cache-control') };
  }

  it('serves the files under the names at the top of its folder, with their caching', async () => {
    expect(await get('/favicon.svg')).toEqual({ status: 200, body: '<svg/>', cache: 'public, max-age=3600' });
    expect((await get('/icons/app.png')).body).toBe('png');
    expect((await get('/fav%69con.svg')).body).toBe('<svg/>');
    expect((await get('/icons')).status).toBe(301);
  });

  it('passes every other address on without looking for a file', async () => {
    expect((await get('/s/caballo-1')).body).toBe('page');
    expect((await get('/icons/none.png')).body).toBe('page');
    // A name that was not there at start is no file of the build: never looked up.
    writeFileSync(path.join(dir, 'later.txt'), 'file');
    expect((await get('/later.txt')).body).toBe('page');
  });
});
