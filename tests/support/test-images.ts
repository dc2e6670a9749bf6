import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** A real photo-like JPEG, `width` × `height` as stored, with an EXIF orientation tag. */
export function jpegWithOrientation({
  width,
  height,
  orientation,
}: {
  width: number;
  height: number;
  orientation: number;
}) {
  return sharp({ create: { width, height, channels: 3, background: '#8a5a2b' } })
    .jpeg()
    .withMetadata({ orientation })
    .toBuffer();
}

export function png({ width = 40, height = 30 }: { width?: number; height?: number } = {}) {
  return sharp({ create: { width, height, channels: 3, background: '#1f5c43' } })
    .png()
    .toBuffer();
}

export function webp() {
  return sharp({ create: { width: 20, height: 20, channels: 3, background: '#ffffff' } })
    .webp()
    .toBuffer();
}

/**
 * A tiny PNG whose header claims `width` × `height` pixels: a decompression bomb's shape,
 * without the memory to build a real one.
 */
export function pngClaiming({ width, height }: { width: number; height: number }): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.alloc(0)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A JPEG that looks like a landscape photo (sky over a green field), for covers and ad photos. */
export function landscapeJpeg({ width = 1600, height = 600 }: { width?: number; height?: number } = {}) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const horizon = height * 0.55 + Math.sin(x / 90) * 18;
      if (y < horizon) {
        const t = y / horizon;
        pixels[i] = 150 + 60 * t;
        pixels[i + 1] = 190 + 40 * t;
        pixels[i + 2] = 235;
      } else {
        const t = (y - horizon) / (height - horizon);
        pixels[i] = 70 - 30 * t;
        pixels[i + 1] = 120 - 40 * t + ((x * 7 + y * 3) % 11);
        pixels[i + 2] = 50 - 20 * t;
      }
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}
