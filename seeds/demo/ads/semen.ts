import type { Locale } from '../../../common/locale/locales.ts';
import { COATS, DISCIPLINES } from './horse-words.ts';
import { type AdBrief, formatHeight, formatMoney, paragraph, priceBetween, type WrittenAd } from './writing.ts';

/** Demo stallions standing at stud; invented names, real breeds. */
interface Stallion {
  name: string;
  /** The raza or raza-poni item. */
  breed: string;
  label: string;
  coat: string;
  height: number;
  born: number;
  studbook?: string;
  sire: string;
  dam: string;
  disciplines: readonly string[];
}

const STALLIONS: Record<string, readonly Stallion[]> = {
  sport_horse_semen: [
    {
      name: 'Kalimero Z',
      breed: 'zangersheide',
      label: 'Zangersheide',
      coat: 'tordo',
      height: 170,
      born: 2012,
      studbook: 'Zangersheide',
      sire: 'Kannan',
      dam: 'Belle Z',
      disciplines: ['salto'],
    },
    {
      name: 'Quintanar',
      breed: 'caballo-de-deporte-espanol',
      label: 'CDE',
      coat: 'castano',
      height: 168,
      born: 2011,
      studbook: 'ANCADES',
      sire: 'Casall',
      dam: 'Tierra de Campos',
      disciplines: ['salto', 'concurso-completo'],
    },
    {
      name: 'Dakar de Lis',
      breed: 'silla-frances',
      label: 'Selle Français',
      coat: 'alazan',
      height: 169,
      born: 2013,
      studbook: 'SF',
      sire: 'Diamant de Semilly',
      dam: 'Orphée de Lis',
      disciplines: ['salto'],
    },
    {
      name: 'Heartbeat',
      breed: 'kwpn',
      label: 'KWPN',
      coat: 'negro',
      height: 172,
      born: 2010,
      studbook: 'KWPN',
      sire: 'Jazz',
      dam: 'Wendy',
      disciplines: ['doma-clasica'],
    },
  ],
  iberian_semen: [
    {
      name: 'Galán del Alba',
      breed: 'pura-raza-espanola',
      label: 'PRE',
      coat: 'tordo',
      height: 166,
      born: 2012,
      studbook: 'ANCCE',
      sire: 'Bailador LXXI',
      dam: 'Giralda',
      disciplines: ['doma-clasica', 'alta-escuela'],
    },
    {
      name: 'Soberano AR',
      breed: 'pura-raza-espanola',
      label: 'PRE',
      coat: 'negro',
      height: 164,
      born: 2014,
      studbook: 'ANCCE',
      sire: 'Embrujo XXXII',
      dam: 'Marquesa',
      disciplines: ['doma-clasica', 'equitacion-de-trabajo'],
    },
    {
      name: 'Oxidado do Tejo',
      breed: 'lusitano',
      label: 'Lusitano',
      coat: 'castano',
      height: 163,
      born: 2011,
      studbook: 'APSL',
      sire: 'Xaquiro',
      dam: 'Fragata',
      disciplines: ['equitacion-de-trabajo', 'doma-clasica'],
    },
    {
      name: 'Jerezano del Alba',
      breed: 'pura-raza-espanola',
      label: 'PRE',
      coat: 'castano',
      height: 162,
      born: 2013,
      studbook: 'ANCCE',
      sire: 'Hechicero XV',
      dam: 'Trianera',
      disciplines: ['doma-vaquera', 'alta-escuela'],
    },
  ],
  arabian_semen: [
    {
      name: 'Shahir al Andalus',
      breed: 'pura-raza-arabe',
      label: 'PRá',
      coat: 'tordo',
      height: 153,
      born: 2012,
      studbook: 'AECCA',
      sire: 'Ibn Zafir',
      dam: 'Zarina',
      disciplines: ['raid'],
    },
    {
      name: 'Marwan de Córdoba',
      breed: 'pura-raza-arabe',
      label: 'PRá',
      coat: 'castano',
      height: 151,
      born: 2015,
      studbook: 'AECCA',
      sire: 'Shahir al Andalus',
      dam: 'Habana',
      disciplines: ['raid'],
    },
  ],
  american_breed_semen: [
    {
      name: 'Dun It Spanish',
      breed: 'cuarto-de-milla',
      label: 'Quarter Horse',
      coat: 'bayo',
      height: 150,
      born: 2013,
      studbook: 'AQHA',
      sire: 'Dun It Better',
      dam: 'Miss Sevilla',
      disciplines: ['western'],
    },
    {
      name: 'Spotted Sunrise',
      breed: 'appaloosa',
      label: 'Appaloosa',
      coat: 'atigrado',
      height: 152,
      born: 2014,
      studbook: 'ApHC',
      sire: 'Sunrise Spot',
      dam: 'Blue Lady',
      disciplines: ['western'],
    },
    {
      name: 'Painted Guadalquivir',
      breed: 'paint-horse',
      label: 'Paint Horse',
      coat: 'pio',
      height: 151,
      born: 2016,
      studbook: 'APHA',
      sire: 'Painted Chex',
      dam: 'Lady Doc',
      disciplines: ['western'],
    },
  ],
  pony_semen: [
    {
      name: 'Glanrhyd Merlin',
      breed: 'welsh',
      label: 'Welsh',
      coat: 'tordo',
      height: 128,
      born: 2012,
      sire: 'Glanrhyd Taliesin',
      dam: 'Seren',
      disciplines: ['salto'],
    },
    {
      name: 'Kylemore Storm',
      breed: 'connemara',
      label: 'Connemara',
      coat: 'tordo',
      height: 146,
      born: 2011,
      sire: 'Kylemore Rebel',
      dam: 'Clifden Lass',
      disciplines: ['salto', 'concurso-completo'],
    },
    {
      name: 'Xanu',
      breed: 'asturcon',
      label: 'Asturcón',
      coat: 'negro',
      height: 124,
      born: 2015,
      sire: 'Cuetu',
      dam: 'Xana',
      disciplines: ['ocio'],
    },
  ],
  embryos: [
    {
      name: 'Kalimero Z',
      breed: 'zangersheide',
      label: 'Zangersheide',
      coat: 'tordo',
      height: 170,
      born: 2012,
      sire: 'Kannan',
      dam: 'Belle Z',
      disciplines: ['salto'],
    },
    {
      name: 'Galán del Alba',
      breed: 'pura-raza-espanola',
      label: 'PRE',
      coat: 'tordo',
      height: 166,
      born: 2012,
      sire: 'Bailador LXXI',
      dam: 'Giralda',
      disciplines: ['doma-clasica'],
    },
    {
      name: 'Heartbeat',
      breed: 'kwpn',
      label: 'KWPN',
      coat: 'negro',
      height: 172,
      born: 2010,
      sire: 'Jazz',
      dam: 'Wendy',
      disciplines: ['doma-clasica'],
    },
  ],
};

