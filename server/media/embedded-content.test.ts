import { deflateRawSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { jpegWithOrientation, photoJpeg, png } from '../../tests/support/test-images.ts';
import { carriesEmbeddedContent } from './embedded-content.ts';

/** A one-file zip archive, the way zip tools lay it out: entry, central directory, end record. */
function zipOf(name: string, text: string): Buffer {
  const data = deflateRawSync(Buffer.from(text));
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(name.length, 28);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 10);
  return Buffer.concat([local, Buffer.from(name), data, central, Buffer.from(name), end]);
}

describe('carriesEmbeddedContent', () => {
  test('a plain photo carries nothing else', async () => {
    expect(carriesEmbeddedContent(await jpegWithOrientation({ width: 400, height: 300, orientation: 1 }))).toBe(false);
    expect(carriesEmbeddedContent(await png({ width: 300, height: 200 }))).toBe(false);
    // Compressed photo data is close to random: about 1 MB of it matches no marker.
    expect(carriesEmbeddedContent(await photoJpeg({ width: 2000, height: 1500, exif: true }))).toBe(false);
  });

  test('finds a zip or Java archive appended to a photo', async () => {
    const jpeg = await jpegWithOrientation({ width: 40, height: 30, orientation: 1 });
    expect(carriesEmbeddedContent(Buffer.concat([jpeg, zipOf('Main.class', 'cafebabe')]))).toBe(true);
  });

  test('finds HTML, script, PHP and PDF inside a picture', async () => {
    const picture = await png();
    for (const payload of [
      '<html><body>hi</body></html>',
      '<SCRIPT>alert(1)</SCRIPT>',
      '<?php system($_GET["c"]); ?>',
      '%PDF-1.7\n1 0 obj',
      '<a href="javascript:alert(1)">',
    ]) {
      expect(carriesEmbeddedContent(Buffer.concat([picture, Buffer.from(payload)])), payload).toBe(true);
    }
  });
});
