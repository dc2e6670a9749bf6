import {
  createDecipheriv,
  createECDH,
  createHmac,
  createPublicKey,
  type ECDH,
  hkdfSync,
  randomBytes,
  randomUUID,
  verify,
} from 'node:crypto';
import { readFileSync } from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import tls from 'node:tls';

/**
 * A push service for the tests, as a browser vendor runs one: an HTTPS server that takes RFC 8030
 * pushes (`POST /push/{id}`, `Content-Encoding: aes128gcm`, a VAPID `Authorization` header, RFC
 * 8292), checks the VAPID signature, and decrypts each payload (RFC 8291) with the keys of the
 * subscription it made, as the browser would. Its certificate is committed beside it (made by
 * `openssl req -x509 … -subj /CN=127.0.0.1`, valid for a century) and added to the process's
 * trusted certificates, so web-push reaches it as it would a real push service.
 */
interface ReceivedPush {
  endpoint: string;
  ttl: string | undefined;
  urgency: string | undefined;
  /** The VAPID key the sender signed with (`k=` of the Authorization header). */
  vapidKey: string;
  /** The decrypted payload, parsed as JSON. */
  payload: unknown;
}

export interface TestSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

interface Held {
  ecdh: ECDH;
  auth: Buffer;
  /** What the service answers a push to this subscription (201 by default; 410 when it is gone). */
  status: number;
}

const here = new URL('.', import.meta.url);
const cert = readFileSync(new URL('push-test-service.cert.pem', here), 'utf8');
const key = readFileSync(new URL('push-test-service.key.pem', here), 'utf8');

export async function startPushTestService() {
  tls.setDefaultCACertificates([...tls.getCACertificates('default'), cert]);
  const held = new Map<string, Held>();
  const received: ReceivedPush[] = [];
  const refused: { endpoint: string; reason: string }[] = [];
  const waiting = new Set<() => void>();

  const server = https.createServer({ cert, key }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const endpoint = `${origin}${req.url}`;
      const subscription = held.get(endpoint);
      try {
        if (req.method !== 'POST' || !subscription) throw new Error(`no subscription at ${req.url}`);
        if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
        const vapidKey = checkVapid(String(req.headers.authorization ?? ''), new URL(endpoint).origin);
        const payload = JSON.parse(decrypt(Buffer.concat(chunks), subscription).toString('utf8'));
        res.writeHead(subscription.status).end();
        if (subscription.status === 201) {
          received.push({
            endpoint,
            ttl: req.headers.ttl as string | undefined,
            urgency: req.headers.urgency as string | undefined,
            vapidKey,
            payload,
          });
        }
      } catch (error) {
        refused.push({ endpoint, reason: (error as Error).message });
        res.writeHead(400).end();
      }
      for (const wake of waiting) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    received,
    refused,
    /** A new subscription, as `PushManager.subscribe` gives a page: its endpoint here and its public keys. */
    subscribe(): TestSubscription {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const endpoint = `${origin}/push/${randomUUID()}`;
      held.set(endpoint, { ecdh, auth, status: 201 });
      return {
        endpoint,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
      };
    },
    /** From now on, pushes to `endpoint` are answered `status` (410: the browser dropped it). */
    answer(endpoint: string, status: number): void {
      const subscription = held.get(endpoint);
      if (!subscription) throw new Error(`unknown endpoint ${endpoint}`);
      subscription.status = status;
    },
    /** Resolves once `count` pushes (or refusals) have arrived in all. */
    async waitFor(count: number, timeoutMs = 15_000): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      while (received.length + refused.length < count) {
        if (Date.now() > deadline) throw new Error(`${received.length + refused.length} pushes of ${count} arrived`);
        await new Promise<void>((resolve) => {
          const wake = () => {
            waiting.delete(wake);
            resolve();
          };
          waiting.add(wake);
          setTimeout(wake, 200);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type PushTestService = Awaited<ReturnType<typeof startPushTestService>>;

/**
 * RFC 8291 §3.4 and RFC 8188: the aes128gcm body is `salt (16) | rs (4) | idlen (1) | keyid`, the
 * keyid being the sender's ephemeral public key; then records of `rs` bytes, each encrypted with
 * the content key and the nonce XORed with its sequence number, padded and ended by a delimiter
 * (2 for the last record).
 */
function decrypt(body: Buffer, { ecdh, auth }: Held): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const secret = ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', secret, auth, keyInfo, 32));
  const prk = createHmac('sha256', salt).update(ikm).digest();
  const expand = (info: string, length: number) =>
    createHmac('sha256', prk)
      .update(Buffer.concat([Buffer.from(`Content-Encoding: ${info}\0`), Buffer.from([1])]))
      .digest()
      .subarray(0, length);
  const contentKey = expand('aes128gcm', 16);
  const baseNonce = expand('nonce', 12);
  const plain: Buffer[] = [];
  for (let start = 0, sequence = 0; start < ciphertext.length; start += recordSize, sequence++) {
    const record = ciphertext.subarray(start, start + recordSize);
    const nonce = Buffer.from(baseNonce);
    // The record's sequence number XORed into the nonce's end (records past 2^32 never happen here).
    nonce.writeUInt32BE((nonce.readUInt32BE(8) ^ sequence) >>> 0, 8);
    const decipher = createDecipheriv('aes-128-gcm', contentKey, nonce);
    decipher.setAuthTag(record.subarray(record.length - 16));
    const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
    let end = padded.length - 1;
    while (end >= 0 && padded[end] === 0) end--;
    const last = start + recordSize >= ciphertext.length;
    if (padded[end] !== (last ? 2 : 1)) throw new Error('bad record delimiter');
    plain.push(padded.subarray(0, end));
  }
  return Buffer.concat(plain);
}

/**
 * RFC 8292: `Authorization: vapid t=<JWT>, k=<public key>`: an ES256 JWT for this push service's
 * origin, not expired, signed by the key it names. Returns that key.
 */
function checkVapid(header: string, audience: string): string {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+),\s*k=([\w-]+)$/.exec(header);
  if (!match?.[1] || !match[2]) throw new Error(`no VAPID authorization: ${header}`);
  const [head, body, signature] = match[1].split('.') as [string, string, string];
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as {
    aud: string;
    exp: number;
    sub: string;
  };
  if (claims.aud !== audience) throw new Error(`VAPID audience ${claims.aud}`);
  if (claims.exp * 1000 < Date.now()) throw new Error('VAPID token expired');
  if (!/^(mailto:|https:)/.test(claims.sub)) throw new Error(`VAPID subject ${claims.sub}`);
  const point = Buffer.from(match[2], 'base64url');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('VAPID signature does not verify');
  return match[2];
}
