/**
 * The subjects of the demo pictures as SVG fragments (horses and ponies in their coats, riders,
 * saddles, stables, trailers…), drawn over a raw-pixel backdrop by pictures.ts. Shapes are
 * simple on purpose: at thumbnail size on a listing they read as the thing they stand for.
 */

export type Coat = 'bay' | 'chestnut' | 'grey' | 'black' | 'palomino' | 'pinto';

interface CoatColours {
  body: string;
  shadow: string;
  mane: string;
  /** Lower legs: black points on bays, darker legs on greys, the body colour otherwise. */
  points: string;
}

const COATS: Record<Coat, CoatColours> = {
  bay: { body: '#7a4322', shadow: '#3f200e', mane: '#17110e', points: '#1a1310' },
  chestnut: { body: '#a5592a', shadow: '#5e2d11', mane: '#8c451d', points: '#93491f' },
  grey: { body: '#d2cdc5', shadow: '#8b857d', mane: '#eeeae4', points: '#77716a' },
  black: { body: '#26211f', shadow: '#0c0a09', mane: '#0c0a09', points: '#100d0c' },
  palomino: { body: '#d6a85e', shadow: '#94672c', mane: '#f3ead2', points: '#c99a52' },
  pinto: { body: '#4b2a18', shadow: '#24130a', mane: '#1b1512', points: '#efebe4' },
};

let uid = 0;
/** Ids of gradients and clip paths, unique inside one picture. */
function id(prefix: string): string {
  uid += 1;
  return `${prefix}${uid}`;
}

// A horse standing, seen from its near side, facing right; the ground is at y = 300.
const HORSE_BODY =
  'M112 100C140 92 200 104 250 96C268 90 290 68 312 42L320 20L331 35C346 48 366 72 384 97' +
  'C391 107 385 116 372 113C360 111 350 105 342 99C336 93 331 86 327 81C313 101 304 127 300 150' +
  'C298 168 293 181 287 188L290 240L288 289L298 300L276 300L274 291L271 240L268 194' +
  'C230 198 180 198 142 191L134 211C131 232 141 250 129 263L125 292L135 300L113 300L111 291L109 263' +
  'C101 241 95 221 92 192C86 160 90 121 112 100Z';
const FAR_LEGS =
  'M250 186L254 240L252 290L262 300L241 300L239 291L237 240L232 190Z' +
  'M152 186L160 212C158 232 165 250 153 264L149 292L158 300L137 300L136 291L135 264C128 244 126 224 128 196Z';
const TAIL = 'M100 104C82 112 74 140 76 170C77 200 70 225 62 246C80 240 92 214 96 186C99 160 100 132 108 110Z';
const MANE = 'M250 96C266 86 286 66 306 42L318 26L322 34C306 58 288 86 270 104C262 106 255 102 250 96Z';
const RUG =
  'M114 98C140 91 200 102 250 95L268 104L292 150L290 178C240 188 180 190 132 184L106 150C102 128 104 110 114 98Z';

export interface HorseOptions {
  x: number;
  y: number;
  /** 1 is a horse ~300 px long; ponies and foals are smaller. */
  scale: number;
  coat: Coat;
  facing?: 'left' | 'right';
  /** Ponies are stockier: shorter legs, a deeper body, a thicker mane. */
  pony?: boolean;
  /** A white sock on the near hind leg and a blaze. */
  markings?: boolean;
  rug?: string;
  rider?: { jacket: string; breeches: string; helmet: string };
}