const CONSERVATION: Record<string, Record<Locale, string>> = {
  fresco: { es: 'fresco', en: 'fresh', ca: 'fresc', pt: 'fresco' },
  refrigerado: { es: 'refrigerado', en: 'chilled', ca: 'refrigerat', pt: 'refrigerado' },
  congelado: { es: 'congelado', en: 'frozen', ca: 'congelat', pt: 'congelado' },
};

interface SemenWords {
  stallion: Stallion;
  storage: string;
  coat: string;
  height: string;
  discipline: string;
  price?: string;
  year: number;
  province: string;
  embryo: boolean;
  mareLine: string;
}

interface SemenPhrases {
  titles(w: SemenWords): string[];
  text(w: SemenWords): string;
  demandTitle(w: SemenWords): string[];
  demandText(w: SemenWords): string;
}

const PHRASES: Record<Locale, SemenPhrases> = {
  es: {
    titles: (w) =>
      w.embryo
        ? [`Embrión ${w.stallion.label}: ${w.stallion.name} x ${w.mareLine}`, `Vendo embrión de ${w.stallion.name}`]
        : [
            `Semen ${w.storage} de ${w.stallion.name} (${w.stallion.label})`,
            `Dosis de semen de ${w.stallion.name}, ${w.stallion.label}`,
            `${w.stallion.name}: semen ${w.storage} temporada ${w.year}`,
          ],
    text: (w) =>
      paragraph(
        `${w.stallion.name} es un semental ${w.stallion.label} ${w.coat} de ${w.height}, nacido en ${w.stallion.born}, hijo de ${w.stallion.sire} y ${w.stallion.dam}.`,
        `Destaca en ${w.discipline} y transmite muy buena morfología y carácter.`,
        w.embryo
          ? `Embrión de ${w.stallion.name} con yegua de línea ${w.mareLine}, listo para transferir a receptora. Sexo sin determinar.`
          : `Dosis de semen ${w.storage} para la temporada ${w.year}; envío a clínicas y centros de reproducción de toda España y Portugal.`,
        w.price && `Precio ${w.embryo ? 'del embrión' : 'por dosis'}: ${w.price}.`,
        'Buena fertilidad contrastada. Pedidos y documentación por mensaje.',
      ),
    demandTitle: (w) => [
      `Busco semen ${w.storage} de semental ${w.stallion.label}`,
      `Compro dosis de semen ${w.stallion.label}`,
    ],
    demandText: (w) =>
      `Busco dosis de semen ${w.storage} de un semental ${w.stallion.label} aprobado, con buenos resultados en ${w.discipline}, para cubrir una yegua esta temporada. Zona ${w.province}. ${w.price ? `Presupuesto hasta ${w.price}.` : ''}`.trim(),
  },
  en: {
    titles: (w) =>
      w.embryo
        ? [`${w.stallion.label} embryo: ${w.stallion.name} x ${w.mareLine}`, `Embryo by ${w.stallion.name} for sale`]
        : [
            `${w.stallion.name} (${w.stallion.label}) ${w.storage} semen`,
            `${w.storage.charAt(0).toUpperCase()}${w.storage.slice(1)} semen doses by ${w.stallion.name}`,
          ],
    text: (w) =>
      paragraph(
        `${w.stallion.name} is a ${w.height} ${w.coat} ${w.stallion.label} stallion born in ${w.stallion.born}, by ${w.stallion.sire} out of ${w.stallion.dam}.`,
        `A proven ${w.discipline} sire who passes on good conformation and a trainable temperament.`,
        w.embryo
          ? `Embryo by ${w.stallion.name} out of a ${w.mareLine} mare, ready for transfer to a recipient mare. Sex unknown.`
          : `${w.storage.charAt(0).toUpperCase()}${w.storage.slice(1)} semen for the ${w.year} season, shipped to clinics and studs across Spain and Portugal.`,
        w.price && `Price ${w.embryo ? 'for the embryo' : 'per dose'}: ${w.price}.`,
        'Good proven fertility. Orders and paperwork by message.',
      ),
    demandTitle: (w) => [`Wanted: ${w.storage} semen from a ${w.stallion.label} stallion`],
    demandText: (w) =>
      `Looking for ${w.storage} semen from a licensed ${w.stallion.label} stallion with a ${w.discipline} record, to cover my mare this season. Based in ${w.province}. ${w.price ? `Budget up to ${w.price}.` : ''}`.trim(),
  },
  ca: {
    titles: (w) =>
      w.embryo
        ? [`Embrió ${w.stallion.label}: ${w.stallion.name} x ${w.mareLine}`, `Venc embrió d'en ${w.stallion.name}`]
        : [
            `Semen ${w.storage} d'en ${w.stallion.name} (${w.stallion.label})`,
            `Dosis de semen d'en ${w.stallion.name}, ${w.stallion.label}`,
          ],
    text: (w) =>
      paragraph(
        `En ${w.stallion.name} és un semental ${w.stallion.label} ${w.coat} de ${w.height}, nascut el ${w.stallion.born}, fill ${/^[aeiouh]/i.test(w.stallion.sire) ? "d'" : 'de '}${w.stallion.sire} i ${w.stallion.dam}.`,
        `Destaca en ${w.discipline} i transmet molt bona morfologia i caràcter.`,
        w.embryo
          ? `Embrió d'en ${w.stallion.name} amb euga de línia ${w.mareLine}, a punt per transferir a una receptora. Sexe sense determinar.`
          : `Dosis de semen ${w.storage} per a la temporada ${w.year}; enviament a clíniques i centres de reproducció de tota la península.`,
        w.price && `Preu ${w.embryo ? "de l'embrió" : 'per dosi'}: ${w.price}.`,
        'Bona fertilitat contrastada. Comandes i documentació per missatge.',
      ),
    demandTitle: (w) => [`Busco semen ${w.storage} de semental ${w.stallion.label}`],
    demandText: (w) =>
      `Busco dosis de semen ${w.storage} d'un semental ${w.stallion.label} aprovat, amb bons resultats en ${w.discipline}, per cobrir una euga aquesta temporada. Zona ${w.province}. ${w.price ? `Pressupost fins a ${w.price}.` : ''}`.trim(),
  },
  pt: {
    titles: (w) =>
      w.embryo
        ? [`Embrião ${w.stallion.label}: ${w.stallion.name} x ${w.mareLine}`, `Vendo embrião de ${w.stallion.name}`]
        : [
            `Sémen ${w.storage} de ${w.stallion.name} (${w.stallion.label})`,
            `Doses de sémen de ${w.stallion.name}, ${w.stallion.label}`,
          ],
    text: (w) =>
      paragraph(
        `${w.stallion.name} é um garanhão ${w.stallion.label} ${w.coat} com ${w.height}, nascido em ${w.stallion.born}, filho de ${w.stallion.sire} e ${w.stallion.dam}.`,
        `Destaca-se em ${w.discipline} e transmite muito boa morfologia e carácter.`,
        w.embryo
          ? `Embrião de ${w.stallion.name} com égua da linha ${w.mareLine}, pronto a transferir para uma recetora. Sexo por determinar.`
          : `Doses de sémen ${w.storage} para a época de ${w.year}; envio para clínicas e centros de reprodução em Portugal e Espanha.`,
        w.price && `Preço ${w.embryo ? 'do embrião' : 'por dose'}: ${w.price}.`,
        'Boa fertilidade comprovada. Encomendas e documentação por mensagem.',
      ),
    demandTitle: (w) => [`Procuro sémen ${w.storage} de garanhão ${w.stallion.label}`],
    demandText: (w) =>
      `Procuro doses de sémen ${w.storage} de um garanhão ${w.stallion.label} aprovado, com bons resultados em ${w.discipline}, para cobrir uma égua esta época. Zona de ${w.province}. ${w.price ? `Orçamento até ${w.price}.` : ''}`.trim(),
  },
};

