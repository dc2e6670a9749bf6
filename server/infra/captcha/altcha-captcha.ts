import { createHmac } from 'node:crypto';
import {
  type Challenge,
  createChallenge as createPowChallenge,
  randomInt,
  verifySolution as verifyPow,
} from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { z } from 'zod';
import { sharedRateLimitStore } from '../rate-limit-store.ts';

/**
 * The widget (altcha 3) speaks PoW v2: find the counter whose PBKDF2 key starts with a given
 * prefix. The counter is chosen here (deterministic mode), so every visitor does about the same
 * work and the server checks a solution with one HMAC instead of re-deriving the key.
 * Expected work: midpoint counter × cost ≈ 3.5 million PBKDF2-SHA-256 iterations, about 0.6 s on
 * one core of the build machines; the widget spreads it over the phone's cores.
 */
export const ALTCHA_ALGORITHM = 'PBKDF2/SHA-256';
export const ALTCHA_COST = 1_000;
export const ALTCHA_MIN_COUNTER = 2_000;
export const ALTCHA_MAX_COUNTER = 5_000;
/** Long enough to fill in a sign-up form after the widget has solved the challenge. */
export const ALTCHA_CHALLENGE_TTL_MS = 10 * 60_000;
/** A real payload is about 1 kB; anything far larger is not worth decoding. */
const MAX_PAYLOAD_LENGTH = 8_000;

export type AltchaChallenge = Challenge;

export async function createChallenge({ hmacKey }: { hmacKey: string }): Promise<AltchaChallenge> {
  const secrets = altchaSecrets(hmacKey);
  return createPowChallenge({
    algorithm: ALTCHA_ALGORITHM,
    cost: ALTCHA_COST,
    counter: randomInt(ALTCHA_MAX_COUNTER, ALTCHA_MIN_COUNTER),
    deriveKey,
    expiresAt: new Date(Date.now() + ALTCHA_CHALLENGE_TTL_MS),
    hmacSignatureSecret: secrets.signature,
    hmacKeySignatureSecret: secrets.keySignature,
  });
}

const payloadSchema = z.object({
  challenge: z.object({
    // Loose: every parameter the server signed must reach the signature check unchanged.
    parameters: z.looseObject({
      algorithm: z.string(),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
      expiresAt: z.number(),
    }),
    signature: z.string(),
  }),
  solution: z.object({ counter: z.number(), derivedKey: z.string() }),
});

/**
 * Checks the widget's payload (base64 JSON of the challenge and its solution). A payload is
 * accepted once: the signatures of accepted challenges are kept until those challenges expire, in
 * the rate limits' store (PostgreSQL when several nodes share a database).
 */
export async function verifySolution({ payload, hmacKey }: { payload: string; hmacKey: string }): Promise<boolean> {
  const decoded = decodePayload(payload);
  if (!decoded) return false;
  const { challenge, solution } = decoded;
  const used = `altcha-used:${challenge.signature}`;
  const store = sharedRateLimitStore();
  if ((await store.count(used)) > 0) return false;
  const secrets = altchaSecrets(hmacKey);
  const result = await verifyPow({
    challenge,
    solution,
    deriveKey,
    hmacSignatureSecret: secrets.signature,
    hmacKeySignatureSecret: secrets.keySignature,
  });
  if (!result.verified) return false;
  // Two requests carrying the same payload may both get here: the store's count is atomic, so
  // only the first is accepted, on whichever node (kept until the challenge expires).
  const { count } = await store.hit(used, Math.max(1_000, challenge.parameters.expiresAt * 1000 - Date.now()));
  return count === 1;
}

function decodePayload(payload: string) {
  if (payload.length > MAX_PAYLOAD_LENGTH) return undefined;
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Separate keys for the two signatures, so neither HMAC can be used to forge the other. */
function altchaSecrets(hmacKey: string) {
  if (!hmacKey) throw new Error('The captcha HMAC key is empty');
  const derive = (purpose: string) => createHmac('sha256', hmacKey).update(purpose).digest('hex');
  return { signature: derive('altcha-challenge-signature'), keySignature: derive('altcha-key-signature') };
}