/** A horse or pony, with optional rug and rider, its shadow on the ground under it. */
export function horse(options: HorseOptions): string {
  const colours = COATS[options.coat];
  const flip = options.facing === 'left' ? -1 : 1;
  const sy = options.pony ? 0.86 : 1;
  const gradient = id('coat');
  const clip = id('clip');
  const farClip = id('far');
  const shine = id('shine');
  const parts = [
    `<defs>`,
    `<linearGradient id="${gradient}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${lighten(colours.body, 0.16)}"/><stop offset=".55" stop-color="${colours.body}"/><stop offset="1" stop-color="${colours.shadow}"/></linearGradient>`,
    `<radialGradient id="${shine}"><stop offset="0" stop-color="#fff" stop-opacity=".28"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`,
    `<clipPath id="${clip}"><path d="${HORSE_BODY}"/></clipPath>`,
    `<clipPath id="${farClip}"><path d="${FAR_LEGS}"/></clipPath>`,
    `</defs>`,
    `<ellipse cx="200" cy="302" rx="150" ry="14" fill="#000" opacity=".28" filter="url(#soft)"/>`,
    `<path d="${FAR_LEGS}" fill="${colours.shadow}"/>`,
    `<g clip-path="url(#${farClip})"><rect x="0" y="236" width="400" height="70" fill="${darken(colours.points, 0.2)}"/></g>`,
    `<path d="${TAIL}" fill="${colours.mane}"/>`,
    `<path d="${HORSE_BODY}" fill="url(#${gradient})"/>`,
    `<g clip-path="url(#${clip})">`,
    `<ellipse cx="135" cy="135" rx="45" ry="38" fill="url(#${shine})"/>`,
    `<ellipse cx="272" cy="128" rx="30" ry="34" fill="url(#${shine})"/>`,
    `<rect x="0" y="236" width="400" height="70" fill="${colours.points}"/>`,
    options.coat === 'pinto'
      ? `<path d="M150 110C190 100 230 120 236 160C240 190 190 196 160 186C130 176 120 130 150 110Z" fill="#efebe4"/><path d="M300 60C320 70 330 100 318 130L296 140C290 110 292 80 300 60Z" fill="#efebe4"/><path d="M90 150C110 150 122 175 118 200L96 200Z" fill="#efebe4"/>`
      : '',
    options.markings
      ? `<rect x="100" y="262" width="40" height="30" fill="#f1ede6"/><path d="M352 60L380 96L372 100L348 66Z" fill="#f1ede6"/>`
      : '',
    `<rect x="100" y="292" width="300" height="10" fill="#1b1816" opacity=".85"/>`,
    `</g>`,
    `<path d="${MANE}" fill="${colours.mane}"${options.pony ? ' transform="translate(-4 -3) scale(1.03)"' : ''}/>`,
    `<ellipse cx="343" cy="58" rx="4" ry="3.2" fill="#0b0908"/>`,
    `<ellipse cx="377" cy="104" rx="3" ry="2" fill="#0b0908" opacity=".7"/>`,
    options.rug ? rug(options.rug) : '',
    options.rider ? rider(options.rider) : '',
  ];
  const transform = `translate(${options.x} ${options.y}) scale(${options.scale * flip} ${options.scale * sy}) translate(-200 -300)`;
  return `<g transform="${transform}">${parts.join('')}</g>`;
}

function rug(colour: string): string {
  return (
    `<path d="${RUG}" fill="${colour}"/>` +
    `<path d="${RUG}" fill="none" stroke="${lighten(colour, 0.45)}" stroke-width="5"/>` +
    `<path d="M200 100L204 190" stroke="${darken(colour, 0.35)}" stroke-width="10"/>`
  );
}

function rider(colours: { jacket: string; breeches: string; helmet: string }): string {
  return [
    // Saddle pad and saddle.
    `<path d="M166 96L238 92L242 138C220 142 186 142 168 138Z" fill="#f4f1ea"/>`,
    `<path d="M172 94C190 100 214 98 232 90L236 104C214 110 192 110 174 106Z" fill="#2b1a10"/>`,
    // Leg, boot, torso, arm, head and helmet.
    `<path d="M186 92L214 96L226 150L214 196L200 196L206 150Z" fill="${colours.breeches}"/>`,
    `<path d="M206 150L226 150L218 204L232 206L232 214L200 214L202 196Z" fill="#141110"/>`,
    `<path d="M182 94L206 96L214 40L192 30L180 40Z" fill="${colours.jacket}"/>`,
    `<path d="M208 46L242 80L250 78L252 86L236 88L200 58Z" fill="${colours.jacket}"/>`,
    `<circle cx="203" cy="18" r="13" fill="#e0b48f"/>`,
    `<path d="M189 16C189 2 217 0 218 14L224 16L190 20Z" fill="${colours.helmet}"/>`,
  ].join('');
}

/** A horse's head looking out over a stable door, or a portrait: the same horse, cropped. */
export function horseHead(options: { x: number; y: number; scale: number; coat: Coat; facing?: 'left' | 'right' }) {
  return horse({ ...options, markings: options.coat === 'chestnut' });
}

