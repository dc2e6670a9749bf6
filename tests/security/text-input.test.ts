import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { createUser } from '../../server/accounts/users.ts';
import { openConversation } from '../../server/chat/conversations.ts';
import { createLogger } from '../../server/infra/logger.ts';
import { type Actor, actorFor, newUser, publishedAd } from './support/actors.ts';
import { startSecuritySite } from './support/security-site.ts';

/**
 * Issue 27, findings 3 and 8: a NUL or another control character in any text field of the ad
 * form, the sign-up (profile) form, the company page and the chat is refused with a message (400,
 * not a 500), with what was typed kept; a title of invisible characters only and a lone surrogate
 * are refused too; and no log line carries the values of a URL's query or of a failed statement.
 * Messages are the English catalogue's.
 */
const CONTROL = 'This text contains a control character or a broken character that cannot be saved.';
const INVISIBLE = 'Write it with visible letters or numbers, not only spaces or invisible characters';
const SECRET = 'zafiro7741';
const LOG_FILE = path.join(tmpdir(), `galope-text-input-${process.pid}-${Date.now()}.log`);

let site: Awaited<ReturnType<typeof startSecuritySite>>;
let owner: Actor;
let company: Actor;
let guest: Actor;
let adSlug: string;
let conversationId: string;

beforeAll(async () => {
  // Both loggers write to one file: the pages' (built, it reads LOG_FILE) and the request log's.
  const levelBefore = process.env.LOG_LEVEL;
  process.env.LOG_LEVEL = 'info';
  const requestLogger = createLogger(pino.destination({ dest: LOG_FILE, sync: true }));
  site = await startSecuritySite({ env: { LOG_FILE }, requestLogger });
  process.env.LOG_LEVEL = levelBefore;
  delete process.env.LOG_FILE;
  const user = await newUser('Nuria Nula');
  owner = await actorFor('owner', user);
  guest = await actorFor('guest');
  adSlug = (await publishedAd(user.id)).slug;
  const companyUser = await createUser({
    email: `text-company-${Date.now()}@example.test`,
    name: 'Yeguada Limpia',
    passwordHash: null,
    accountType: 'company',
    locale: 'en',
    emailVerified: true,
  });
  if (!companyUser) throw new Error('company not created');
  company = await actorFor('user', companyUser);
  const conversation = await openConversation({ classifiedSlug: adSlug, buyerId: (await newUser('Berta')).id });
  if (!conversation.ok) throw new Error('no conversation');
  conversationId = conversation.window.chatWindowId;
});

afterAll(async () => {
  await site.close();
  await rm(LOG_FILE, { force: true });
});

async function post(url: string, actor: Actor, fields: Record<string, string>) {
  const body = new FormData();
  body.set('csrf', actor.csrf);
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  const response = await fetch(`${site.origin}${url}`, {
    method: 'POST',
    body,
    headers: { cookie: actor.cookie, origin: site.origin },
    redirect: 'manual',
  });
  return { status: response.status, html: await response.text(), requestId: response.headers.get('x-request-id') };
}

/** The form's field refused with `message`, every typed value still on the page. */
function refusedWith(answer: { status: number; html: string }, message: string, kept: string[]) {
  return {
    status: answer.status,
    message: answer.html.includes(message),
    kept: kept.filter((value) => !answer.html.includes(value)),
  };
}

const DETAILS = {
  intent: 'details',
  title: 'Yegua torda de seis años',
  description: 'Muy noble, domada a la vaquera, con salida a concurso.',
  price: '12500',
  horseName: 'Bruma',
  studbook: 'PRE',
  sire: 'Invasor',
  dam: 'Bonita',
  ueln: '724015000123456',
  microchip: '941000012345678',
};

