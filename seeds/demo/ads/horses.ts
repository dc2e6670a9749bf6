import type { Random } from '../random.ts';
import { HORSE_PHRASES, type HorseWords, type Use } from './horse-phrases.ts';
import {
  type Breed,
  CHARACTER_LINES,
  CLOSING_LINES,
  COATS,
  DISCIPLINE_LINES,
  DISCIPLINES,
  HORSE_BREEDS,
  IBERIAN_SIRES,
  MALE_NAMES,
  MARE_NAMES,
  NOUNS,
  PAPERS_LINES,
  PONY_BREEDS,
  PONY_DISCIPLINE_LINES,
  PONY_MARE_NAMES,
  PONY_NAMES,
  type Sex,
  SPORT_MARE_NAMES,
  SPORT_NAMES,
  TRAIT_LINES,
  WARMBLOOD_SIRES,
} from './horse-words.ts';
import {
  type AdBrief,
  ageItem,
  capitalise,
  formatHeight,
  formatMoney,
  type HorseFields,
  heightItem,
  paragraph,
  priceBetween,
  type WrittenAd,
} from './writing.ts';

interface Profile {
  use: Use;
  pony: boolean;
  breeds: readonly string[];
  sexes: readonly [entero: number, castrado: number, yegua: number];
  ages: readonly [number, number];
  traits: readonly string[];
  /** Typical asking price of an average animal of this use, in euros. */
  price: number;
}

