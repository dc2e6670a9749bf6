import type { Locale } from '../../../common/locale/locales.ts';
import type { Random } from '../random.ts';
import { type Product, SHELVES } from './goods-catalogue.ts';
import {
  type AdBrief,
  capitalise,
  formatMoney,
  paragraph,
  priceBetween,
  type Texts,
  type WrittenAd,
} from './writing.ts';

export function isGoodsSubcategory(subcategory: string): boolean {
  return subcategory in SHELVES;
}

/** Which size filter each subcategory uses (the catalogue's own), if any. */
const SIZE_FILTER: Record<string, string> = {
  saddles: 'talla-de-asiento',
  bridles_and_bits: 'talla-del-caballo',
  saddle_pads: 'talla-del-caballo',
  boots_and_bandages: 'talla-del-caballo',
  horse_rugs: 'talla-del-caballo',
  riding_helmets: 'talla-de-casco',
  riding_boots: 'talla-de-calzado',
  body_protectors: 'talla',
  breeches: 'talla',
  competition_wear: 'talla',
  jackets_and_coats: 'talla',
  gloves_and_accessories: 'talla',
};
const WITH_CONDITION = new Set([
  'saddles',
  'bridles_and_bits',
  'saddle_pads',
  'girths_and_stirrups',
  'boots_and_bandages',
  'horse_rugs',
  'stable_equipment',
  'trailers_and_horseboxes',
  'riding_helmets',
  'body_protectors',
  'riding_boots',
  'breeches',
  'competition_wear',
  'jackets_and_coats',
  'gloves_and_accessories',
]);
const CLOTHING = new Set([
  'riding_helmets',
  'body_protectors',
  'riding_boots',
  'breeches',
  'competition_wear',
  'jackets_and_coats',
  'gloves_and_accessories',
]);

const SIZES: Record<string, readonly string[]> = {
  'talla-de-asiento': ['16', '16-5', '17', '17', '17-5', '17-5', '18'],
  'talla-del-caballo': ['poni', 'cob', 'cob', 'full', 'full', 'full', 'full', 'extra-full'],
  'talla-de-casco': ['52-54', '55-57', '55-57', '58-60'],
  'talla-de-calzado': ['37-38', '37-38', '39-40', '39-40', '41-42', '43-44'],
  talla: ['xs', 's', 's', 'm', 'm', 'm', 'l', 'l', 'xl'],
};

const HORSE_SIZES: Record<string, Texts> = {
  poni: { es: 'talla poni', en: 'pony size', ca: 'talla poni', pt: 'tamanho pónei' },
  cob: { es: 'talla cob', en: 'cob size', ca: 'talla cob', pt: 'tamanho cob' },
  full: { es: 'talla full', en: 'full size', ca: 'talla full', pt: 'tamanho full' },
  'extra-full': { es: 'talla extra full', en: 'extra full size', ca: 'talla extra full', pt: 'tamanho extra full' },
};

/** A size as a seller writes it: in the text ("asiento de 17,5\"") or, `short`, in the title (17,5"). */
function sizeText(language: Locale, filter: string, item: string, short = false): string {
  const upper = item.toUpperCase();
  const inches = item.replace('-5', language === 'en' ? '.5' : ',5');
  if (short && filter === 'talla-de-asiento') return `${inches}"`;
  const phrases: Record<string, Texts> = {
    'talla-de-asiento': {
      es: `asiento de ${inches}"`,
      en: `${inches}" seat`,
      ca: `seient de ${inches}"`,
      pt: `assento de ${inches}"`,
    },
    'talla-del-caballo': HORSE_SIZES[item] ?? { es: item, en: item, ca: item, pt: item },
    'talla-de-casco': {
      es: `talla ${item.replace('-', '–')} cm`,
      en: `size ${item.replace('-', '–')} cm`,
      ca: `talla ${item.replace('-', '–')} cm`,
      pt: `tamanho ${item.replace('-', '–')} cm`,
    },
    'talla-de-calzado': {
      es: `talla ${item.replace('-', '–')}`,
      en: `EU ${item.replace('-', '–')}`,
      ca: `número ${item.replace('-', '–')}`,
      pt: `número ${item.replace('-', '–')}`,
    },
    talla: { es: `talla ${upper}`, en: `size ${upper}`, ca: `talla ${upper}`, pt: `tamanho ${upper}` },
  };
  return phrases[filter]?.[language] ?? item;
}

