import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createDraft } from '../../server/ads/ad-drafts.ts';
import { FORM_BODY_MAX_BYTES } from '../../server/http/body-limits.ts';
import { type Actor, actorFor, newUser, publishedAd } from './support/actors.ts';
import { startSecuritySite } from './support/security-site.ts';

/**
 * Issue 27 finding 2: a body is bounded before it is read. 300 MB sent without a length
 * (chunked) or with a length over the route's limit, to every upload form and to plain forms,
 * is answered 413 at its limit while the server's memory stays flat. The CSRF token travels in
 * the header, as the attack sent it: a valid token is no reason to read more.
 */
const ATTACK_BYTES = 300 * 1024 * 1024;
const CHUNK = new Uint8Array(64 * 1024);
const MB = 1024 * 1024;

let site: Awaited<ReturnType<typeof startSecuritySite>>;
let owner: Actor;
let guest: Actor;
let adSlug: string;
let draftId: string;

beforeAll(async () => {
  site = await startSecuritySite();
  const user = await newUser('Paca Pesada');
  owner = await actorFor('owner', user);
  guest = await actorFor('guest');
  adSlug = (await publishedAd(user.id)).slug;
  draftId = (await createDraft({ ownerId: user.id, language: 'es', type: 'offer' })).id;
});

afterAll(() => site.close());

/** A multipart body that starts like a photo and goes on with zeros, made as it is sent. */
function attackBody(counter: { sent: number }): ReadableStream<Uint8Array> {
  const head = new TextEncoder().encode(
    '--x\r\nContent-Disposition: form-data; name="photos"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n',
  );
  return new ReadableStream({
    start(controller) {
      controller.enqueue(head);
      counter.sent += head.length;
    },
    pull(controller) {
      if (counter.sent >= ATTACK_BYTES) return controller.close();
      controller.enqueue(CHUNK);
      counter.sent += CHUNK.length;
    },
  });
}

/** Sends the 300 MB body; resolves with the status, or 'reset' when only the connection closed. */
async function attack(path: string, actor: Actor, declared?: number) {
  const counter = { sent: 0 };
  const headers: Record<string, string> = {
    cookie: actor.cookie,
    origin: site.origin,
    'x-csrf-token': actor.csrf,
    'content-type': 'multipart/form-data; boundary=x',
  };
  if (declared !== undefined) headers['content-length'] = String(declared);
  const status = await fetch(`${site.origin}${path}`, {
    method: 'POST',
    headers,
    body: attackBody(counter),
    duplex: 'half',
    redirect: 'manual',
  } as RequestInit).then(
    async (response) => {
      await response.text().catch(() => '');
      return response.status;
    },
    () => 'reset' as const,
  );
  return { status, sent: counter.sent };
}

function uploadRoutes() {
  return [
    `/s/add?ad=${draftId}&step=media`,
    `/en/s/${adSlug}/edit?step=media`,
    '/user/settings',
    '/pt/user/settings/company',
  ];
}

function formRoutes() {
  return [`/s/${adSlug}`, '/en/user/settings/change-password', '/cat/user/notifications'];
}

describe('request bodies', () => {
  test('300 MB chunked to each upload form and to plain forms: 413 at the limit, memory flat', async () => {
    const rssBefore = process.memoryUsage().rss;
    const answers: Record<string, unknown> = {};
    for (const path of [...uploadRoutes(), ...formRoutes()]) {
      const { status, sent } = await attack(path, owner);
      // Reading stopped at the limit: the sender could not push much more than the socket buffers hold.
      answers[path] = { status, stoppedEarly: sent < FORM_BODY_MAX_BYTES + 32 * MB };
    }
    const { status, sent } = await attack('/s/add-guest', guest);
    answers['/s/add-guest'] = { status, stoppedEarly: sent < FORM_BODY_MAX_BYTES + 32 * MB };
    const grownMb = (process.memoryUsage().rss - rssBefore) / MB;
    expect(answers).toEqual(
      Object.fromEntries(Object.keys(answers).map((path) => [path, { status: 413, stoppedEarly: true }])),
    );
    expect(grownMb).toBeLessThan(50);
  });

  test('a Content-Length over the limit is answered 413 before a byte of the body is read', async () => {
    const rssBefore = process.memoryUsage().rss;
    const answers: Record<string, unknown> = {};
    for (const path of [...uploadRoutes(), ...formRoutes()]) {
      const { status, sent } = await attack(path, owner, ATTACK_BYTES);
      answers[path] = { status, stoppedEarly: sent < 32 * MB };
    }
    expect(answers).toEqual(
      Object.fromEntries(Object.keys(answers).map((path) => [path, { status: 413, stoppedEarly: true }])),
    );
    expect((process.memoryUsage().rss - rssBefore) / MB).toBeLessThan(50);
  });

  test('a plain form just over 1 MB is refused, an upload form of that size is read', async () => {
    const body = (bytes: number) => {
      const form = new FormData();
      form.set('intent', 'photos');
      form.set('photos', new File([new Uint8Array(bytes)], 'a.jpg', { type: 'image/jpeg' }));
      return form;
    };
    const send = (path: string, form: FormData) =>
      fetch(`${site.origin}${path}`, {
        method: 'POST',
        body: form,
        headers: { cookie: owner.cookie, origin: site.origin, 'x-csrf-token': owner.csrf },
        redirect: 'manual',
      }).then((response) => response.status);
    expect(await send(`/s/${adSlug}`, body(FORM_BODY_MAX_BYTES))).toBe(413);
    // The photo is no image: the form read it and said so (400), it was not cut off (413).
    expect(await send(`/en/s/${adSlug}/edit?step=media`, body(2 * MB))).toBe(400);
  });
});
