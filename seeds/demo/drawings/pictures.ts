import sharp from 'sharp';
import { createRandom } from '../random.ts';
import { addGrain, type Backdrop, HEIGHT, paintBackdrop, WIDTH } from './backdrops.ts';
import {
  bales,
  boots,
  bottles,
  bridles,
  type Coat,
  farmhouse,
  fence,
  groomingKit,
  helmet,
  horse,
  horseHead,
  horseshoes,
  jacket,
  jump,
  SOFT_FILTER,
  sacks,
  saddle,
  stableBlock,
  trailer,
  tree,
} from './shapes.ts';

/** What a demo picture shows; the ads pick their photos by these. */
export type PictureTag =
  | 'horse'
  | 'arena'
  | 'foal'
  | 'portrait'
  | 'pony'
  | 'rug'
  | 'saddle'
  | 'tack'
  | 'helmet'
  | 'boots'
  | 'jacket'
  | 'feed'
  | 'hay'
  | 'grooming'
  | 'hoof'
  | 'bottles'
  | 'stable'
  | 'trailer'
  | 'property'
  | 'paddock'
  | 'trail';

export interface PictureSpec {
  key: string;
  tags: readonly PictureTag[];
  /** The coat of the horse or pony shown, so an ad's photos match the coat it states. */
  coat?: Coat;
  backdrop: Backdrop;
  subject: string;
}

const SPRING: Backdrop = {
  kind: 'outdoor',
  skyTop: [92, 146, 212],
  skyBottom: [192, 214, 236],
  clouds: 0.3,
  horizon: 0.5,
  hills: [84, 116, 92],
  groundFar: [112, 142, 70],
  groundNear: [66, 108, 38],
  texture: 30,
};
const DRY: Backdrop = {
  kind: 'outdoor',
  skyTop: [64, 126, 208],
  skyBottom: [200, 216, 232],
  clouds: 0.1,
  horizon: 0.52,
  hills: [146, 136, 108],
  groundFar: [194, 172, 112],
  groundNear: [168, 138, 78],
  texture: 26,
};
const EVENING: Backdrop = {
  kind: 'outdoor',
  skyTop: [86, 104, 168],
  skyBottom: [240, 188, 138],
  clouds: 0.35,
  horizon: 0.54,
  hills: [86, 78, 92],
  groundFar: [122, 120, 62],
  groundNear: [78, 88, 40],
  texture: 28,
};
const NORTH: Backdrop = {
  kind: 'outdoor',
  skyTop: [158, 168, 180],
  skyBottom: [206, 210, 214],
  clouds: 0.8,
  horizon: 0.48,
  hills: [64, 98, 78],
  groundFar: [78, 122, 58],
  groundNear: [46, 94, 38],
  texture: 32,
};
const ARENA: Backdrop = {
  kind: 'outdoor',
  skyTop: [96, 150, 214],
  skyBottom: [196, 216, 236],
  clouds: 0.25,
  horizon: 0.46,
  hills: [66, 94, 66],
  groundFar: [198, 178, 142],
  groundNear: [178, 152, 112],
  texture: 14,
};
const YARD: Backdrop = {
  ...SPRING,
  horizon: 0.62,
  groundFar: [150, 146, 136],
  groundNear: [124, 120, 112],
  texture: 16,
};
const TACK_ROOM: Backdrop = { kind: 'wall', plank: [124, 86, 54], floor: [92, 88, 82], floorFrom: 0.8 };
const PALE_WALL: Backdrop = { kind: 'wall', plank: [206, 200, 188], floor: [120, 112, 100], floorFrom: 0.78 };
const STUDIO: Backdrop = { kind: 'studio', top: [238, 236, 232], bottom: [196, 194, 190] };

const RIDER_NAVY = { jacket: '#1f2a44', breeches: '#f1eee6', helmet: '#15171c' };
const RIDER_GREEN = { jacket: '#2f4a34', breeches: '#d9cdb4', helmet: '#3a2a1c' };

const trees = (y: number, leaves = '#3f6133') =>
  tree({ x: 90, y, size: 90, leaves }) + tree({ x: 930, y: y + 10, size: 110, leaves });