const MARE_LINES = ['Cornet Obolensky', 'Quidam de Revel', 'Nevado MAC', 'Bailador LXXI', 'Sandro Hit', 'Vivaldi'];

/** A semen or embryo ad: the stallion's name, breed and pedigree, storage and price per dose. */
export function writeSemenAd(brief: AdBrief): WrittenAd {
  const { random, language } = brief;
  const stallions = STALLIONS[brief.subcategory] ?? [];
  // A stud advertises its own stallions.
  const own = stallions.filter((each) => brief.stallions?.includes(each.name));
  const stallion = random.pick(own.length > 0 ? own : stallions);
  const embryo = brief.subcategory === 'embryos';
  const storage = embryo
    ? 'congelado'
    : random.pick(
        stallion.breed === 'pura-raza-espanola'
          ? ['refrigerado', 'refrigerado', 'fresco', 'congelado']
          : ['congelado', 'congelado', 'refrigerado'],
      );
  const perDose: Record<string, [number, number]> = {
    sport_horse_semen: [350, 1_200],
    iberian_semen: [250, 700],
    arabian_semen: [300, 800],
    american_breed_semen: [250, 600],
    pony_semen: [120, 350],
    embryos: [2_500, 9_000],
  };
  const [min, max] = perDose[brief.subcategory] ?? [200, 600];
  const demand = brief.type === 'demand';
  const price = demand && random.chance(0.6) ? null : priceBetween(random, min, max);
  const words: SemenWords = {
    stallion,
    storage: CONSERVATION[storage]?.[language] ?? storage,
    coat: COATS[stallion.coat]?.words[language][0] ?? '',
    height: formatHeight(language, stallion.height),
    discipline: DISCIPLINES[stallion.disciplines[0] ?? 'cria']?.[language] ?? '',
    price: price ? formatMoney(language, price) : undefined,
    year: brief.year,
    province: brief.province,
    embryo,
    mareLine: random.pick(MARE_LINES.filter((line) => line !== stallion.name)),
  };
  const phrases = PHRASES[language];
  const breedFilter = brief.subcategory === 'pony_semen' ? 'raza-poni' : 'raza';
  return {
    title: random.pick(demand ? phrases.demandTitle(words) : phrases.titles(words)),
    description: demand ? phrases.demandText(words) : phrases.text(words),
    price,
    filterValues: {
      [breedFilter]: [stallion.breed],
      disciplina: [...stallion.disciplines],
      conservacion: [storage],
    },
    horse: demand
      ? {}
      : { horseName: stallion.name, studbook: stallion.studbook, sire: stallion.sire, dam: stallion.dam },
    photos: { tags: ['portrait', 'horse'], coat: COATS[stallion.coat]?.horse },
  };
}