export function saddle(options: { x: number; y: number; scale: number; leather: string; stand?: boolean }): string {
  const dark = darken(options.leather, 0.35);
  const light = lighten(options.leather, 0.2);
  const parts = [
    `<ellipse cx="190" cy="330" rx="170" ry="10" fill="#000" opacity=".25" filter="url(#soft)"/>`,
    options.stand
      ? `<rect x="40" y="166" width="290" height="18" fill="#6b4a2c"/><path d="M70 184L50 330L66 330L92 184ZM300 184L320 330L304 330L278 184Z" fill="#5a3d24"/>`
      : '',
    // Rear panel, then the forward-cut flap with its knee roll, then the seat between cantle and pommel.
    `<path d="M96 160L170 160L176 236C146 248 112 240 100 220Z" fill="${dark}"/>`,
    `<path d="M150 156L272 156L288 286C246 298 186 298 164 288Z" fill="${options.leather}"/>`,
    `<path d="M262 160L276 160L292 284L280 288Z" fill="${dark}" opacity=".6"/>`,
    `<path d="M58 108C100 150 220 158 290 118L302 128C296 150 286 164 270 170L92 170C74 160 62 140 54 120Z" fill="${options.leather}"/>`,
    `<path d="M66 118C106 152 216 158 286 124" fill="none" stroke="${light}" stroke-width="4" opacity=".8"/>`,
    `<path d="M100 150C140 162 220 162 268 150" fill="none" stroke="${dark}" stroke-width="3" stroke-dasharray="6 6"/>`,
    // Stirrup leather and iron.
    `<path d="M206 160L214 160L218 290L210 290Z" fill="${dark}"/>`,
    `<path d="M196 290L232 290L236 326L192 326Z" fill="none" stroke="#b9bcc0" stroke-width="7"/>`,
  ];
  return `<g transform="translate(${options.x} ${options.y}) scale(${options.scale})">${parts.join('')}</g>`;
}

export function stableBlock(options: {
  y: number;
  wall: string;
  door: string;
  roof: string;
  doors: number;
  heads?: { door: number; coat: Coat }[];
}): string {
  const width = 880;
  const left = 72;
  const doorWidth = width / options.doors;
  const parts = [
    `<path d="M${left - 30} ${options.y}L${left + width / 2} ${options.y - 110}L${left + width + 30} ${options.y}Z" fill="${options.roof}"/>`,
    `<rect x="${left}" y="${options.y}" width="${width}" height="330" fill="${options.wall}"/>`,
    `<rect x="${left}" y="${options.y}" width="${width}" height="18" fill="#000" opacity=".18"/>`,
  ];
  for (let i = 0; i < options.doors; i++) {
    const x = left + i * doorWidth + doorWidth * 0.18;
    const w = doorWidth * 0.64;
    const top = options.y + 70;
    parts.push(
      `<rect x="${x - 8}" y="${top - 8}" width="${w + 16}" height="268" fill="${darken(options.wall, 0.25)}"/>`,
      `<rect x="${x}" y="${top}" width="${w}" height="110" fill="#14100d"/>`,
      `<rect x="${x}" y="${top + 122}" width="${w}" height="130" fill="${options.door}"/>`,
      `<path d="M${x} ${top + 122}L${x + w} ${top + 252}M${x + w} ${top + 122}L${x} ${top + 252}" stroke="${darken(options.door, 0.3)}" stroke-width="8"/>`,
    );
    const head = options.heads?.find((each) => each.door === i);
    if (head) {
      const clip = id('door');
      // The head (at 350, 60 in the horse's own drawing) in the middle of the opening, the neck behind it.
      const scale = 0.62;
      parts.push(
        `<clipPath id="${clip}"><rect x="${x}" y="${top}" width="${w}" height="126"/></clipPath>`,
        `<g clip-path="url(#${clip})">${horse({ x: x + w / 2 - 160 * scale, y: top + 50 + 240 * scale, scale, coat: head.coat })}</g>`,
      );
    }
  }
  return parts.join('');
}