const GENDERS = ['mujer', 'mujer', 'mujer', 'hombre', 'hombre', 'unisex', 'infantil'] as const;
/** Helmets, protectors and gloves are mostly sold as unisex. */
const UNISEX_FIRST = ['unisex', 'unisex', 'unisex', 'mujer', 'infantil'] as const;
const MOSTLY_UNISEX = new Set(['riding_helmets', 'body_protectors', 'gloves_and_accessories']);
const GENDER_WORDS: Record<(typeof GENDERS)[number], Texts> = {
  mujer: { es: 'de mujer', en: "women's", ca: 'de dona', pt: 'de senhora' },
  hombre: { es: 'de hombre', en: "men's", ca: "d'home", pt: 'de homem' },
  unisex: { es: 'unisex', en: 'unisex', ca: 'unisex', pt: 'unissexo' },
  infantil: { es: 'infantil', en: "children's", ca: 'infantil', pt: 'de criança' },
};

const CONDITIONS = ['nuevo', 'como-nuevo', 'como-nuevo', 'usado', 'usado', 'usado', 'para-reparar'] as const;
/** [after the title, a sentence in the text] per condition. */
const CONDITION_WORDS: Record<(typeof CONDITIONS)[number], Texts<readonly [string, string]>> = {
  nuevo: {
    es: ['a estrenar', 'A estrenar, con etiqueta: me equivoqué de talla.'],
    en: ['brand new', 'Brand new with tags: bought the wrong size.'],
    ca: ['per estrenar', 'Per estrenar, amb etiqueta: em vaig equivocar de talla.'],
    pt: ['por estrear', 'Por estrear, com etiqueta: enganei-me no tamanho.'],
  },
  'como-nuevo': {
    es: ['en perfecto estado', 'Usado muy poco, está como el primer día.'],
    en: ['like new', 'Used a handful of times, as good as new.'],
    ca: ['en perfecte estat', "S'ha fet servir molt poc, està com el primer dia."],
    pt: ['em perfeito estado', 'Usado muito pouco, está como no primeiro dia.'],
  },
  usado: {
    es: ['de segunda mano', 'Tiene el uso normal, sin roturas ni costuras abiertas.'],
    en: ['used', 'Normal signs of use, no tears or broken stitching.'],
    ca: ['de segona mà', "Té l'ús normal, sense esquinçades ni costures obertes."],
    pt: ['em segunda mão', 'Tem o uso normal, sem rasgões nem costuras abertas.'],
  },
  'para-reparar': {
    es: ['para reparar', 'Necesita alguna reparación de costura, por eso el precio.'],
    en: ['needs repair', 'Needs some stitching repaired, hence the price.'],
    ca: ['per reparar', 'Necessita alguna reparació de costura, per això el preu.'],
    pt: ['para reparar', 'Precisa de pequenas reparações nas costuras, daí o preço.'],
  },
};

const SELL: Texts = { es: 'Vendo', en: 'For sale:', ca: 'Venc', pt: 'Vendo' };

const AFTERWORDS: Texts<readonly string[]> = {
  es: [
    'Envío a toda España por mensajería, a cargo del comprador.',
    'Entrega en mano en {town} o alrededores.',
    'Puedo mandar más fotos por mensaje.',
    'Precio negociable.',
    'No hago envíos, recogida en {town}.',
  ],
  en: [
    "Can post within Spain and Portugal at the buyer's cost.",
    'Collection from {town}, or I can meet nearby.',
    'More photos on request.',
    'Open to sensible offers.',
    'Collection only, from {town}.',
  ],
  ca: [
    'Envio a tota la península, a càrrec del comprador.',
    'Entrega en mà a {town} o rodalies.',
    'Puc enviar més fotos per missatge.',
    'Preu negociable.',
    'No faig enviaments, recollida a {town}.',
  ],
  pt: [
    'Envio para todo o país por transportadora, por conta do comprador.',
    'Entrega em mão em {town} ou arredores.',
    'Posso enviar mais fotos por mensagem.',
    'Preço negociável.',
    'Não faço envios, levantamento em {town}.',
  ],
};