const HORSE_PROFILES: Record<string, Profile> = {
  sport_horses: {
    use: 'sport',
    pony: false,
    breeds: [
      'kwpn',
      'kwpn',
      'caballo-de-deporte-espanol',
      'caballo-de-deporte-espanol',
      'caballo-de-deporte-espanol',
      'hannoveriano',
      'holsteiner',
      'oldenburg',
      'bwp',
      'silla-frances',
      'zangersheide',
      'anglo-arabe',
      'pura-raza-espanola',
      'lusitano',
      'cruzado',
    ],
    sexes: [20, 45, 35],
    ages: [5, 14],
    traits: [
      'con-resultados',
      'con-resultados',
      'revision-veterinaria',
      'radiografias',
      'domado',
      'se-deja-herrar',
      'sube-al-remolque',
    ],
    price: 14_000,
  },
  leisure_horses: {
    use: 'leisure',
    pony: false,
    breeds: [
      'cruzado',
      'cruzado',
      'cruzado',
      'pura-raza-espanola',
      'pura-raza-espanola',
      'hispano-arabe',
      'pura-raza-arabe',
      'cuarto-de-milla',
      'appaloosa',
      'haflinger',
      'irish-cob',
      'frison',
      'hispano-breton',
      'mallorquin',
      'menorquin',
      'criollo',
      'lusitano',
    ],
    sexes: [7, 55, 38],
    ages: [6, 19],
    traits: [
      'domado',
      'tranquilo-en-trafico',
      'tranquilo-en-trafico',
      'apto-para-ninos',
      'se-deja-herrar',
      'sube-al-remolque',
    ],
    price: 3_500,
  },
  breeding_horses: {
    use: 'breeding',
    pony: false,
    breeds: [
      'pura-raza-espanola',
      'pura-raza-espanola',
      'pura-raza-espanola',
      'lusitano',
      'pura-raza-arabe',
      'caballo-de-deporte-espanol',
      'kwpn',
      'hispano-arabe',
      'cuarto-de-milla',
      'frison',
      'menorquin',
    ],
    sexes: [30, 0, 70],
    ages: [5, 17],
    traits: ['revision-veterinaria', 'se-deja-herrar', 'sube-al-remolque', 'domado'],
    price: 7_000,
  },
  young_horses: {
    use: 'young',
    pony: false,
    breeds: [
      'pura-raza-espanola',
      'pura-raza-espanola',
      'caballo-de-deporte-espanol',
      'caballo-de-deporte-espanol',
      'lusitano',
      'kwpn',
      'hannoveriano',
      'cruzado',
      'pura-raza-arabe',
      'hispano-arabe',
    ],
    sexes: [50, 5, 45],
    ages: [1, 4],
    traits: ['se-deja-herrar', 'sube-al-remolque'],
    price: 4_500,
  },
  horses_on_loan: {
    use: 'loan',
    pony: false,
    breeds: [
      'cruzado',
      'cruzado',
      'pura-raza-espanola',
      'caballo-de-deporte-espanol',
      'hispano-arabe',
      'pura-raza-arabe',
      'pura-sangre-ingles',
    ],
    sexes: [0, 60, 40],
    ages: [7, 18],
    traits: ['domado', 'tranquilo-en-trafico', 'apto-para-ninos'],
    price: 220,
  },
  retired_horses: {
    use: 'retired',
    pony: false,
    breeds: [
      'cruzado',
      'cruzado',
      'pura-raza-espanola',
      'pura-sangre-ingles',
      'pura-raza-arabe',
      'hispano-arabe',
      'caballo-de-deporte-espanol',
    ],
    sexes: [0, 55, 45],
    ages: [19, 28],
    traits: ['tranquilo-en-trafico', 'se-deja-herrar', 'apto-para-ninos'],
    price: 0,
  },
  children_ponies: {
    use: 'children',
    pony: true,
    breeds: [
      'shetland',
      'shetland',
      'welsh',
      'welsh',
      'new-forest',
      'cruzado',
      'cruzado',
      'haflinger',
      'pottoka',
      'asturcon',
      'connemara',
    ],
    sexes: [5, 55, 40],
    ages: [6, 20],
    traits: ['domado', 'se-deja-herrar', 'sube-al-remolque', 'tranquilo-en-trafico'],
    price: 2_500,
  },
  sport_ponies: {
    use: 'sport',
    pony: true,
    breeds: ['welsh', 'welsh', 'connemara', 'connemara', 'poni-de-silla-aleman', 'new-forest'],
    sexes: [5, 50, 45],
    ages: [6, 15],
    traits: ['con-resultados', 'revision-veterinaria', 'domado', 'apto-para-ninos', 'sube-al-remolque'],
    price: 7_000,
  },
  breeding_ponies: {
    use: 'breeding',
    pony: true,
    breeds: ['shetland', 'welsh', 'connemara', 'asturcon', 'pottoka', 'pura-raza-gallega', 'garrano'],
    sexes: [25, 0, 75],
    ages: [4, 16],
    traits: ['se-deja-herrar', 'sube-al-remolque'],
    price: 1_800,
  },
  pony_foals: {
    use: 'young',
    pony: true,
    breeds: ['shetland', 'shetland', 'welsh', 'connemara', 'asturcon', 'falabella', 'cruzado'],
    sexes: [50, 0, 50],
    ages: [1, 3],
    traits: ['se-deja-herrar', 'sube-al-remolque'],
    price: 900,
  },
  miniature_horses: {
    use: 'mini',
    pony: true,
    breeds: ['falabella', 'falabella', 'miniatura-americano', 'shetland'],
    sexes: [30, 30, 40],
    ages: [2, 15],
    traits: ['se-deja-herrar', 'sube-al-remolque', 'tranquilo-en-trafico'],
    price: 1_200,
  },
};

export function isHorseSubcategory(subcategory: string): boolean {
  return subcategory in HORSE_PROFILES;
}

const SEXES: readonly Sex[] = ['entero', 'castrado', 'yegua'];

