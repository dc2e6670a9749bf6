import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CAPTCHA_FIELD, captchaProvider, captchaRequired, verifyCaptcha } from './captcha.ts';
import { verifyRecaptcha } from './recaptcha-captcha.ts';

const secret = 'test-recaptcha-secret';

/** What Google's siteverify would answer for each token the tests send. */
const answers: Record<string, object> = {
  'person-signing-up': { success: true, score: 0.9, action: 'sign_up', hostname: 'localhost' },
  'likely-bot': { success: true, score: 0.1, action: 'sign_up', hostname: 'localhost' },
  'token-for-contact': { success: true, score: 0.9, action: 'contact_seller', hostname: 'localhost' },
  'expired-token': { success: false, 'error-codes': ['timeout-or-duplicate'] },
};

let server: Server;
let verifyUrl: string;
const received: URLSearchParams[] = [];

/** A local siteverify: form-encoded POST in, JSON out; a wrong secret fails like Google's does. */
beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const form = new URLSearchParams(body);
      received.push(form);
      const token = form.get('response') ?? '';
      if (token === 'server-error') return void res.writeHead(500).end();
      const answer =
        req.method === 'POST' && form.get('secret') === secret
          ? (answers[token] ?? { success: false, 'error-codes': ['invalid-input-response'] })
          : { success: false, 'error-codes': ['invalid-input-secret'] };
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    });
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  verifyUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/recaptcha/api/siteverify`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

function verify(token: string, action = 'sign_up') {
  return verifyRecaptcha({ token, secret, minScore: 0.5, action, verifyUrl });
}

describe('verifyRecaptcha', () => {
  test('passes a token Google scores above the minimum for the expected action', async () => {
    expect(await verify('person-signing-up')).toBe(true);
  });

  test('sends the secret, the token and the client IP as a form', async () => {
    received.length = 0;
    await verifyRecaptcha({
      token: 'person-signing-up',
      secret,
      minScore: 0.5,
      action: 'sign_up',
      verifyUrl,
      remoteIp: '203.0.113.9',
    });
    expect(Object.fromEntries(received[0]!)).toEqual({
      secret,
      response: 'person-signing-up',
      remoteip: '203.0.113.9',
    });
  });

  test('fails a token scored below the minimum', async () => {
    expect(await verify('likely-bot')).toBe(false);
  });

  test('fails a token made for another action', async () => {
    expect(await verify('token-for-contact', 'sign_up')).toBe(false);
    expect(await verify('token-for-contact', 'contact_seller')).toBe(true);
  });

  test('fails a token Google does not accept, or a wrong secret', async () => {
    expect(await verify('expired-token')).toBe(false);
    expect(
      await verifyRecaptcha({
        token: 'person-signing-up',
        secret: 'wrong',
        minScore: 0.5,
        action: 'sign_up',
        verifyUrl,
      }),
    ).toBe(false);
  });

  test('fails closed when siteverify errs or cannot be reached', async () => {
    expect(await verify('server-error')).toBe(false);
    const closed = createServer().listen(0, '127.0.0.1');
    await new Promise((resolve) => closed.once('listening', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    expect(
      await verifyRecaptcha({
        token: 'person-signing-up',
        secret,
        minScore: 0.5,
        action: 'sign_up',
        verifyUrl: `http://127.0.0.1:${closedPort}/recaptcha/api/siteverify`,
      }),
    ).toBe(false);
  });
});

describe('verifyCaptcha', () => {
  const recaptchaConfig = { RECAPTCHA_SITE_KEY: 'site-key', RECAPTCHA_SECRET_KEY: secret, RECAPTCHA_MIN_SCORE: 0.5 };
  const check = (token: unknown, task = 'sign_up') =>
    verifyCaptcha({ token, task, config: recaptchaConfig, hmacKey: 'unused', recaptchaVerifyUrl: verifyUrl });

  test('reads the token from the spec field name', () => {
    expect(CAPTCHA_FIELD).toBe('token_recaptcha');
  });

  test('uses reCAPTCHA when both keys are configured, the task being the action', async () => {
    expect(captchaProvider(recaptchaConfig)).toBe('recaptcha');
    expect(captchaProvider({ ...recaptchaConfig, RECAPTCHA_SITE_KEY: undefined })).toBe('altcha');
    expect(await check('person-signing-up')).toEqual({ ok: true });
    expect(await check('person-signing-up', 'contact_seller')).toEqual({ ok: false, reason: 'failed' });
    expect(await check('likely-bot')).toEqual({ ok: false, reason: 'failed' });
  });

  test('calls a missing, empty or non-text token missing without asking anyone', async () => {
    received.length = 0;
    for (const token of [undefined, null, '', '   ', 42, ['person-signing-up']]) {
      expect(await check(token)).toEqual({ ok: false, reason: 'missing' });
    }
    expect(received).toHaveLength(0);
  });
});

describe('captchaRequired', () => {
  test('asks for a captcha only in the tasks the setting names', () => {
    const recaptchaAllowedInTasks = ['sign_up', 'sign_in', 'forgot_password', 'contact_seller'];
    expect(captchaRequired('sign_up', recaptchaAllowedInTasks)).toBe(true);
    expect(captchaRequired('contact_seller', recaptchaAllowedInTasks)).toBe(true);
    expect(captchaRequired('edit_profile', recaptchaAllowedInTasks)).toBe(false);
    expect(captchaRequired('sign_up', [])).toBe(false);
  });
});
