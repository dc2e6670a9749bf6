import sharp from 'sharp';
import type { Random } from '../random.ts';

/**
 * The raw-pixel half of a demo picture: what a camera sees behind the subject (sky over hills and
 * grass, a sand arena, a plank wall, a studio sweep), with the texture and grain of a real photo so
 * the encoders work as hard as on an upload. The subject is drawn over it (shapes.ts).
 */
type Rgb = readonly [number, number, number];

export type Backdrop =
  | {
      kind: 'outdoor';
      skyTop: Rgb;
      skyBottom: Rgb;
      /** Clouds' share of the sky, 0 (clear) to 1 (overcast). */
      clouds: number;
      /** Where the ground starts, as a share of the height. */
      horizon: number;
      hills: Rgb;
      groundFar: Rgb;
      groundNear: Rgb;
      /** How patchy the ground is (grass ~30, sand ~14). */
      texture: number;
    }
  | { kind: 'wall'; plank: Rgb; floor: Rgb; floorFrom: number }
  | { kind: 'studio'; top: Rgb; bottom: Rgb };

export const WIDTH = 1024;
export const HEIGHT = 768;

/**
 * Smooth noise (0–255) with features `cellX` × `cellY` pixels, the way light and texture vary in a
 * photo; wide and flat cells make clouds.
 */
async function valueNoise(random: Random, cellX: number, cellY = cellX): Promise<Buffer> {
  const columns = Math.ceil(WIDTH / cellX) + 1;
  const rows = Math.ceil(HEIGHT / cellY) + 1;
  const cells = Buffer.alloc(columns * rows);
  for (let i = 0; i < cells.length; i++) cells[i] = Math.floor(random.next() * 256);
  return (
    sharp(cells, { raw: { width: columns, height: rows, channels: 1 } })
      .resize(WIDTH, HEIGHT, { kernel: 'cubic' })
      // Resizing turns one grey channel into three: keep one, indexed by pixel.
      .extractChannel(0)
      .raw()
      .toBuffer()
  );
}

const mix = (a: number, b: number, t: number) => a + (b - a) * t;

/** The backdrop as 3-channel raw pixels, WIDTH × HEIGHT. */
export async function paintBackdrop(backdrop: Backdrop, random: Random): Promise<Buffer> {
  const [coarse, fine, clouds] = await Promise.all([
    valueNoise(random, 90),
    valueNoise(random, 7),
    valueNoise(random, 220, 60),
  ]);
  // Clamped: shading may overshoot 0–255 and must saturate, not wrap around.
  const pixels = new Uint8ClampedArray(WIDTH * HEIGHT * 3);
  const paint = painter(backdrop, coarse, clouds);
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const p = y * WIDTH + x;
      paint(pixels, p * 3, x, y, ((coarse[p] ?? 128) - 128) / 128, ((fine[p] ?? 128) - 128) / 128);
    }
  }
  return Buffer.from(pixels.buffer);
}

type Paint = (out: Uint8ClampedArray, at: number, x: number, y: number, coarse: number, fine: number) => void;

/** Writes one pixel's colour from its place and two noise values (coarse light, fine texture), -1 to 1. */
function painter(backdrop: Backdrop, coarse: Buffer, cloudNoise: Buffer): Paint {
  if (backdrop.kind === 'studio') {
    const { top, bottom } = backdrop;
    return (out, at, x, y, c) => {
      const t = y / HEIGHT;
      const glow = 1 - Math.hypot(x / WIDTH - 0.5, t - 0.45) * 0.5;
      for (let i = 0; i < 3; i++) out[at + i] = mix(top[i] ?? 0, bottom[i] ?? 0, t) * glow + c * 4;
    };
  }
  if (backdrop.kind === 'wall') {
    const { plank, floor } = backdrop;
    const floorY = HEIGHT * backdrop.floorFrom;
    return (out, at, x, y, c, f) => {
      if (y >= floorY) {
        const light = 0.8 + (0.3 * (y - floorY)) / (HEIGHT - floorY);
        for (let i = 0; i < 3; i++) out[at + i] = (floor[i] ?? 0) * light + f * 10 + c * 6;
        return;
      }
      // Vertical planks, each a little lighter or darker, with grain along their length and a dark seam.
      const board = Math.floor(x / 86);
      const seam = x % 86 < 3 ? 0.55 : 1;
      const tone = 0.85 + ((board * 37) % 11) / 40 + Math.sin(y / 9 + board * 3 + c * 6) * 0.05;
      for (let i = 0; i < 3; i++) out[at + i] = (plank[i] ?? 0) * seam * tone + f * 8;
    };
  }
  const { skyTop, skyBottom, hills, groundFar, groundNear, clouds, texture } = backdrop;
  const horizonY = HEIGHT * backdrop.horizon;
  // The skyline of the distant hills, from the coarse noise of the first row.
  const hillTops = Array.from({ length: WIDTH }, (_, x) => horizonY - 60 - ((coarse[x] ?? 128) / 255) * 90);
  return (out, at, x, y, c, f) => {
    const hillTop = hillTops[x] ?? horizonY;
    if (y < hillTop) {
      const t = y / hillTop;
      // Soft, wide clouds where their noise is high: white on top, a little grey underneath.
      const n = ((cloudNoise[y * WIDTH + x] ?? 128) - 128) / 128;
      const cloud = Math.min(0.9, Math.max(0, n + clouds - 0.35) * 1.1);
      const white = 238 - Math.max(0, n) * 30 + c * 8;
      for (let i = 0; i < 3; i++) out[at + i] = mix(mix(skyTop[i] ?? 0, skyBottom[i] ?? 0, t), white, cloud);
      return;
    }
    if (y < horizonY) {
      // Distant hills: hazy, lighter toward the top.
      const t = (y - hillTop) / (horizonY - hillTop);
      for (let i = 0; i < 3; i++) {
        const hill = hills[i] ?? 0;
        out[at + i] = mix(mix(hill, skyBottom[i] ?? 0, 0.35), hill, t) + f * 6;
      }
      return;
    }
    const t = (y - horizonY) / (HEIGHT - horizonY);
    const grain = c * texture * 0.6 + f * texture * (0.3 + t);
    for (let i = 0; i < 3; i++) out[at + i] = mix(groundFar[i] ?? 0, groundNear[i] ?? 0, t) + grain;
  };
}

/** Sensor grain and a soft vignette over the finished picture, in place. */
export function addGrain(pixels: Buffer, channels: number, random: Random): void {
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const vignette = 1 - 0.22 * ((x / WIDTH - 0.5) ** 2 + (y / HEIGHT - 0.5) ** 2) * 2.4;
      const grain = (random.next() - 0.5) * 6;
      const p = (y * WIDTH + x) * channels;
      for (let i = 0; i < 3; i++) {
        const value = (pixels[p + i] ?? 0) * vignette + grain;
        pixels[p + i] = Math.max(0, Math.min(255, value));
      }
    }
  }
}
