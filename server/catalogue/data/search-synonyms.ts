import type { Localized } from '../../../common/locale/locales.ts';
import { CATEGORIES } from './categories.ts';

export interface SynonymSeed {
  key: string;
  /** Per language, the terms that mean the same, comma-separated; a term may be several words. */
  terms: Localized;
  /** Where ads about it are listed: a search with a term ranks the ads there first. */
  subcategories: readonly string[];
}

function group(
  key: string,
  es: string,
  en: string,
  ca: string,
  pt: string,
  subcategories: readonly string[] = [],
): SynonymSeed {
  return { key, terms: { es, en, ca, pt }, subcategories };
}

function subcategoriesOf(...categoryKeys: string[]): string[] {
  return CATEGORIES.filter((category) => categoryKeys.includes(category.key)).flatMap((category) =>
    category.subcategories.map((subcategory) => subcategory.key),
  );
}

const HORSES = subcategoriesOf('horses');
const EQUINES = subcategoriesOf('horses', 'ponies');

/**
 * What a buyer may type for one thing, in the four languages: a search for any term finds ads with
 * any of them (server/search/search-synonyms.ts), and ranks first the ads in the group's
 * subcategories. Breed abbreviations and names, the core horse words, the things and services
 * sold. Plurals that the stemmers do not join are written out. Administrators add more as content
 * (`/admin/content/search-synonyms`).
 */
