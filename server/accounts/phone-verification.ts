import { eq, sql } from 'drizzle-orm';
import { getDb } from '../db/client.ts';
import { phoneVerifications, users } from '../db/tables.ts';
import { deriveKey } from '../infra/secret.ts';
import { getSmsSender } from '../infra/sms/sms-sender.ts';
import { getTranslator } from '../locale/messages.ts';
import { parsePhoneNumber } from './phone-format.ts';
import type { UserRow } from './users.ts';
import {
  CODE_TTL_MS,
  checkVerificationCode,
  generateVerificationCode,
  hashVerificationCode,
  type VerificationCodeCheck,
} from './verification-code.ts';

/**
 * Sends a 6-digit code by SMS to the number the user typed (with its country prefix). A new code
 * replaces the previous one and resets the attempts; callers rate-limit the sends.
 */
export async function sendPhoneCode(options: {
  user: UserRow;
  prefix: string;
  number: string;
  now?: Date;
}): Promise<{ ok: true; e164: string } | { ok: false; error: 'phone_required' | 'phone_invalid' }> {
  const parsed = parsePhoneNumber({ prefix: options.prefix, number: options.number });
  if (!parsed.ok) return parsed;
  const now = options.now ?? new Date();
  const code = generateVerificationCode();
  const row = {
    phoneNumber: parsed.e164,
    codeHash: hashVerificationCode(code, deriveKey('phone-code')),
    expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    attempts: 0,
    createdAt: now,
  };
  await getDb()
    .insert(phoneVerifications)
    .values({ userId: options.user.id, ...row })
    .onConflictDoUpdate({ target: phoneVerifications.userId, set: row });
  const t = getTranslator(options.user.locale);
  await getSmsSender().send({ to: parsed.e164, text: t('sms.phone_code', { code }) });
  return { ok: true, e164: parsed.e164 };
}

/**
 * Checks a code: right → the number becomes the user's verified phone; wrong → one attempt used;
 * after 5 wrong tries or 10 minutes the code is dead and a new one must be sent.
 */
export async function confirmPhoneCode(options: {
  user: UserRow;
  code: string;
  now?: Date;
}): Promise<VerificationCodeCheck | 'no_code'> {
  const now = options.now ?? new Date();
  const [pending] = await getDb()
    .select()
    .from(phoneVerifications)
    .where(eq(phoneVerifications.userId, options.user.id));
  if (!pending) return 'no_code';
  const result = checkVerificationCode({
    submitted: options.code,
    storedHash: pending.codeHash,
    secret: deriveKey('phone-code'),
    expiresAt: pending.expiresAt,
    attempts: pending.attempts,
    now,
  });
  if (result === 'invalid') {
    await getDb()
      .update(phoneVerifications)
      .set({ attempts: sql`${phoneVerifications.attempts} + 1` })
      .where(eq(phoneVerifications.userId, options.user.id));
  }
  if (result === 'ok') {
    await getDb().transaction(async (tx) => {
      await tx
        .update(users)
        .set({ phoneNumber: pending.phoneNumber, phoneVerifiedAt: now, updatedAt: now })
        .where(eq(users.id, options.user.id));
      await tx.delete(phoneVerifications).where(eq(phoneVerifications.userId, options.user.id));
    });
  }
  return result;
}
