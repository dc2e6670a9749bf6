import { deflateRawSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { getDb } from '../../server/db/client.ts';
import { classifiedMedia, users } from '../../server/db/tables.ts';
import { landscapeJpeg, png, pngClaiming } from '../support/test-images.ts';
import { type Actor, actorFor, newUser, publishedAd } from './support/actors.ts';
import { startSecuritySite } from './support/security-site.ts';

/**
 * Hostile files sent through the real upload forms (ad photos, ad video, profile photo): each is
 * refused with its message and nothing is stored. Messages are the English catalogue's (spec §5).
 */
const FORMAT = 'Please upload an image (JPG, PNG, WEBP)';
const AVATAR_FORMAT = 'Please upload an image (JPG, PNG)';
const PIXELS = 'This image has too many pixels. Use one of at most 50 megapixels.';
const VIDEO = 'Please upload an image or video';

let site: Awaited<ReturnType<typeof startSecuritySite>>;
let owner: Actor;
let adSlug: string;
let adId: string;

beforeAll(async () => {
  site = await startSecuritySite();
  const user = await newUser('Olga Dueña');
  owner = await actorFor('owner', user);
  const ad = await publishedAd(user.id);
  adSlug = ad.slug;
  adId = ad.id;
});

afterAll(() => site.close());

/** A one-file zip archive (local header, data, central directory, end record). */
function zipOf(name: string, content: Buffer): Buffer {
  const data = deflateRawSync(content);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(content.length, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(content.length, 24);
  central.writeUInt16LE(name.length, 28);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(46 + name.length, 12);
  end.writeUInt32LE(30 + name.length + data.length, 16);
  return Buffer.concat([local, Buffer.from(name), data, central, Buffer.from(name), end]);
}

/** A real small JPEG whose frame header claims `width` × `height`. */
async function jpegClaiming(width: number, height: number): Promise<Buffer> {
  const jpeg = Buffer.from(await landscapeJpeg({ width: 64, height: 48 }));
  const frame = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
  jpeg.writeUInt16BE(height, frame + 5);
  jpeg.writeUInt16BE(width, frame + 7);
  return jpeg;
}

async function hostileFiles(): Promise<{ name: string; type: string; bytes: Buffer; message: string }[]> {
  const jpeg = await landscapeJpeg({ width: 200, height: 150 });
  const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
    .gif()
    .toBuffer();
  const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>';
  return [
    {
      name: 'random.jpg',
      type: 'image/jpeg',
      bytes: Buffer.from(crypto.getRandomValues(new Uint8Array(4096))),
      message: FORMAT,
    },
    { name: 'page.jpg', type: 'image/jpeg', bytes: Buffer.from('<html><body>hola</body></html>'), message: FORMAT },
    {
      name: 'invoice.jpg',
      type: 'image/jpeg',
      bytes: Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF'),
      message: FORMAT,
    },
    { name: 'drawing.svg', type: 'image/svg+xml', bytes: Buffer.from(svg), message: FORMAT },
    { name: 'drawing.jpg', type: 'image/jpeg', bytes: Buffer.from(svg), message: FORMAT },
    {
      name: 'photo-zip.jpg',
      type: 'image/jpeg',
      bytes: Buffer.concat([jpeg, zipOf('x.html', Buffer.from('<b>hi</b>'))]),
      message: FORMAT,
    },
    {
      name: 'photo-html.jpg',
      type: 'image/jpeg',
      bytes: Buffer.concat([jpeg, Buffer.from('<script>alert(1)</script>')]),
      message: FORMAT,
    },
    {
      name: 'gifar.jpg',
      type: 'image/jpeg',
      bytes: Buffer.concat([gif, zipOf('Main.class', Buffer.from([0xca, 0xfe, 0xba, 0xbe]))]),
      message: FORMAT,
    },
    { name: 'truncated.jpg', type: 'image/jpeg', bytes: jpeg.subarray(0, 400), message: FORMAT },
    // A zip bomb: a megabyte-sized archive of zeros that unpacks a thousand times larger.
    {
      name: 'bomb.jpg',
      type: 'image/jpeg',
      bytes: zipOf('zeros.bin', Buffer.alloc(64 * 1024 * 1024)),
      message: FORMAT,
    },
    // Decompression bombs: tiny files whose headers claim 30000 × 30000 and 65000 × 65000 pixels.
    { name: 'huge.png', type: 'image/png', bytes: pngClaiming({ width: 30_000, height: 30_000 }), message: PIXELS },
    { name: 'huge.jpg', type: 'image/jpeg', bytes: await jpegClaiming(65_000, 65_000), message: PIXELS },
  ];
}

async function send(
  url: string,
  fields: Record<string, string>,
  file: { field: string; name: string; type: string; bytes: Buffer },
) {
  const body = new FormData();
  body.set('csrf', owner.csrf);
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  body.set(file.field, new File([new Uint8Array(file.bytes)], file.name, { type: file.type }));
  const response = await fetch(`${site.origin}${url}`, {
    method: 'POST',
    body,
    headers: { cookie: owner.cookie, origin: site.origin },
    redirect: 'manual',
  });
  return { status: response.status, html: await response.text() };
}

async function storedMedia() {
  return getDb().select({ id: classifiedMedia.id }).from(classifiedMedia).where(eq(classifiedMedia.classifiedId, adId));
}

describe('upload fuzzing', () => {
  test('ad photos: every hostile file is refused with its message, and nothing is stored', async () => {
    const before = await storedMedia();
    const answers: Record<string, string> = {};
    const expected: Record<string, string> = {};
    for (const file of await hostileFiles()) {
      const { status, html } = await send(
        `/en/s/${adSlug}/edit?step=media`,
        { intent: 'photos' },
        { field: 'photos', ...file },
      );
      answers[file.name] = `${status} ${html.includes(file.message) ? file.message : 'no message'}`;
      expected[file.name] = `400 ${file.message}`;
    }
    expect(answers).toEqual(expected);
    expect(await storedMedia()).toEqual(before);
  });

  test('the same form stores a real photo (the refusals are not refusing everything)', async () => {
    const before = await storedMedia();
    const { status } = await send(
      `/en/s/${adSlug}/edit?step=media`,
      { intent: 'photos' },
      { field: 'photos', name: 'horse.png', type: 'image/png', bytes: await png({ width: 400, height: 300 }) },
    );
    expect(status).toBe(302);
    expect((await storedMedia()).length).toBe(before.length + 1);
  });

  test('ad video: HTML, a picture or a PDF named .mp4 is not a video', async () => {
    const before = await storedMedia();
    for (const bytes of [
      Buffer.from('<html><script>alert(1)</script></html>'),
      await png(),
      Buffer.from('%PDF-1.4\n'),
    ]) {
      const { status, html } = await send(
        `/en/s/${adSlug}/edit?step=media`,
        { intent: 'video' },
        { field: 'video', name: 'ride.mp4', type: 'video/mp4', bytes },
      );
      expect([status, html.includes(VIDEO)]).toEqual([400, true]);
    }
    expect(await storedMedia()).toEqual(before);
  });

  test('profile photo: hostile files are refused and the avatar stays unset', async () => {
    const files = (await hostileFiles()).filter((file) =>
      ['invoice.jpg', 'drawing.svg', 'photo-zip.jpg', 'photo-html.jpg', 'huge.png'].includes(file.name),
    );
    for (const file of files) {
      const message = file.message === FORMAT ? AVATAR_FORMAT : file.message;
      const { status, html } = await send('/en/user/settings', { intent: 'avatar' }, { field: 'avatar', ...file });
      expect([file.name, status, html.includes(message)]).toEqual([file.name, 400, true]);
    }
    const [user] = await getDb()
      .select({ avatarKey: users.avatarKey })
      .from(users)
      .where(eq(users.id, owner.user?.id ?? ''));
    expect(user?.avatarKey).toBeNull();
  });
});
