import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { confirmPhoneCode, sendPhoneCode } from '../../server/accounts/phone-verification.ts';
import { createUser, findUserById } from '../../server/accounts/users.ts';
import { CODE_TTL_MS, MAX_ATTEMPTS } from '../../server/accounts/verification-code.ts';
import { readSmsOutbox } from '../../server/infra/sms/sms-sender.ts';

// The SMS outbox of the development adapter is where the code can be read, as a phone would.
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'galope-sms-'));
process.env.GALOPE_DATA_DIR = dataDir;

async function newUser() {
  const user = await createUser({
    email: `phone-${Date.now()}-${Math.random()}@example.test`,
    name: 'Jordi Phone',
    passwordHash: null,
    accountType: 'individual',
    locale: 'es',
  });
  if (!user) throw new Error('no user');
  return user;
}

async function lastCodeTo(e164: string): Promise<string> {
  const messages = (await readSmsOutbox(dataDir)).filter((sms) => sms.to === e164);
  const code = /\b(\d{6})\b/.exec(messages.at(-1)?.text ?? '')?.[1];
  if (!code) throw new Error('no code sent');
  return code;
}

describe('phone verification', () => {
  test('the code from the SMS verifies the number', async () => {
    const user = await newUser();
    const sent = await sendPhoneCode({ user, prefix: '+34', number: '612 34 56 78' });
    expect(sent).toEqual({ ok: true, e164: '+34612345678' });
    const code = await lastCodeTo('+34612345678');
    expect(await confirmPhoneCode({ user, code })).toBe('ok');
    const after = await findUserById(user.id);
    expect(after?.phoneNumber).toBe('+34612345678');
    expect(after?.phoneVerifiedAt).toBeInstanceOf(Date);
    expect(await confirmPhoneCode({ user, code })).toBe('no_code');
  });

  test('an empty or invalid number sends nothing', async () => {
    const user = await newUser();
    expect(await sendPhoneCode({ user, prefix: '+34', number: '' })).toEqual({ ok: false, error: 'phone_required' });
    expect(await sendPhoneCode({ user, prefix: '+34', number: '999 999 999' })).toEqual({
      ok: false,
      error: 'phone_invalid',
    });
  });

  test('the code expires after ten minutes', async () => {
    const user = await newUser();
    const start = new Date();
    await sendPhoneCode({ user, prefix: '+351', number: '912 345 678', now: start });
    const code = await lastCodeTo('+351912345678');
    expect(await confirmPhoneCode({ user, code, now: new Date(start.getTime() + CODE_TTL_MS + 1) })).toBe('expired');
  });

  test('five wrong codes kill it, even the right one afterwards', async () => {
    const user = await newUser();
    await sendPhoneCode({ user, prefix: '+34', number: '699 11 22 33' });
    const code = await lastCodeTo('+34699112233');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++)
      expect(await confirmPhoneCode({ user, code: wrong })).toBe('invalid');
    expect(await confirmPhoneCode({ user, code })).toBe('too_many_attempts');
    await sendPhoneCode({ user, prefix: '+34', number: '699 11 22 33' });
    expect(await confirmPhoneCode({ user, code: await lastCodeTo('+34699112233') })).toBe('ok');
  });
});