const olives = (y: number) =>
  tree({ x: 120, y, size: 60, leaves: '#6f7d4a' }) + tree({ x: 880, y, size: 70, leaves: '#6f7d4a' });

/**
 * The demo's pictures. Each is drawn once and its variants reused by every ad that shows it, so
 * more pictures make the site livelier but the first start slower (~0.5 s each on two cores).
 */
export const PICTURES: readonly PictureSpec[] = [
  // Horses in a field, one or two per coat.
  {
    key: 'bay-spring',
    tags: ['horse'],
    coat: 'bay',
    backdrop: SPRING,
    subject: trees(420) + horse({ x: 520, y: 600, scale: 1.5, coat: 'bay' }),
  },
  {
    key: 'chestnut-spring',
    tags: ['horse'],
    coat: 'chestnut',
    backdrop: SPRING,
    subject: horse({ x: 540, y: 610, scale: 1.55, coat: 'chestnut', markings: true }),
  },
  {
    key: 'grey-dry',
    tags: ['horse'],
    coat: 'grey',
    backdrop: DRY,
    subject: olives(430) + horse({ x: 510, y: 600, scale: 1.5, coat: 'grey' }),
  },
  {
    key: 'black-spring',
    tags: ['horse'],
    coat: 'black',
    backdrop: SPRING,
    subject: trees(420) + horse({ x: 500, y: 600, scale: 1.5, coat: 'black', facing: 'left' }),
  },
  {
    key: 'palomino-dry',
    tags: ['horse'],
    coat: 'palomino',
    backdrop: DRY,
    subject: horse({ x: 520, y: 600, scale: 1.45, coat: 'palomino' }),
  },
  {
    key: 'pinto-north',
    tags: ['horse'],
    coat: 'pinto',
    backdrop: NORTH,
    subject: trees(410, '#2f5530') + horse({ x: 510, y: 610, scale: 1.45, coat: 'pinto', facing: 'left' }),
  },
  // In the arena, some with a rider or over a fence.
  {
    key: 'bay-arena',
    tags: ['horse', 'arena'],
    coat: 'bay',
    backdrop: ARENA,
    subject:
      fence({ y: 330, colour: '#f4f4f0' }) + horse({ x: 500, y: 640, scale: 1.35, coat: 'bay', rider: RIDER_NAVY }),
  },
  {
    key: 'grey-arena',
    tags: ['horse', 'arena'],
    coat: 'grey',
    backdrop: ARENA,
    subject:
      fence({ y: 330, colour: '#f4f4f0' }) +
      jump({ x: 640, y: 470, colour: '#c7302b' }) +
      horse({ x: 380, y: 650, scale: 1.25, coat: 'grey', rider: RIDER_NAVY }),
  },
  {
    key: 'chestnut-arena',
    tags: ['horse', 'arena'],
    coat: 'chestnut',
    backdrop: ARENA,
    subject:
      fence({ y: 330, colour: '#e9e1cf' }) +
      jump({ x: 120, y: 470, colour: '#1d5fa6' }) +
      horse({ x: 620, y: 650, scale: 1.25, coat: 'chestnut', facing: 'left' }),
  },
  {
    key: 'black-arena',
    tags: ['horse', 'arena'],
    coat: 'black',
    backdrop: ARENA,
    subject:
      fence({ y: 330, colour: '#f4f4f0' }) + horse({ x: 520, y: 640, scale: 1.35, coat: 'black', rider: RIDER_GREEN }),
  },
  // Mares with their foals.
  {
    key: 'bay-foal',
    tags: ['horse', 'foal'],
    coat: 'bay',
    backdrop: SPRING,
    subject:
      trees(420) +
      horse({ x: 420, y: 590, scale: 1.2, coat: 'bay' }) +
      horse({ x: 720, y: 640, scale: 0.7, coat: 'bay', facing: 'left' }),
  },
  {
    key: 'chestnut-foal',
    tags: ['horse', 'foal'],
    coat: 'chestnut',
    backdrop: DRY,
    subject:
      olives(430) +
      horse({ x: 600, y: 590, scale: 1.2, coat: 'chestnut', facing: 'left', markings: true }) +
      horse({ x: 300, y: 640, scale: 0.68, coat: 'chestnut' }),
  },
  {
    key: 'grey-foal',
    tags: ['horse', 'foal'],
    coat: 'grey',
    backdrop: NORTH,
    subject:
      horse({ x: 430, y: 600, scale: 1.2, coat: 'grey' }) +
      horse({ x: 740, y: 650, scale: 0.7, coat: 'black', facing: 'left' }),
  },
  // Close portraits: stallions for the semen ads and breeders.
  {
    key: 'grey-portrait',
    tags: ['horse', 'portrait'],
    coat: 'grey',
    backdrop: EVENING,
    subject: horseHead({ x: 190, y: 1010, scale: 3.1, coat: 'grey' }),
  },
  {
    key: 'black-portrait',
    tags: ['horse', 'portrait'],
    coat: 'black',
    backdrop: SPRING,
    subject: horseHead({ x: 170, y: 1030, scale: 3.2, coat: 'black' }),
  },
  {
    key: 'bay-portrait',
    tags: ['horse', 'portrait'],
    coat: 'bay',
    backdrop: DRY,
    subject: horseHead({ x: 200, y: 1020, scale: 3.1, coat: 'bay' }),
  },
  // Ponies.
  {
    key: 'pony-bay',
    tags: ['pony'],
    coat: 'bay',
    backdrop: NORTH,
    subject: trees(410, '#2f5530') + horse({ x: 520, y: 620, scale: 1.1, coat: 'bay', pony: true }),
  },
  {
    key: 'pony-chestnut',
    tags: ['pony'],
    coat: 'chestnut',
    backdrop: SPRING,
    subject: horse({ x: 500, y: 620, scale: 1.05, coat: 'chestnut', pony: true, facing: 'left' }),
  },
  {
    key: 'pony-grey',
    tags: ['pony'],
    coat: 'grey',
    backdrop: SPRING,
    subject: trees(420) + horse({ x: 510, y: 630, scale: 1.1, coat: 'grey', pony: true }),
  },
  {
    key: 'pony-pinto',
    tags: ['pony'],
    coat: 'pinto',
    backdrop: DRY,
    subject: horse({ x: 520, y: 620, scale: 1.05, coat: 'pinto', pony: true, facing: 'left' }),
  },
  // Equipment and clothing.
  {
    key: 'rug-navy',
    tags: ['rug'],
    coat: 'bay',
    backdrop: NORTH,
    subject: horse({ x: 520, y: 610, scale: 1.5, coat: 'bay', rug: '#1f2f5a' }),
  },
  {
    key: 'rug-burgundy',
    tags: ['rug'],
    coat: 'grey',
    backdrop: YARD,
    subject: horse({ x: 510, y: 620, scale: 1.45, coat: 'grey', rug: '#6e1f2b', facing: 'left' }),
  },
  {
    key: 'saddle-brown',
    tags: ['saddle'],
    backdrop: TACK_ROOM,
    subject: saddle({ x: 240, y: 230, scale: 1.45, leather: '#6b3f1f', stand: true }),
  },
  {
    key: 'saddle-black',
    tags: ['saddle'],
    backdrop: STUDIO,
    subject: saddle({ x: 250, y: 200, scale: 1.45, leather: '#1e1a18' }),
  },
  { key: 'tack-wall', tags: ['tack'], backdrop: TACK_ROOM, subject: bridles({ x: 290, y: 200, leather: '#3a2313' }) },
  {
    key: 'helmet-boots',
    tags: ['helmet', 'boots'],
    backdrop: STUDIO,
    subject: boots({ x: 80, y: 300, colour: '#141211' }) + helmet({ x: 600, y: 480, colour: '#1c2537' }),
  },
  { key: 'jacket', tags: ['jacket'], backdrop: PALE_WALL, subject: jacket({ x: 360, y: 130, colour: '#1b2440' }) },
  // Care.
  {
    key: 'feed-sacks',
    tags: ['feed'],
    backdrop: PALE_WALL,
    subject: sacks({ x: 200, y: 300, colours: ['#2f6b3a', '#b8322a', '#2f6b3a', '#d49a2a', '#1f4f8a'] }),
  },
  { key: 'hay-barn', tags: ['hay'], backdrop: TACK_ROOM, subject: bales({ x: 160, y: 380, count: 8 }) },
  {
    key: 'round-bales',
    tags: ['hay', 'paddock'],
    backdrop: DRY,
    subject: bales({ x: 80, y: 400, count: 4, round: true }),
  },
  {
    key: 'grooming',
    tags: ['grooming', 'bottles'],
    backdrop: PALE_WALL,
    subject: groomingKit({ x: 200, y: 340, bucket: '#2a6fb0' }),
  },
  { key: 'horseshoes', tags: ['hoof'], backdrop: TACK_ROOM, subject: horseshoes({ x: 300, y: 320 }) },
  {
    key: 'bottles',
    tags: ['bottles', 'grooming'],
    backdrop: PALE_WALL,
    subject: bottles({ x: 250, y: 300, colours: ['#f2f2ee', '#2b7a4b', '#f2f2ee', '#c0392b', '#2a5d9f'] }),
  },
  // Places and vehicles.
  {
    key: 'stable-white',
    tags: ['stable'],
    backdrop: YARD,
    subject: stableBlock({
      y: 260,
      wall: '#ece6da',
      door: '#2e5e3a',
      roof: '#a0522d',
      doors: 5,
      heads: [
        { door: 1, coat: 'bay' },
        { door: 3, coat: 'grey' },
      ],
    }),
  },
  {
    key: 'stable-wood',
    tags: ['stable'],
    backdrop: NORTH,
    subject: stableBlock({
      y: 270,
      wall: '#8a6240',
      door: '#5a3b22',
      roof: '#4d4d4f',
      doors: 4,
      heads: [{ door: 2, coat: 'chestnut' }],
    }),
  },
  { key: 'trailer', tags: ['trailer'], backdrop: YARD, subject: trailer({ x: 260, y: 330, body: '#c9ccd0' }) },
  {
    key: 'lorry',
    tags: ['trailer'],
    backdrop: SPRING,
    subject: trailer({ x: 200, y: 300, body: '#2f5d46', lorry: true }),
  },
  {
    key: 'finca',
    tags: ['property'],
    backdrop: DRY,
    subject:
      farmhouse({ x: 220, y: 220, wall: '#f1ece1', roof: '#b5542f' }) +
      olives(560) +
      fence({ y: 560, colour: '#f4f4f0', posts: 9 }),
  },
  {
    key: 'paddock',
    tags: ['paddock', 'property'],
    backdrop: SPRING,
    subject:
      trees(430) +
      fence({ y: 520, colour: '#8a6a48', posts: 6 }) +
      horse({ x: 560, y: 460, scale: 0.45, coat: 'bay' }) +
      horse({ x: 380, y: 470, scale: 0.42, coat: 'grey', facing: 'left' }),
  },
  {
    key: 'trail',
    tags: ['trail'],
    backdrop: EVENING,
    subject:
      horse({ x: 330, y: 600, scale: 1.05, coat: 'chestnut', rider: RIDER_GREEN }) +
      horse({ x: 700, y: 580, scale: 0.95, coat: 'grey', rider: RIDER_NAVY }),
  },
];

/** Draws one picture as a JPEG, the way a seller's camera would hand it over. */
export async function drawPicture(spec: PictureSpec, seed: number): Promise<Buffer> {
  const random = createRandom(seed);
  const background = await paintBackdrop(spec.backdrop, random);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">${SOFT_FILTER}${spec.subject}</svg>`;
  const subject = await sharp(Buffer.from(svg)).blur(0.7).png().toBuffer();
  const { data, info } = await sharp(background, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .composite([{ input: subject }])
    .raw()
    .toBuffer({ resolveWithObject: true });
  addGrain(data, info.channels, random);
  return sharp(data, { raw: { width: WIDTH, height: HEIGHT, channels: info.channels } })
    .removeAlpha()
    .jpeg({ quality: 88 })
    .toBuffer();
}