export const SEARCH_SYNONYMS: readonly SynonymSeed[] = [
  // Breeds and their abbreviations.
  group(
    'pre',
    'PRE, pura raza española, caballo andaluz, andaluz',
    'PRE, Andalusian, Pure Spanish Horse',
    'PRE, pura raça espanyola, andalús',
    'PRE, pura raça espanhola, andaluz',
    [...HORSES, 'iberian_semen', 'embryos'],
  ),
  group(
    'cde',
    'CDE, caballo de deporte español',
    'CDE, Spanish Sport Horse',
    "CDE, cavall d'esport espanyol",
    'CDE, cavalo de desporto espanhol',
    [...HORSES, 'sport_horse_semen'],
  ),
  group(
    'psi',
    'PSI, pura sangre inglés, pura sangre',
    'Thoroughbred, English Thoroughbred',
    'PSI, pura sang anglès',
    'PSI, puro-sangue inglês, puro sangue inglês',
    HORSES,
  ),
  group('arabian', 'árabe, pura raza árabe', 'Arabian, Arab', 'àrab, pura raça àrab', 'árabe, puro-sangue árabe', [
    ...HORSES,
    'arabian_semen',
  ]),
  group('lusitano', 'lusitano, lusitana', 'Lusitano', 'lusità, lusitana', 'lusitano, lusitana, PSL', [
    ...HORSES,
    'iberian_semen',
  ]),
  group('frison', 'frisón, frisona', 'Friesian, Frisian', 'frisó, frisona', 'frísio, frísia', HORSES),
  group('quarter', 'cuarto de milla', 'Quarter Horse', 'quarter horse', 'quarto de milha', [
    ...HORSES,
    'american_breed_semen',
  ]),
  group('trotter', 'trotón francés', 'French Trotter', 'trotador francès', 'trotador francês', HORSES),
  // The animal, its sex and age.
  group('horse', 'caballo, caballos', 'horse, horses', 'cavall, cavalls', 'cavalo, cavalos', HORSES),
  group('mare', 'yegua, yeguas', 'mare, mares, broodmare', 'euga, eugues', 'égua, éguas', EQUINES),
  group(
    'stallion',
    'semental, sementales, caballo entero',
    'stallion, stallions',
    'semental, cavall sencer',
    'garanhão, garanhões, cavalo inteiro',
    EQUINES,
  ),
  group('gelding', 'castrado', 'gelding, geldings', 'castrat', 'castrado', EQUINES),
  group('pony', 'poni, ponis, pony', 'pony, ponies', 'poni, ponis', 'pónei, póneis, pônei', subcategoriesOf('ponies')),
  group(
    'foal',
    'potro, potra, potros, potras',
    'foal, foals, colt, filly, youngstock',
    'poltre, poltra',
    'poldro, poldra, potro',
    ['young_horses', 'pony_foals'],
  ),
  // Tack, things and services.
  group(
    'saddle',
    'silla de montar, silla, montura',
    'saddle, saddles',
    'sella de muntar, sella',
    'sela de montar, sela',
    ['saddles'],
  ),
  group(
    'trailer',
    'remolque, remolques, camión para caballos',
    'trailer, horse trailer, horsebox',
    'remolc, camió per a cavalls',
    'reboque, atrelado',
    ['trailers_and_horseboxes'],
  ),
  group('farrier', 'herrador, herraje', 'farrier, shoeing', 'ferrador', 'ferrador, ferração', ['farriers']),
  group(
    'vet',
    'veterinario, veterinaria',
    'vet, veterinarian, equine vet',
    'veterinari, veterinària',
    'veterinário, veterinária',
    ['vets'],
  ),
  group(
    'helmet',
    'casco de equitación, casco de montar',
    'riding helmet, helmet',
    "casc d'equitació, casc",
    'capacete',
    ['riding_helmets'],
  ),
  group('rug', 'manta', 'rug, horse rug, blanket', 'manta', 'manta', ['horse_rugs']),
  group('bridle', 'cabezada, cabezadas', 'bridle, bridles', 'capçana', 'cabeçada', ['bridles_and_bits']),
  group(
    'livery',
    'pupilaje, pensión para caballos',
    'livery, livery yard',
    'pupil·latge',
    'pensão para cavalos, pensão para cavalo',
    ['livery'],
  ),
  group(
    'riding-lessons',
    'clases de equitación, clases de montar',
    'riding lessons, riding school',
    "classes d'equitació",
    'aulas de equitação',
    ['riding_lessons'],
  ),
  group('straw', 'paja', 'straw', 'palla', 'palha', ['hay_straw_and_bedding']),
  group('hay', 'heno', 'hay', 'fenc', 'feno', ['hay_straw_and_bedding']),
  group(
    'riding-boots',
    'botas de montar, botas camperas, botines, polainas',
    'riding boots, country boots, jodhpur boots, half chaps',
    'botes de muntar, botes camperes, botins, polaines',
    'botas de montar, botas campeiras, botins, polainas',
    ['riding_boots'],
  ),
  group(
    'breeches',
    'pantalón de montar, pantalones de montar',
    'breeches, jodhpurs',
    'pantalons de muntar',
    'calças de montar',
    ['breeches'],
  ),
  group('saddle-pad', 'sudadero, salvacruces', 'saddle pad, numnah', 'sudadora', 'suadouro', ['saddle_pads']),
  group(
    'horse-transport',
    'transporte de caballos, transporte de caballo, transporte equino',
    'horse transport, equine transport',
    'transport de cavalls, transport de cavall',
    'transporte de cavalos, transporte de cavalo',
    ['horse_transport'],
  ),
  group('embryo', 'embrión, embriones', 'embryo, embryos', 'embrió', 'embrião', ['embryos']),
  group('physiotherapy', 'fisioterapia', 'physiotherapy, physio', 'fisioteràpia', 'fisioterapia', [
    'equine_physiotherapy',
  ]),
  // Coats and disciplines (their filter items' names are in the ads' text already; these add the
  // feminine forms and the words people type).
  group('grey', 'tordo, torda', 'grey, gray', 'tord, torda', 'ruço, ruça'),
  group('black', 'negro, negra', 'black', 'negre, negra', 'preto, preta'),
  group('bay', 'castaño, castaña', 'bay', 'castany, castanya', 'castanho, castanha'),
  group('chestnut', 'alazán, alazana', 'chestnut', 'alatzà, alatzana', 'alazão, alazã'),
  group('dressage', 'doma clásica', 'dressage', 'doma clàssica', 'dressage, ensino'),
  group(
    'show-jumping',
    'salto de obstáculos, salto',
    'show jumping, jumping',
    "salt d'obstacles, salt",
    'saltos de obstáculos, saltos',
  ),
];