describe('control characters in text fields', () => {
  test('every text field of the ad form answers 400 with the message, and keeps what was typed', async () => {
    const answers: Record<string, unknown> = {};
    for (const field of ['title', 'description', 'horseName', 'studbook', 'sire', 'dam', 'ueln', 'microchip']) {
      const fields = { ...DETAILS, [field]: `${DETAILS[field as keyof typeof DETAILS]}\u0000${SECRET}` };
      const answer = await post(`/en/s/${adSlug}/edit?step=details&secret=${SECRET}`, owner, fields);
      const kept = [DETAILS.title, DETAILS.description].filter((value) => !fields[field as 'title'].startsWith(value));
      answers[field] = refusedWith(answer, CONTROL, kept);
    }
    const category = await post(`/en/s/${adSlug}/edit?step=category`, owner, {
      intent: 'category',
      subcategory: `sport_horses\u0000`,
    });
    answers.subcategory = refusedWith(category, CONTROL, []);
    for (const field of ['province', 'town']) {
      const answer = await post(`/en/s/${adSlug}/edit?step=location`, owner, {
        intent: 'location',
        province: 'sevilla',
        [field]: 'sevilla\u0007',
      });
      answers[field] = refusedWith(answer, CONTROL, []);
    }
    expect(answers).toEqual(
      Object.fromEntries(Object.keys(answers).map((field) => [field, { status: 400, message: true, kept: [] }])),
    );
  });

  test('a tab and new lines are fine in the description, an escape character is not', async () => {
    const answer = await post(`/en/s/${adSlug}/edit?step=details`, owner, {
      ...DETAILS,
      description: `${DETAILS.description}\r\n\tSe enseña en Sevilla.\u001b[31m`,
    });
    expect(refusedWith(answer, CONTROL, [DETAILS.title])).toEqual({ status: 400, message: true, kept: [] });
  });

  test('the guest ad form and the sign-up form refuse a NUL in the name or the title', async () => {
    const account = {
      name: 'Nico Nulo',
      email: `nul-${Date.now()}@example.test`,
      password: 'una clave larga 2024',
      confirmPassword: 'una clave larga 2024',
      acceptTerms: 'on',
    };
    const signUp = await post('/en/sign-up', guest, { ...account, name: 'Nico\u0000Nulo' });
    const guestAd = await post('/en/s/add-guest', guest, {
      ...account,
      type: 'offer',
      subcategory: 'sport_horses',
      title: `Yegua\u0000 ${SECRET}`,
      description: DETAILS.description,
      province: 'sevilla',
    });
    expect([
      refusedWith(signUp, CONTROL, [account.email]),
      refusedWith(guestAd, CONTROL, [DETAILS.description]),
    ]).toEqual([
      { status: 400, message: true, kept: [] },
      { status: 400, message: true, kept: [] },
    ]);
  });

  test('every text field of the company page answers 400 with the message', async () => {
    const profile = {
      title: 'Yeguada Limpia',
      description: 'Cría de caballos de pura raza española.',
      position: 'Gerente',
      companyUrl: 'https://yeguada.example.com',
      'social[0].type': 'instagram',
      'social[0].link': 'https://instagram.com/yeguada',
    };
    const answers: Record<string, unknown> = {};
    for (const field of Object.keys(profile).filter((name) => name !== 'social[0].type')) {
      const fields = { ...profile, [field]: `${profile[field as keyof typeof profile]}\u0000` };
      answers[field] = refusedWith(await post('/en/user/settings/company', company, fields), CONTROL, []);
    }
    expect(answers).toEqual(
      Object.fromEntries(Object.keys(answers).map((field) => [field, { status: 400, message: true, kept: [] }])),
    );
  });

  test('the chat API refuses a NUL in what it is sent with 400 and a message', async () => {
    const call = async (url: string, body: string) => {
      const response = await fetch(`${site.origin}${url}`, {
        method: 'POST',
        body,
        headers: {
          cookie: owner.cookie,
          origin: site.origin,
          'x-csrf-token': owner.csrf,
          'content-type': 'application/json',
        },
      });
      return { status: response.status, message: typeof ((await response.json()) as { message?: unknown }).message };
    };
    expect(await call(`/api/chat/windows/${conversationId}/report`, JSON.stringify({ reason: 'spam\u0000' }))).toEqual({
      status: 400,
      message: 'string',
    });
    expect(await call('/api/chat/windows', JSON.stringify({ classified: `${adSlug}\u0000` }))).toEqual({
      status: 400,
      message: 'string',
    });
  });
});

test('the ad report note answers 400 with the message', async () => {
  const reader = await actorFor('user', await newUser('Rita Reporta'));
  const answer = await post(`/en/s/${adSlug}/report`, reader, { reason: 'other', note: 'Foto robada\u0000' });
  expect([answer.status, answer.html.includes(CONTROL)]).toEqual([400, true]);
});

describe('invisible and broken text', () => {
  test('a title of zero-width and bidi characters only is refused', async () => {
    const answer = await post(`/en/s/${adSlug}/edit?step=details`, owner, {
      ...DETAILS,
      title: '\u200b\u200c\u200d\u2060\u202e\u2066\u2069\u200f\ufeff',
    });
    expect(refusedWith(answer, INVISIBLE, [DETAILS.description])).toEqual({ status: 400, message: true, kept: [] });
    const companyTitle = await post('/en/user/settings/company', company, { title: '\u200b\u200b\u200b\u200b' });
    expect(refusedWith(companyTitle, INVISIBLE, [])).toEqual({ status: 400, message: true, kept: [] });
  });

  test('a lone surrogate (half an emoji, sent as JSON) is refused', async () => {
    const response = await fetch(`${site.origin}/api/chat/windows/${conversationId}/report`, {
      method: 'POST',
      // JSON can carry what a form's UTF-8 cannot: a high surrogate with no low one after it.
      body: '{"reason":"spam \\ud83d"}',
      headers: {
        cookie: owner.cookie,
        origin: site.origin,
        'x-csrf-token': owner.csrf,
        'content-type': 'application/json',
      },
    });
    expect(response.status).toBe(400);
  });
});

describe('log lines', () => {
  test('no line carries a query value or a typed value, and none is an error', async () => {
    const form = await post(`/en/s/${adSlug}/edit?step=details&secret=${SECRET}`, owner, {
      ...DETAILS,
      sire: `x\u0000${SECRET}`,
    });
    const search = await fetch(`${site.origin}/search?q=${SECRET}%00&token=${SECRET}`);
    const api = await fetch(`${site.origin}/api/chat/windows?token=${SECRET}`, {
      method: 'POST',
      body: '{"classified":',
      headers: {
        cookie: owner.cookie,
        origin: site.origin,
        'x-csrf-token': owner.csrf,
        'content-type': 'application/json',
      },
    });
    // Each request's line is written once its answer has gone out: read the file when all three are in.
    const ids = [form.requestId, search.headers.get('x-request-id'), api.headers.get('x-request-id')];
    const lines = await vi.waitFor(async () => {
      const written = (await readFile(LOG_FILE, 'utf8')).split('\n').filter(Boolean);
      for (const id of ids) expect(written.some((line) => line.includes(`"requestId":"${id}"`))).toBe(true);
      return written;
    });
    expect(lines.filter((line) => line.includes(SECRET))).toEqual([]);
    expect(lines.filter((line) => (JSON.parse(line) as { level: number }).level >= 50)).toEqual([]);
  });
});