/** A horse or pony ad (offer or demand) for one of the horses or ponies subcategories. */
export function writeHorseAd(brief: AdBrief): WrittenAd {
  const profile = HORSE_PROFILES[brief.subcategory];
  if (!profile) throw new Error(`No horse profile for ${brief.subcategory}`);
  const { random } = brief;
  const breed = pickBreed(brief, profile);
  const sex = random.weighted(SEXES, sexWeights(profile, breed));
  const age = random.int(profile.ages[0], profile.ages[1]);
  const coat = random.pick(breed.coats);
  const height = heightOf(random, breed, age);
  const disciplines = pickDisciplines(random, profile, breed);
  const traits = pickTraits(random, profile, age);
  // A stud's horses are all in its breed's studbook.
  const papers = brief.breed ? 'libro-genealogico' : pickPapers(random, breed);
  const horse = identity({ random, profile, breed, sex, age, height, papers, brief });
  const pony = profile.pony;
  const filterValues: Record<string, string[]> = {
    [pony ? 'raza-poni' : 'raza']: [breed.slug],
    sexo: [sex],
    edad: [ageItem(age)],
    capa: [coat],
    ...(height ? { [pony ? 'alzada-poni' : 'alzada']: [heightItem(height, pony)] } : {}),
    ...(random.chance(0.9) ? { disciplina: disciplines } : {}),
    ...(random.chance(0.85) ? { caracteristicas: traits } : {}),
    ...(random.chance(0.9) ? { documentacion: [papers] } : {}),
  };
  const photos = {
    tags: pony ? (['pony'] as const) : photoTags(profile.use, sex),
    coat: pony ? COATS[coat]?.pony : COATS[coat]?.horse,
  };
  if (brief.type === 'demand') return writeDemand({ brief, profile, breed, sex, disciplines, filterValues, photos });

  const price = profile.use === 'retired' ? null : offerPrice(random, profile, breed, age, sex);
  const words = horseWords({
    brief,
    profile,
    breed,
    sex,
    age,
    coat,
    height,
    discipline: disciplines[0] ?? 'ocio',
    horse,
    price,
  });
  const phrases = HORSE_PHRASES[brief.language];
  const say = <T>(texts: Record<string, (g: HorseWords['g']) => T>) => texts[brief.language]?.(words.g);
  const story =
    profile.use === 'loan'
      ? phrases.loan(words)
      : profile.use === 'retired'
        ? phrases.retired(words)
        : paragraph(
            random.pick(phrases.intros(words)),
            profile.use === 'young' && phrases.young(words),
            profile.use === 'breeding' && random.sample(phrases.breeding(words, sex === 'entero'), 2).join(' '),
            ...disciplines.slice(0, 2).map((slug) => {
              const line = disciplineLine(profile, slug);
              return line ? say(line) : undefined;
            }),
          );
  const description = paragraph(
    story,
    ...random.sample(CHARACTER_LINES[brief.language], random.int(1, 2)).map((line) => line(words.g)),
    ...traits.map((slug) => {
      const line = TRAIT_LINES[slug];
      return line ? say(line) : undefined;
    }),
    horse.sire && phrases.pedigree(words),
    profile.use !== 'retired' && say(PAPERS_LINES[papers] ?? {}),
    ...closingLines(brief, profile.use),
  );
  return {
    title: capitalise(random.pick(phrases.titles(words, profile.use))),
    description,
    price,
    filterValues,
    horse,
    photos,
  };
}

/** The sentence for a discipline: none for foals, ponies' own classes, only hacking for family ponies. */
function disciplineLine(profile: Profile, slug: string) {
  // Foals are not trained yet, and miniatures are not ridden.
  if (profile.use === 'young' || profile.use === 'mini') return undefined;
  if (profile.use === 'children' && slug !== 'ocio' && slug !== 'volteo') return undefined;
  return (profile.pony ? PONY_DISCIPLINE_LINES[slug] : undefined) ?? DISCIPLINE_LINES[slug];
}