const VEHICLE_LINE: Texts<(year: number, licence: string) => string> = {
  es: (year, licence) =>
    `Matriculado en ${year}, ITV al día y papeles en regla. Rampa trasera, suelo revisado. Se conduce con permiso ${licence}.`,
  en: (year, licence) =>
    `First registered ${year}, ITV (MOT) valid and papers in order. Rear ramp, floor checked. Can be driven on a ${licence} licence.`,
  ca: (year, licence) =>
    `Matriculat el ${year}, ITV al dia i papers en regla. Rampa posterior, terra revisat. Es condueix amb permís ${licence}.`,
  pt: (year, licence) =>
    `Matrícula de ${year}, inspeção em dia e documentos em ordem. Rampa traseira, piso revisto. Conduz-se com carta ${licence}.`,
};

const WANTED: Texts<readonly string[]> = {
  es: ['Busco {thing}', 'Compro {thing} de segunda mano'],
  en: ['Wanted: {thing}', 'Wanted: second-hand {thing}'],
  ca: ['Busco {thing}', 'Compro {thing} de segona mà'],
  pt: ['Procuro {thing}', 'Compro {thing} em segunda mão'],
};
/** Hay and feed are bought by the load, never second-hand. */
const WANTED_SUPPLIES: Texts<readonly string[]> = {
  es: ['Compro {thing}', 'Busco {thing} de buena calidad'],
  en: ['Wanted: {thing}', 'Buying {thing}, good quality'],
  ca: ['Compro {thing}', 'Busco {thing} de bona qualitat'],
  pt: ['Compro {thing}', 'Procuro {thing} de boa qualidade'],
};
const WANTED_TEXT: Texts<(thing: string, budget: string | undefined, province: string, used: boolean) => string> = {
  es: (thing, budget, province, used) =>
    `Busco ${thing} ${used ? 'en buen estado' : 'de buena calidad, cantidad a convenir'}. ${budget ? `Pago hasta ${budget}.` : ''} Zona ${province}; puedo recoger o pagar el envío.`,
  en: (thing, budget, province, used) =>
    `Wanted: ${thing}, ${used ? 'in good condition' : 'good quality, quantity to be agreed'}. ${budget ? `Will pay up to ${budget}.` : ''} Based in ${province}; can collect or pay for delivery.`,
  ca: (thing, budget, province, used) =>
    `Busco ${thing} ${used ? 'en bon estat' : 'de bona qualitat, quantitat a convenir'}. ${budget ? `Pago fins a ${budget}.` : ''} Zona ${province}; puc recollir o pagar l'enviament.`,
  pt: (thing, budget, province, used) =>
    `Procuro ${thing} ${used ? 'em bom estado' : 'de boa qualidade, quantidade a combinar'}. ${budget ? `Pago até ${budget}.` : ''} Zona de ${province}; posso ir buscar ou pagar o envio.`,
};

