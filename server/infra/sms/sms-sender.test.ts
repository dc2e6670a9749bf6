import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { createHttpSmsSender, createOutboxSmsSender, createSmsSender, readSmsOutbox } from './sms-sender.ts';

let dataDir: string;
let server: Server | undefined;

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'galope-sms-'));
});

afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
  // fetch keeps connections alive (and one test hangs on purpose); close them so close() returns.
  server?.closeAllConnections();
  if (server) await new Promise((resolve) => server!.close(resolve));
  server = undefined;
});

interface ReceivedRequest {
  method: string | undefined;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A stand-in provider on a free port that answers every request with `status` and records it. */
async function startProvider(status: number, answer = '') {
  const received: ReceivedRequest[] = [];
  server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({ method: request.method, headers: request.headers, body });
      response.writeHead(status, { 'content-type': 'text/plain' }).end(answer);
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/messages`, received };
}

test('an empty outbox reads as no messages', async () => {
  expect(await readSmsOutbox(dataDir)).toEqual([]);
});

test('messages sent to the outbox read back in order with their send time', async () => {
  const sender = createOutboxSmsSender(dataDir);
  await sender.send({ to: '+34612345678', text: 'Your Galope code is 042917' });
  await sender.send({ to: '+351912345678', text: 'O seu código Galope é 118230' });

  const outbox = await readSmsOutbox(dataDir);
  expect(outbox.map(({ to, text }) => ({ to, text }))).toEqual([
    { to: '+34612345678', text: 'Your Galope code is 042917' },
    { to: '+351912345678', text: 'O seu código Galope é 118230' },
  ]);
  for (const sms of outbox) expect(Number.isNaN(Date.parse(sms.sentAt))).toBe(false);
});

test('concurrent sends to the outbox all arrive as whole lines', async () => {
  const sender = createOutboxSmsSender(dataDir);
  await Promise.all(
    Array.from({ length: 20 }, (_, i) => sender.send({ to: `+3461234${String(i).padStart(4, '0')}`, text: `#${i}` })),
  );
  const texts = (await readSmsOutbox(dataDir)).map((sms) => sms.text).sort();
  expect(texts).toEqual(Array.from({ length: 20 }, (_, i) => `#${i}`).sort());
});

test('a recipient that is not E.164 is refused before anything is written', async () => {
  const sender = createOutboxSmsSender(dataDir);
  await expect(sender.send({ to: '612345678', text: 'hi' })).rejects.toThrow(RangeError);
  expect(await readSmsOutbox(dataDir)).toEqual([]);
});

test('the HTTP sender posts the message as JSON with the bearer token', async () => {
  const provider = await startProvider(202);
  const sender = createHttpSmsSender({ url: provider.url, token: 'provider-token' });

  await sender.send({ to: '+34612345678', text: 'Your Galope code is 042917' });

  expect(provider.received).toHaveLength(1);
  const [request] = provider.received;
  expect(request?.method).toBe('POST');
  expect(request?.headers.authorization).toBe('Bearer provider-token');
  expect(request?.headers['content-type']).toBe('application/json');
  expect(JSON.parse(request?.body ?? '')).toEqual({ to: '+34612345678', text: 'Your Galope code is 042917' });
});

test('the HTTP sender fails with the provider status and reason on a non-2xx answer', async () => {
  const provider = await startProvider(401, 'invalid token');
  const sender = createHttpSmsSender({ url: provider.url, token: 'wrong-token' });

  const sending = sender.send({ to: '+34612345678', text: 'Your Galope code is 042917' });

  await expect(sending).rejects.toThrow(/SMS provider http:\/\/127\.0\.0\.1:\d+ answered 401: invalid token/);
  await expect(sending).rejects.not.toThrow(/wrong-token|042917/);
});

test('the HTTP sender fails on a server error too', async () => {
  const provider = await startProvider(503);
  const sender = createHttpSmsSender({ url: provider.url, token: 'provider-token' });
  await expect(sender.send({ to: '+34612345678', text: 'hi' })).rejects.toThrow(/answered 503/);
});

test('the HTTP sender gives up on a provider that does not answer in time', async () => {
  server = createServer(() => {});
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const sender = createHttpSmsSender({ url: `http://127.0.0.1:${port}/`, token: 't', timeoutMs: 50 });
  await expect(sender.send({ to: '+34612345678', text: 'hi' })).rejects.toThrow(/timeout|aborted/i);
});

test('without a provider URL the configuration picks the outbox', async () => {
  const sender = createSmsSender({ NODE_ENV: 'test', dataDir });
  await sender.send({ to: '+34612345678', text: 'hi' });
  expect(await readSmsOutbox(dataDir)).toHaveLength(1);
});

test('with a provider URL the configuration picks the HTTP sender', async () => {
  const provider = await startProvider(200);
  const sender = createSmsSender({
    NODE_ENV: 'test',
    dataDir,
    SMS_PROVIDER_URL: provider.url,
    SMS_PROVIDER_TOKEN: 't',
  });
  await sender.send({ to: '+34612345678', text: 'hi' });
  expect(provider.received).toHaveLength(1);
  expect(await readSmsOutbox(dataDir)).toEqual([]);
});

test('a provider URL without a token is a configuration error', () => {
  expect(() => createSmsSender({ NODE_ENV: 'test', dataDir, SMS_PROVIDER_URL: 'https://sms.example/send' })).toThrow(
    'SMS_PROVIDER_TOKEN',
  );
});