export function trailer(options: { x: number; y: number; body: string; lorry?: boolean }): string {
  const trim = darken(options.body, 0.3);
  const parts = options.lorry
    ? [
        `<rect x="0" y="0" width="420" height="250" rx="12" fill="${options.body}"/>`,
        `<path d="M420 70L540 70L590 150L590 250L420 250Z" fill="${lighten(options.body, 0.1)}"/>`,
        `<path d="M440 86L530 86L568 148L440 148Z" fill="#2d3a44"/>`,
        `<rect x="30" y="40" width="90" height="50" rx="6" fill="#2d3a44"/><rect x="150" y="40" width="90" height="50" rx="6" fill="#2d3a44"/>`,
        `<rect x="0" y="190" width="590" height="16" fill="${trim}"/>`,
        wheel(90, 260, 46),
        wheel(200, 260, 46),
        wheel(500, 260, 46),
      ]
    : [
        `<path d="M0 40C0 10 30 0 70 0L330 0C360 0 380 20 380 50L380 230L0 230Z" fill="${options.body}"/>`,
        `<rect x="40" y="30" width="120" height="60" rx="10" fill="#2d3a44"/><rect x="200" y="30" width="120" height="60" rx="10" fill="#2d3a44"/>`,
        `<rect x="0" y="170" width="380" height="14" fill="${trim}"/>`,
        `<path d="M380 200L470 222L470 232L380 232Z" fill="#3a3a3a"/>`,
        wheel(150, 240, 40),
        wheel(240, 240, 40),
      ];
  return `<g transform="translate(${options.x} ${options.y})"><ellipse cx="${options.lorry ? 300 : 200}" cy="${options.lorry ? 305 : 282}" rx="${options.lorry ? 320 : 240}" ry="16" fill="#000" opacity=".3"/>${parts.join('')}</g>`;
}

function wheel(cx: number, cy: number, r: number): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#151515"/><circle cx="${cx}" cy="${cy}" r="${r * 0.5}" fill="#9ea3a8"/>`;
}

export function fence(options: { y: number; colour: string; posts?: number }): string {
  const posts = options.posts ?? 7;
  const parts = [
    `<rect x="0" y="${options.y}" width="1024" height="12" fill="${options.colour}"/>`,
    `<rect x="0" y="${options.y + 50}" width="1024" height="12" fill="${options.colour}"/>`,
  ];
  for (let i = 0; i <= posts; i++) {
    parts.push(
      `<rect x="${(i * 1024) / posts - 8}" y="${options.y - 20}" width="16" height="130" fill="${darken(options.colour, 0.15)}"/>`,
    );
  }
  return parts.join('');
}

export function jump(options: { x: number; y: number; colour: string }): string {
  const pole = (y: number) =>
    `<rect x="0" y="${y}" width="260" height="12" fill="#fafafa"/>` +
    [0, 1, 2, 3, 4]
      .map((i) => `<rect x="${i * 52 + 13}" y="${y}" width="26" height="12" fill="${options.colour}"/>`)
      .join('');
  return `<g transform="translate(${options.x} ${options.y})"><rect x="-20" y="0" width="20" height="130" fill="#f2f2f2"/><rect x="260" y="0" width="20" height="130" fill="#f2f2f2"/>${pole(40)}${pole(80)}<ellipse cx="130" cy="132" rx="160" ry="8" fill="#000" opacity=".2"/></g>`;
}

export function tree(options: { x: number; y: number; size: number; leaves: string }): string {
  const s = options.size;
  return (
    `<rect x="${options.x - s * 0.08}" y="${options.y - s * 0.9}" width="${s * 0.16}" height="${s * 0.9}" fill="#4a3625"/>` +
    `<ellipse cx="${options.x}" cy="${options.y - s * 1.1}" rx="${s * 0.7}" ry="${s * 0.55}" fill="${options.leaves}"/>` +
    `<ellipse cx="${options.x - s * 0.3}" cy="${options.y - s * 1.25}" rx="${s * 0.4}" ry="${s * 0.35}" fill="${lighten(options.leaves, 0.12)}"/>`
  );
}

export function farmhouse(options: { x: number; y: number; wall: string; roof: string }): string {
  return `<g transform="translate(${options.x} ${options.y})">
<path d="M-20 80L200 0L420 80Z" fill="${options.roof}"/><rect x="0" y="80" width="400" height="170" fill="${options.wall}"/>
<rect x="40" y="120" width="50" height="60" fill="#3b2f28"/><rect x="150" y="150" width="70" height="100" fill="#5b3a22"/>
<rect x="290" y="120" width="50" height="60" fill="#3b2f28"/>
<path d="M400 120L620 120L620 250L400 250Z" fill="${darken(options.wall, 0.08)}"/><path d="M390 120L510 70L630 120Z" fill="${options.roof}"/>
<rect x="430" y="170" width="60" height="80" fill="#6a4b2b"/><rect x="520" y="170" width="60" height="80" fill="#6a4b2b"/></g>`;
}