/** Tack, clothing and care: a product, its brand, size and condition, where to collect it. */
export function writeGoodsAd(brief: AdBrief): WrittenAd {
  const shelf = SHELVES[brief.subcategory];
  if (!shelf) throw new Error(`No goods for ${brief.subcategory}`);
  const { random, language } = brief;
  const product = random.pick(shelf.products);
  const brand = product.brands.length > 0 && random.chance(0.85) ? random.pick(product.brands) : undefined;
  const filterValues: Record<string, string[]> = {};
  for (const [slug, items] of Object.entries(product.fixed ?? {})) {
    // A fixed list is the product's possibilities for single-value filters, its traits for multi-value ones.
    filterValues[slug] = slug === 'funcion' ? [...items] : [random.pick(items)];
  }
  const sizeFilter = product.sized === false ? undefined : SIZE_FILTER[brief.subcategory];
  const size = sizeFilter ? (filterValues[sizeFilter]?.[0] ?? random.pick(SIZES[sizeFilter] ?? [])) : undefined;
  if (sizeFilter && size) filterValues[sizeFilter] = [size];
  // Tack gets mended; clothes and safety gear (a helmet, a body protector) are replaced instead.
  const conditions = CLOTHING.has(brief.subcategory)
    ? CONDITIONS.filter((each) => each !== 'para-reparar')
    : CONDITIONS;
  const condition = WITH_CONDITION.has(brief.subcategory) ? random.pick(conditions) : undefined;
  if (condition) filterValues.estado = [condition];
  if (product.materials) filterValues.material = [random.pick(product.materials)];
  const gender = CLOTHING.has(brief.subcategory)
    ? random.pick(MOSTLY_UNISEX.has(brief.subcategory) ? UNISEX_FIRST : GENDERS)
    : undefined;
  if (gender) {
    filterValues.genero = [gender];
    if (gender === 'infantil' && filterValues.talla) filterValues.talla = ['infantil'];
  }

  const noun = product.noun[language];
  const genderWords = gender && gender !== 'unisex' ? GENDER_WORDS[gender][language] : undefined;
  const thing = (language === 'en' ? [genderWords, noun] : [noun, genderWords]).filter(Boolean).join(' ');
  // A children's size is said once, by the gender words ("infantil").
  const sizeItem =
    sizeFilter && filterValues[sizeFilter]?.[0] !== 'infantil' ? filterValues[sizeFilter]?.[0] : undefined;
  const sized = sizeFilter && sizeItem ? sizeText(language, sizeFilter, sizeItem) : undefined;
  const photos = { tags: shelf.tags };

  if (brief.type === 'demand') {
    const budget = random.chance(0.5) ? priceBetween(random, product.price[0], product.price[1]) : null;
    const wanted = [thing, sized].filter(Boolean).join(', ');
    delete filterValues.estado;
    return {
      title: capitalise(random.pick((condition ? WANTED : WANTED_SUPPLIES)[language]).replace('{thing}', wanted)),
      description: WANTED_TEXT[language](
        wanted,
        budget ? formatMoney(language, budget) : undefined,
        brief.province,
        Boolean(condition),
      ).replace(/\s+/g, ' '),
      price: budget,
      filterValues,
      horse: {},
      photos,
    };
  }

  const price = offerPrice(random, product, condition);
  const conditionWords = condition ? CONDITION_WORDS[condition][language] : undefined;
  const named = language === 'en' ? [brand, thing].filter(Boolean).join(' ') : [thing, brand].filter(Boolean).join(' ');
  const titleSize = sizeFilter && sizeItem ? sizeText(language, sizeFilter, sizeItem, true) : undefined;
  const title = [named, titleSize, conditionWords && random.chance(0.6) ? conditionWords[0] : undefined]
    .filter(Boolean)
    .join(language === 'en' ? ', ' : ' ');
  const vehicle = filterValues['permiso-de-conducir']?.[0];
  const description = paragraph(
    `${SELL[language]} ${named}${sized ? `, ${sized}` : ''}.`,
    conditionWords?.[1],
    vehicle && VEHICLE_LINE[language](brief.year - random.int(2, 14), vehicle.toUpperCase()),
    product.detail?.[language],
    product.unit &&
      `${language === 'en' ? 'Price' : language === 'pt' ? 'Preço' : language === 'ca' ? 'Preu' : 'Precio'}: ${formatMoney(language, price)} ${product.unit[language]}.`,
    ...random.sample(AFTERWORDS[language], random.int(1, 2)).map((line) => line.replace('{town}', brief.town)),
  );
  return { title: capitalise(title), description, price, filterValues, horse: {}, photos };
}

function offerPrice(random: Random, product: Product, condition: string | undefined): number {
  const [min, max] = product.price;
  const factor = condition === 'nuevo' ? 1.15 : condition === 'para-reparar' ? 0.55 : 1;
  return priceBetween(random, Math.max(1, min * factor), max * factor);
}