/** One or two closing lines, at most one of them saying where the horse is. */
function closingLines(brief: AdBrief, use: Use): string[] {
  const { random } = brief;
  // Nobody tries out a horse on loan or in retirement before taking it on.
  const trial = /probar|tried|provar|experimentar/;
  const lines = CLOSING_LINES[brief.language].filter(
    (line) => !(use === 'retired' || use === 'loan') || !trial.test(line),
  );
  const where = random.pick(lines.filter((line) => line.includes('{town}')));
  const other = random.pick(lines.filter((line) => !line.includes('{town}')));
  const chosen = random.chance(0.5) ? [where, other] : [random.chance(0.5) ? where : other];
  // "Golegã (Golegã)" reads as a slip: a town that names its province is said once.
  const place = brief.town === brief.province ? brief.town : undefined;
  return chosen.map((line) =>
    place
      ? line.replace(/\{town\} \(\{province\}\)|\{town\}, [^{]*\{province\}/, place).replace('{town}', place)
      : line.replace('{town}', brief.town).replace('{province}', brief.province),
  );
}

function pickBreed(brief: AdBrief, profile: Profile): Breed {
  const breeds = profile.pony ? PONY_BREEDS : HORSE_BREEDS;
  // Portuguese sellers mostly have Lusitanos, and the small native garranos as family ponies.
  const native = !profile.pony || profile.use === 'children' || profile.use === 'breeding' || profile.use === 'young';
  const portuguese = brief.language === 'pt' && native && brief.random.chance(0.6);
  const own = brief.breed && breeds.some((each) => each.slug === brief.breed) ? brief.breed : undefined;
  const slug = own ?? (portuguese ? (profile.pony ? 'garrano' : 'lusitano') : brief.random.pick(profile.breeds));
  const breed = breeds.find((each) => each.slug === slug);
  if (!breed) throw new Error(`Unknown breed ${slug}`);
  return breed;
}

function sexWeights(profile: Profile, breed: Breed): number[] {
  const [entero, castrado, yegua] = profile.sexes;
  // Iberian horses are often kept entire.
  const iberian = breed.slug === 'pura-raza-espanola' || breed.slug === 'lusitano';
  return iberian && entero > 0 ? [entero * 2.5, castrado * 0.6, yegua] : [entero, castrado, yegua];
}

function heightOf(random: Random, breed: Breed, age: number): number | undefined {
  const grown = random.int(breed.height[0], breed.height[1]);
  if (age <= 1) return random.chance(0.4) ? Math.round(grown * 0.86) : undefined;
  return Math.round(grown * (age === 2 ? 0.94 : age === 3 ? 0.98 : 1));
}

function pickDisciplines(random: Random, profile: Profile, breed: Breed): string[] {
  const work = breed.disciplines.filter((slug) => slug !== 'ocio' && slug !== 'cria');
  switch (profile.use) {
    case 'sport': {
      const options = work.length > 0 ? work : ['salto'];
      return random.sample(options, random.chance(0.7) ? 1 : 2);
    }
    case 'breeding':
      return random.chance(0.6) && work[0] ? ['cria', work[0]] : ['cria'];
    case 'young':
      return [work[0] ?? 'ocio'];
    case 'children':
      return random.chance(0.4) ? ['ocio', random.pick(['salto', 'volteo', 'doma-clasica'])] : ['ocio'];
    case 'mini':
      return [random.chance(0.7) ? 'ocio' : 'enganche'];
    case 'retired':
      return ['ocio'];
    default:
      return random.chance(0.35) && work[0] ? ['ocio', random.pick(work)] : ['ocio'];
  }
}

function pickTraits(random: Random, profile: Profile, age: number): string[] {
  const options = profile.use === 'young' && age >= 3 ? [...profile.traits, 'domado'] : profile.traits;
  const chosen = new Set(random.sample([...new Set(options)], random.int(1, 3)));
  if (profile.use === 'children') chosen.add('apto-para-ninos');
  return [...chosen];
}

function pickPapers(random: Random, breed: Breed): string {
  if (breed.slug === 'cruzado') return random.chance(0.85) ? 'solo-pasaporte' : 'sin-documentacion';
  return random.chance(0.75) ? 'libro-genealogico' : 'solo-pasaporte';
}

function photoTags(use: Use, sex: Sex): readonly ('horse' | 'foal' | 'arena' | 'portrait')[] {
  if (use === 'breeding') return sex === 'yegua' ? ['foal', 'horse'] : ['portrait', 'horse'];
  if (use === 'sport') return ['arena', 'horse'];
  if (use === 'young') return ['foal', 'horse'];
  return ['horse'];
}

function identity(options: {
  random: Random;
  profile: Profile;
  breed: Breed;
  sex: Sex;
  age: number;
  height: number | undefined;
  papers: string;
  brief: AdBrief;
}): HorseFields {
  const { random, profile, breed, sex, age, height, papers, brief } = options;
  if (brief.type === 'demand') return {};
  const warmblood =
    breed.ueln.startsWith('528') ||
    breed.ueln.startsWith('276') ||
    breed.ueln.startsWith('056') ||
    breed.ueln.startsWith('250');
  const iberian = breed.slug === 'pura-raza-espanola' || breed.slug === 'lusitano';
  const mare = sex === 'yegua';
  const names = profile.pony
    ? mare
      ? PONY_MARE_NAMES
      : PONY_NAMES
    : warmblood
      ? mare
        ? SPORT_MARE_NAMES
        : SPORT_NAMES
      : mare
        ? MARE_NAMES
        : MALE_NAMES;
  const registered = papers === 'libro-genealogico';
  const withPedigree = registered && (warmblood || iberian) && random.chance(profile.use === 'leisure' ? 0.2 : 0.55);
  const country = brief.language === 'pt' ? '620' : '724';
  return {
    horseName: random.chance(0.85) ? random.pick(names) : undefined,
    birthYear: brief.year - age,
    heightCm: height,
    ueln: papers !== 'sin-documentacion' && random.chance(0.45) ? `${breed.ueln}${digits(random, 9)}` : undefined,
    microchip:
      papers !== 'sin-documentacion' && random.chance(0.35) ? `${country}098100${digits(random, 6)}` : undefined,
    studbook: registered ? breed.studbook : undefined,
    sire: withPedigree ? random.pick(warmblood ? WARMBLOOD_SIRES : IBERIAN_SIRES) : undefined,
    dam: withPedigree && random.chance(0.6) ? random.pick(MARE_NAMES) : undefined,
  };
}

function digits(random: Random, count: number): string {
  return Array.from({ length: count }, () => random.int(0, 9)).join('');
}

function offerPrice(random: Random, profile: Profile, breed: Breed, age: number, sex: Sex): number {
  if (profile.use === 'loan') return priceBetween(random, 120, 350);
  const youth = profile.use === 'young' ? 0.7 + 0.15 * age : 1;
  const stallion = profile.use === 'breeding' && sex === 'entero' ? 1.8 : 1;
  const base = profile.price * breed.value * youth * stallion;
  return priceBetween(random, base * 0.45, base * 2);
}

function horseWords(options: {
  brief: AdBrief;
  profile: Profile;
  breed: Breed;
  sex: Sex;
  age: number;
  coat: string;
  height: number | undefined;
  discipline: string;
  horse: HorseFields;
  price: number | null;
}): HorseWords {
  const { brief, profile, breed, sex, age, coat, height, discipline, horse, price } = options;
  const language = brief.language;
  const feminine = sex === 'yegua' ? 1 : 0;
  const form = profile.use === 'young' ? 1 : profile.pony ? 2 : 0;
  const coatWords = COATS[coat]?.words[language] ?? ['', ''];
  return {
    noun: NOUNS[language][sex][form],
    breed: breed.name[language][feminine],
    coat: coatWords[feminine],
    coatOfCapa: coatWords[1],
    age,
    year: brief.year - age,
    height: height ? formatHeight(language, height) : undefined,
    discipline: DISCIPLINES[discipline]?.[language] ?? discipline,
    name: horse.horseName,
    sire: horse.sire,
    dam: horse.dam,
    town: brief.town,
    province: brief.province,
    price: price ? formatMoney(language, price) : undefined,
    g: (m, f) => (feminine ? f : m),
  };
}

function writeDemand(options: {
  brief: AdBrief;
  profile: Profile;
  breed: Breed;
  sex: Sex;
  disciplines: string[];
  filterValues: Record<string, string[]>;
  photos: WrittenAd['photos'];
}): WrittenAd {
  const { brief, profile, breed, sex, disciplines } = options;
  const { random } = brief;
  const budget =
    profile.use === 'retired' || profile.use === 'loan' || random.chance(0.55)
      ? null
      : priceBetween(random, profile.price * 0.4, profile.price * 1.2);
  const words = horseWords({
    brief,
    profile,
    breed,
    sex,
    age: 8,
    coat: 'castano',
    height: undefined,
    discipline: disciplines[0] ?? 'ocio',
    horse: {},
    price: budget,
  });
  const phrases = HORSE_PHRASES[brief.language];
  // A buyer states what matters to them, not a coat or an age band they have not seen yet.
  const wanted: Record<string, string[]> = {};
  for (const slug of ['sexo', 'disciplina', 'raza', 'raza-poni']) {
    const values = options.filterValues[slug];
    if (values && random.chance(slug === 'disciplina' ? 0.8 : 0.5)) wanted[slug] = values;
  }
  return {
    title: capitalise(random.pick(phrases.demandTitles(words, profile.use))),
    description: phrases.demandText(words, profile.use),
    price: budget,
    filterValues: wanted,
    horse: {},
    photos: options.photos,
  };
}
