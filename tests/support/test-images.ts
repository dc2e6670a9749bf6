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

/** Smooth random values at `cell`-pixel scale, the way texture varies in a photo. */
async function valueNoise({
  width,
  height,
  cell,
  seed,
}: {
  width: number;
  height: number;
  cell: number;
  seed: number;
}) {
  const columns = Math.ceil(width / cell) + 1;
  const rows = Math.ceil(height / cell) + 1;
  const cells = Buffer.alloc(columns * rows);
  let state = seed;
  for (let i = 0; i < cells.length; i++) {
    state = xorshift(state);
    cells[i] = state & 0xff;
  }
  return sharp(cells, { raw: { width: columns, height: rows, channels: 1 } })
    .resize(width, height, { kernel: 'cubic' })
    .raw()
    .toBuffer();
}

function xorshift(state: number): number {
  let next = state ^ (state << 13);
  next ^= next >>> 17;
  return next ^ (next << 5);
}

/**
 * A JPEG that compresses like a phone photo (sky over hills of textured grass, with sensor grain):
 * flat test images encode many times faster than real ones and would flatter a benchmark. About
 * 3 MB at 4000 × 3000. `exif` adds camera tags that outputs must not carry.
 */
export async function photoJpeg({
  width,
  height,
  exif = false,
}: {
  width: number;
  height: number;
  exif?: boolean;
}): Promise<Buffer> {
  const [hills, patches, blades] = await Promise.all([
    valueNoise({ width, height, cell: Math.max(2, width / 25), seed: 1 }),
    valueNoise({ width, height, cell: Math.max(2, width / 160), seed: 2 }),
    valueNoise({ width, height, cell: Math.max(2, width / 800), seed: 3 }),
  ]);
  const pixels = new Uint8ClampedArray(width * height * 3);
  let state = 0x9e3779b9;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      state = xorshift(state);
      const p = y * width + x;
      const i = p * 3;
      const grain = ((state & 0xff) - 128) / 20;
      const horizon = height * (0.42 + ((hills[x] ?? 128) - 128) / 1000);
      if (y < horizon) {
        const t = y / height;
        pixels[i] = 110 + 90 * t + ((hills[p] ?? 128) - 128) * 0.2 + grain;
        pixels[i + 1] = 150 + 70 * t + grain;
        pixels[i + 2] = 225 + grain;
      } else {
        const t = (y - horizon) / (height - horizon);
        const texture = ((patches[p] ?? 128) - 128) * 0.35 + ((blades[p] ?? 128) - 128) * 0.45;
        pixels[i] = 95 - 45 * t + texture * 0.8 + grain;
        pixels[i + 1] = 125 - 50 * t + texture + grain;
        pixels[i + 2] = 55 - 25 * t + texture * 0.5 + grain;
      }
    }
  }
  const image = sharp(Buffer.from(pixels.buffer), { raw: { width, height, channels: 3 } });
  if (exif) image.withExif({ IFD0: { Make: 'Galope Test Camera', Copyright: 'Test Owner' } });
  return image.jpeg({ quality: 90 }).toBuffer();
}

/**
 * A JPEG of large coloured shapes on a textured ground, different for each `seed`: a picture with
 * structure in every direction, as a real photo has, for the perceptual-hash tests (a flat or
 * sky-over-field picture carries too little for a fingerprint).
 */
export function shapesJpeg({ seed, width = 1200, height = 900 }: { seed: number; width?: number; height?: number }) {
  const pixels = Buffer.alloc(width * height * 3);
  let state = seed * 0x9e3779b1 || 1;
  const random = () => {
    state = xorshift(state);
    return (state >>> 0) / 0xffffffff;
  };
  const ground = [random() * 255, random() * 255, random() * 255];
  for (let p = 0; p < width * height; p++) {
    const grain = ((p * 2654435761) >>> 24) % 9;
    for (let c = 0; c < 3; c++) pixels[p * 3 + c] = (ground[c] ?? 0) * 0.6 + grain;
  }
  for (let shape = 0; shape < 14; shape++) {
    const cx = random() * width;
    const cy = random() * height;
    const rx = (0.05 + random() * 0.2) * width;
    const ry = (0.05 + random() * 0.2) * height;
    const round = random() < 0.5;
    const colour = [random() * 255, random() * 255, random() * 255];
    for (let y = Math.max(0, Math.floor(cy - ry)); y < Math.min(height, cy + ry); y++) {
      for (let x = Math.max(0, Math.floor(cx - rx)); x < Math.min(width, cx + rx); x++) {
        if (round && ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 > 1) continue;
        const i = (y * width + x) * 3;
        for (let c = 0; c < 3; c++) pixels[i + c] = colour[c] ?? 0;
      }
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 88 })
    .toBuffer();
}