export function helmet(options: { x: number; y: number; colour: string }): string {
  return `<g transform="translate(${options.x} ${options.y})"><ellipse cx="130" cy="196" rx="170" ry="14" fill="#000" opacity=".25"/>
<path d="M0 180C0 70 60 10 130 10C200 10 260 70 260 180Z" fill="${options.colour}"/>
<path d="M30 150C60 60 200 60 230 150" fill="none" stroke="${lighten(options.colour, 0.35)}" stroke-width="8" opacity=".6"/>
<path d="M220 170L330 186L322 196L220 190Z" fill="${darken(options.colour, 0.2)}"/>
<rect x="120" y="2" width="20" height="14" rx="4" fill="#c9c9c9"/></g>`;
}

export function boots(options: { x: number; y: number; colour: string }): string {
  const boot = (dx: number) =>
    `<path d="M${dx} 0L${dx + 90} 0L${dx + 96} 300L${dx + 190} 330L${dx + 190} 370L${dx} 370Z" fill="${options.colour}"/>` +
    `<path d="M${dx + 10} 10L${dx + 40} 10L${dx + 46} 280L${dx + 14} 280Z" fill="#fff" opacity=".12"/>`;
  return `<g transform="translate(${options.x} ${options.y})"><ellipse cx="220" cy="372" rx="260" ry="14" fill="#000" opacity=".25"/>${boot(0)}${boot(230)}</g>`;
}

export function jacket(options: { x: number; y: number; colour: string }): string {
  return `<g transform="translate(${options.x} ${options.y})"><path d="M150 0L150 30M90 40L150 30L210 40" stroke="#9a9a9a" stroke-width="6" fill="none"/>
<path d="M70 40L230 40L300 300L270 310L240 170L250 420L50 420L60 170L30 310L0 300Z" fill="${options.colour}"/>
<path d="M130 40L150 200L170 40" fill="#f5f5f5"/><path d="M150 200L150 420" stroke="${darken(options.colour, 0.35)}" stroke-width="4"/>
<circle cx="140" cy="240" r="6" fill="#d4af37"/><circle cx="140" cy="290" r="6" fill="#d4af37"/></g>`;
}

export function sacks(options: { x: number; y: number; colours: string[] }): string {
  const parts = options.colours.map((colour, i) => {
    const x = (i % 3) * 190 + (i >= 3 ? 95 : 0);
    const y = i >= 3 ? 0 : 150;
    return `<rect x="${x}" y="${y}" width="180" height="150" rx="26" fill="#ece6d6"/><rect x="${x}" y="${y + 50}" width="180" height="46" fill="${colour}"/><rect x="${x + 40}" y="${y + 110}" width="100" height="8" fill="#8c8579"/>`;
  });
  return `<g transform="translate(${options.x} ${options.y})"><ellipse cx="300" cy="304" rx="330" ry="14" fill="#000" opacity=".25"/>${parts.join('')}</g>`;
}

export function bales(options: { x: number; y: number; round?: boolean; count: number }): string {
  const parts: string[] = [];
  for (let i = 0; i < options.count; i++) {
    if (options.round) {
      const x = i * 230;
      parts.push(
        `<ellipse cx="${x + 200}" cy="226" rx="130" ry="12" fill="#000" opacity=".25"/><rect x="${x}" y="40" width="180" height="180" rx="20" fill="#c9a85a"/><ellipse cx="${x + 180}" cy="130" rx="48" ry="90" fill="#d8bb70"/><ellipse cx="${x + 180}" cy="130" rx="24" ry="45" fill="none" stroke="#b59245" stroke-width="6"/>`,
      );
    } else {
      const x = (i % 4) * 170;
      const y = Math.floor(i / 4) * -96;
      parts.push(
        `<rect x="${x}" y="${y + 120}" width="164" height="92" fill="#d4b76a"/><path d="M${x} ${y + 150}H${x + 164}M${x} ${y + 180}H${x + 164}" stroke="#b99a4c" stroke-width="3"/><path d="M${x + 50} ${y + 120}V${y + 212}M${x + 114} ${y + 120}V${y + 212}" stroke="#3a6b9a" stroke-width="4"/>`,
      );
    }
  }
  return `<g transform="translate(${options.x} ${options.y})">${parts.join('')}</g>`;
}

export function groomingKit(options: { x: number; y: number; bucket: string }): string {
  return `<g transform="translate(${options.x} ${options.y})"><ellipse cx="250" cy="262" rx="300" ry="14" fill="#000" opacity=".25"/>
<path d="M60 60L260 60L240 260L80 260Z" fill="${options.bucket}"/><path d="M60 60C60 -40 260 -40 260 60" fill="none" stroke="#888" stroke-width="6"/>
<ellipse cx="110" cy="50" rx="40" ry="26" fill="#7b4a26"/><ellipse cx="200" cy="40" rx="46" ry="24" fill="#1f4f7a"/>
<rect x="300" y="200" width="160" height="46" rx="20" fill="#8a5a32"/><rect x="308" y="244" width="144" height="16" fill="#2a211b"/>
<ellipse cx="520" cy="236" rx="50" ry="26" fill="#c2332f"/></g>`;
}

export function horseshoes(options: { x: number; y: number }): string {
  const shoe = (x: number, y: number, rotate: number) =>
    `<path transform="translate(${x} ${y}) rotate(${rotate})" d="M-50 60C-70 -20 -40 -60 0 -60C40 -60 70 -20 50 60L28 60C42 0 24 -38 0 -38C-24 -38 -42 0 -28 60Z" fill="#8d9196" stroke="#5d6166" stroke-width="3"/>`;
  return `<g transform="translate(${options.x} ${options.y})"><path d="M0 160L420 160L380 200L300 200L300 300L120 300L120 200L40 200Z" fill="#2c2c2e"/>${shoe(120, 80, -8)}${shoe(260, 70, 12)}${shoe(380, 90, 4)}</g>`;
}

export function bottles(options: { x: number; y: number; colours: string[] }): string {
  const parts = options.colours.map(
    (colour, i) =>
      `<rect x="${i * 120}" y="${i % 2 ? 40 : 0}" width="96" height="${i % 2 ? 200 : 240}" rx="18" fill="${colour}"/><rect x="${i * 120 + 30}" y="${(i % 2 ? 40 : 0) - 30}" width="36" height="34" fill="#f2f2f2"/><rect x="${i * 120 + 10}" y="${(i % 2 ? 40 : 0) + 70}" width="76" height="70" fill="#fafafa" opacity=".85"/>`,
  );
  return `<g transform="translate(${options.x} ${options.y})"><rect x="-40" y="240" width="${options.colours.length * 120 + 60}" height="22" fill="#7b5a3a"/>${parts.join('')}</g>`;
}

export function bridles(options: { x: number; y: number; leather: string }): string {
  const bridle = (x: number) =>
    `<circle cx="${x}" cy="10" r="10" fill="#b6b6b6"/><path d="M${x - 60} 60C${x - 60} 20 ${x + 60} 20 ${x + 60} 60L${x + 50} 260L${x - 50} 260Z" fill="none" stroke="${options.leather}" stroke-width="10"/>` +
    `<path d="M${x - 58} 110H${x + 58}M${x - 52} 200H${x + 52}" stroke="${options.leather}" stroke-width="10"/><circle cx="${x - 50}" cy="262" r="16" fill="none" stroke="#c0c0c0" stroke-width="6"/><circle cx="${x + 50}" cy="262" r="16" fill="none" stroke="#c0c0c0" stroke-width="6"/>`;
  return `<g transform="translate(${options.x} ${options.y})">${bridle(0)}${bridle(220)}${bridle(440)}</g>`;
}

/** A filter for soft shadows, defined once per picture. */
export const SOFT_FILTER = '<defs><filter id="soft"><feGaussianBlur stdDeviation="6"/></filter></defs>';

function channel(hex: string, index: number): number {
  return Number.parseInt(hex.slice(1 + index * 2, 3 + index * 2), 16);
}

function toHex(values: number[]): string {
  return `#${values
    .map((value) =>
      Math.max(0, Math.min(255, Math.round(value)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

function lighten(hex: string, amount: number): string {
  return toHex([0, 1, 2].map((i) => channel(hex, i) + (255 - channel(hex, i)) * amount));
}

function darken(hex: string, amount: number): string {
  return toHex([0, 1, 2].map((i) => channel(hex, i) * (1 - amount)));
}
