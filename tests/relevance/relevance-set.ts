import type { Locale } from '../../common/locale/locales.ts';

/**
 * The judged relevance set (issue 28, item 6): searches as buyers type them in the four languages,
 * each with what a correct first page holds, judged over the demo's ads (relevance-data.ts).
 * A judgement names the fields an ad must have (its subcategory, breed, sex…), not a list of ads:
 * it stays right when the demo's writers change, and says why an ad is wanted.
 * Kinds: exact, unaccented, misspelling, abbreviation, cross-language (a word of another language
 * than most ads that answer it, or the reader's language against ads in others), multi-word, filtered.
 */

/** What a correct first page holds: ads for which every named condition holds. */
export interface Judgement {
  categories?: string[];
  subcategories?: string[];
  type?: 'offer' | 'demand';
  /** Filter slug → items: the ad has one of them. */
  filters?: Record<string, string[]>;
  /** The ad's title or description says it (what no field records: a jumping saddle). */
  text?: RegExp;
}

export interface RelevanceSearch {
  q: string;
  locale: Locale;
  kind: Kind;
  categoryKey?: string;
  subcategoryKey?: string;
  provinceId?: string;
  filters?: Record<string, string[]>;
  relevant: Judgement;
}

type Kind = 'exact' | 'unaccented' | 'misspelling' | 'abbreviation' | 'cross-language' | 'multi-word' | 'filtered';
type Scope = Pick<RelevanceSearch, 'categoryKey' | 'subcategoryKey' | 'provinceId' | 'filters'>;

const HORSES = ['horses'];
const EQUINES = ['horses', 'ponies'];
/** A horse of a breed (a 'caballo X' search). */
const horseOf = (...breeds: string[]): Judgement => ({ categories: HORSES, filters: { raza: breeds } });
/** Anything of a breed: horses, their semen (a breed's name alone). */
const breed = (...breeds: string[]): Judgement => ({ filters: { raza: breeds } });
const ponyBreed = (...breeds: string[]): Judgement => ({ filters: { 'raza-poni': breeds } });
const sex = (item: 'yegua' | 'castrado' | 'entero', extra: Record<string, string[]> = {}): Judgement => ({
  categories: EQUINES,
  filters: { sexo: [item], ...extra },
});
const horseWith = (filters: Record<string, string[]>): Judgement => ({ categories: HORSES, filters });
const sub = (...subcategories: string[]): Judgement => ({ subcategories });
const ARABS = ['pura-raza-arabe', 'hispano-arabe', 'anglo-arabe'];
const PRE = 'pura-raza-espanola';
const CDE = 'caballo-de-deporte-espanol';
const PSI = 'pura-sangre-ingles';
const YOUNG = sub('young_horses', 'pony_foals');
const HORSE_ADS: Judgement = { categories: HORSES };
const PONY_ADS: Judgement = { categories: ['ponies'] };
const SEMEN: Judgement = { categories: ['semen'] };
const HAY: Judgement = { subcategories: ['hay_straw_and_bedding'], text: /\b(heno|hay|fenc|feno)\b/i };
const STRAW: Judgement = { subcategories: ['hay_straw_and_bedding'], text: /\b(paja|straw|palla|palha)\b/i };

function s(locale: Locale, kind: Kind, q: string, relevant: Judgement, scope: Scope = {}): RelevanceSearch {
  return { q, locale, kind, relevant, ...scope };
}

const SPANISH: RelevanceSearch[] = [
  s('es', 'abbreviation', 'caballo PRE', horseOf(PRE)),
  s('es', 'abbreviation', 'caballo pre', horseOf(PRE)),
  s('es', 'abbreviation', 'yegua PRE', sex('yegua', { raza: [PRE] })),
  s('es', 'abbreviation', 'PRE', breed(PRE)),
  s('es', 'abbreviation', 'CDE', breed(CDE)),
  s('es', 'abbreviation', 'caballo CDE', horseOf(CDE)),
  s('es', 'abbreviation', 'PSI', breed(PSI)),
  s('es', 'abbreviation', 'caballo PSI', horseOf(PSI)),
  s('es', 'abbreviation', 'KWPN', breed('kwpn')),
  s('es', 'abbreviation', 'semen PRE', { categories: ['semen'], filters: { raza: [PRE] } }),
  s('es', 'exact', 'pura raza española', breed(PRE)),
  s('es', 'unaccented', 'pura raza espanola', breed(PRE)),
  s('es', 'exact', 'caballo de deporte español', breed(CDE)),
  s('es', 'exact', 'pura sangre inglés', breed(PSI)),
  s('es', 'unaccented', 'pura sangre ingles', breed(PSI)),
  s('es', 'exact', 'yegua', sex('yegua')),
  s('es', 'exact', 'yeguas', sex('yegua')),
  s('es', 'exact', 'caballo castrado', sex('castrado')),
  s('es', 'exact', 'caballo entero', sex('entero')),
  s('es', 'exact', 'semental', sex('entero')),
  s('es', 'exact', 'potro', YOUNG),
  s('es', 'exact', 'poni', PONY_ADS),
  s('es', 'exact', 'poni shetland', ponyBreed('shetland')),
  s('es', 'exact', 'lusitano', breed('lusitano')),
  s('es', 'exact', 'caballo lusitano', horseOf('lusitano')),
  s('es', 'exact', 'frisón', breed('frison')),
  s('es', 'unaccented', 'frison', breed('frison')),
  s('es', 'exact', 'caballo árabe', horseOf(...ARABS)),
  s('es', 'unaccented', 'caballo arabe', horseOf(...ARABS)),
  s('es', 'misspelling', 'caballo arave', horseOf(...ARABS)),
  s('es', 'exact', 'hispano árabe', breed('hispano-arabe')),
  s('es', 'exact', 'caballo cruzado', horseOf('cruzado')),
  s('es', 'exact', 'falabella', ponyBreed('falabella')),
  s('es', 'misspelling', 'falavella', ponyBreed('falabella')),
  s('es', 'exact', 'herrador', sub('farriers')),
  s('es', 'misspelling', 'herador', sub('farriers')),
  s('es', 'exact', 'veterinario', sub('vets')),
  s('es', 'misspelling', 'veterinaro', sub('vets')),
  s('es', 'exact', 'silla de montar', sub('saddles')),
  s('es', 'misspelling', 'sila de montar', sub('saddles')),
  s('es', 'multi-word', 'cepillo de goma', { subcategories: ['grooming'], text: /cepillo de goma/i }),
  s('es', 'multi-word', 'silla de salto', { subcategories: ['saddles'], text: /salto/i }),
  s('es', 'exact', 'montura', sub('saddles')),
  s('es', 'exact', 'remolque', sub('trailers_and_horseboxes')),
  s('es', 'multi-word', 'remolque 2 caballos', { subcategories: ['trailers_and_horseboxes'], text: /\b2\b|dos/i }),
  s('es', 'misspelling', 'remolqe', sub('trailers_and_horseboxes')),
  s('es', 'exact', 'casco de equitación', sub('riding_helmets')),
  s('es', 'unaccented', 'casco equitacion', sub('riding_helmets')),
  s('es', 'exact', 'manta', sub('horse_rugs')),
  s('es', 'exact', 'cabezada', sub('bridles_and_bits')),
  s('es', 'exact', 'pupilaje', sub('livery')),
  s('es', 'exact', 'clases de equitación', sub('riding_lessons')),
  s('es', 'exact', 'paja', STRAW),
  s('es', 'exact', 'heno', HAY),
  s('es', 'exact', 'botas de montar', sub('riding_boots')),
  s('es', 'unaccented', 'pantalon de montar', sub('breeches')),
  s('es', 'exact', 'sudadero', sub('saddle_pads')),
  s('es', 'exact', 'embrión', sub('embryos')),
  s('es', 'exact', 'transporte de caballos', sub('horse_transport')),
  s('es', 'exact', 'fisioterapia', sub('equine_physiotherapy')),
  s('es', 'multi-word', 'caballo tordo', horseWith({ capa: ['tordo'] })),
  s('es', 'multi-word', 'yegua torda', sex('yegua', { capa: ['tordo'] })),
  s('es', 'multi-word', 'caballo de doma clásica', horseWith({ disciplina: ['doma-clasica'] })),
  s('es', 'multi-word', 'caballo de salto', horseWith({ disciplina: ['salto'] })),
  s('es', 'misspelling', 'cabayo', HORSE_ADS),
  s('es', 'misspelling', 'lusitanno', breed('lusitano')),
  s('es', 'misspelling', 'yeguaa', sex('yegua')),
  s('es', 'cross-language', 'mare', sex('yegua')),
  s('es', 'cross-language', 'horse trailer', sub('trailers_and_horseboxes')),
  s(
    'es',
    'filtered',
    'yegua',
    { subcategories: ['sport_horses'], filters: { sexo: ['yegua'] } },
    {
      subcategoryKey: 'sport_horses',
    },
  ),
  s('es', 'filtered', 'PRE', horseOf(PRE), { categoryKey: 'horses' }),
  s('es', 'filtered', 'caballo', { categories: HORSES }, { categoryKey: 'horses', provinceId: 'ES.51.SE' }),
  s('es', 'filtered', 'silla', sub('saddles'), { categoryKey: 'riding_equipment' }),
  s('es', 'filtered', 'castrado', { categories: HORSES, filters: { sexo: ['castrado'] } }, { categoryKey: 'horses' }),
];

const ENGLISH: RelevanceSearch[] = [
  s('en', 'cross-language', 'mare', sex('yegua')),
  s('en', 'cross-language', 'mares', sex('yegua')),
  s('en', 'cross-language', 'gelding', sex('castrado')),
  s('en', 'cross-language', 'stallion', sex('entero')),
  s('en', 'cross-language', 'horse', HORSE_ADS),
  s('en', 'cross-language', 'pony', PONY_ADS),
  s('en', 'cross-language', 'foal', YOUNG),
  s('en', 'cross-language', 'saddle', sub('saddles')),
  s('en', 'multi-word', 'rubber brush', { subcategories: ['grooming'], text: /rubber brush/i }),
  s('en', 'multi-word', 'jumping saddle', { subcategories: ['saddles'], text: /salto|jump|salt\b/i }),
  s('en', 'cross-language', 'trailer', sub('trailers_and_horseboxes')),
  s('en', 'cross-language', 'horsebox', sub('trailers_and_horseboxes')),
  s('en', 'cross-language', 'farrier', sub('farriers')),
  s('en', 'cross-language', 'vet', sub('vets')),
  s('en', 'cross-language', 'riding helmet', sub('riding_helmets')),
  s('en', 'cross-language', 'helmet', sub('riding_helmets')),
  s('en', 'cross-language', 'rug', sub('horse_rugs')),
  s('en', 'cross-language', 'bridle', sub('bridles_and_bits')),
  s('en', 'exact', 'livery', sub('livery')),
  s('en', 'cross-language', 'riding lessons', sub('riding_lessons')),
  s('en', 'cross-language', 'hay', HAY),
  s('en', 'exact', 'straw', STRAW),
  s('en', 'cross-language', 'riding boots', sub('riding_boots')),
  s('en', 'cross-language', 'breeches', sub('breeches')),
  s('en', 'cross-language', 'saddle pad', sub('saddle_pads')),
  s('en', 'cross-language', 'Andalusian', breed(PRE)),
  s('en', 'cross-language', 'Andalusian mare', sex('yegua', { raza: [PRE] })),
  s('en', 'abbreviation', 'PRE horse', horseOf(PRE)),
  s('en', 'abbreviation', 'PRE mare', sex('yegua', { raza: [PRE] })),
  s('en', 'abbreviation', 'PRE stallion', sex('entero', { raza: [PRE] })),
  s('en', 'exact', 'Lusitano', breed('lusitano')),
  s('en', 'cross-language', 'Lusitano horse', horseOf('lusitano')),
  s('en', 'cross-language', 'Friesian', breed('frison')),
  s('en', 'cross-language', 'Arabian horse', horseOf(...ARABS)),
  s('en', 'cross-language', 'Arab horse', horseOf(...ARABS)),
  s('en', 'cross-language', 'Thoroughbred', breed(PSI)),
  s('en', 'cross-language', 'Spanish Sport Horse', breed(CDE)),
  s('en', 'abbreviation', 'CDE horse', horseOf(CDE)),
  s('en', 'exact', 'Shetland pony', ponyBreed('shetland')),
  s('en', 'exact', 'Falabella', ponyBreed('falabella')),
  s('en', 'cross-language', 'grey mare', sex('yegua', { capa: ['tordo'] })),
  s('en', 'cross-language', 'bay horse', horseWith({ capa: ['castano'] })),
  s('en', 'cross-language', 'black horse', horseWith({ capa: ['negro'] })),
  s('en', 'cross-language', 'dressage horse', horseWith({ disciplina: ['doma-clasica'] })),
  s('en', 'cross-language', 'show jumping horse', horseWith({ disciplina: ['salto'] })),
  s('en', 'cross-language', 'semen', SEMEN),
  s('en', 'cross-language', 'frozen semen', { categories: ['semen'], text: /congelad|congelat|frozen/i }),
  s('en', 'cross-language', 'embryo', sub('embryos')),
  s('en', 'cross-language', 'horse transport', sub('horse_transport')),
  s('en', 'cross-language', 'physiotherapy', sub('equine_physiotherapy')),
  s('en', 'misspelling', 'sadle', sub('saddles')),
  s('en', 'misspelling', 'farier', sub('farriers')),
  s('en', 'misspelling', 'andalusain', breed(PRE)),
  s('en', 'misspelling', 'thoroughbread', breed(PSI)),
  s('en', 'misspelling', 'stalion', sex('entero')),
  s('en', 'misspelling', 'geldng', sex('castrado')),
  s(
    'en',
    'filtered',
    'mare',
    { subcategories: ['sport_horses'], filters: { sexo: ['yegua'] } },
    {
      subcategoryKey: 'sport_horses',
    },
  ),
  s('en', 'filtered', 'saddle', sub('saddles'), { categoryKey: 'riding_equipment' }),
  s('en', 'filtered', 'gelding', { categories: HORSES, filters: { sexo: ['castrado'] } }, { categoryKey: 'horses' }),
  s('en', 'filtered', 'horse', { categories: HORSES }, { categoryKey: 'horses', provinceId: 'ES.51.CA' }),
];

const CATALAN: RelevanceSearch[] = [
  s('ca', 'cross-language', 'cavall', HORSE_ADS),
  s('ca', 'cross-language', 'euga', sex('yegua')),
  s('ca', 'cross-language', 'eugues', sex('yegua')),
  s('ca', 'cross-language', 'cavall castrat', sex('castrado')),
  s('ca', 'cross-language', 'cavall sencer', sex('entero')),
  s('ca', 'cross-language', 'semental', sex('entero')),
  s('ca', 'cross-language', 'poltre', YOUNG),
  s('ca', 'exact', 'poni', PONY_ADS),
  s('ca', 'cross-language', 'sella', sub('saddles')),
  s('ca', 'cross-language', 'sella de salt', { subcategories: ['saddles'], text: /salto|jump|salt\b/i }),
  s('ca', 'cross-language', 'remolc', sub('trailers_and_horseboxes')),
  s('ca', 'exact', 'ferrador', sub('farriers')),
  s('ca', 'cross-language', 'veterinari', sub('vets')),
  s('ca', 'cross-language', 'casc', sub('riding_helmets')),
  s('ca', 'cross-language', "casc d'equitació", sub('riding_helmets')),
  s('ca', 'cross-language', 'manta', sub('horse_rugs')),
  s('ca', 'cross-language', 'capçana', sub('bridles_and_bits')),
  s('ca', 'cross-language', 'pupil·latge', sub('livery')),
  s('ca', 'cross-language', "classes d'equitació", sub('riding_lessons')),
  s('ca', 'cross-language', 'palla', STRAW),
  s('ca', 'cross-language', 'fenc', HAY),
  s('ca', 'cross-language', 'botes de muntar', sub('riding_boots')),
  s('ca', 'cross-language', 'pantalons de muntar', sub('breeches')),
  s('ca', 'abbreviation', 'cavall PRE', horseOf(PRE)),
  s('ca', 'abbreviation', 'euga PRE', sex('yegua', { raza: [PRE] })),
  s('ca', 'exact', 'pura raça espanyola', breed(PRE)),
  s('ca', 'unaccented', 'pura raca espanyola', breed(PRE)),
  s('ca', 'cross-language', 'cavall àrab', horseOf(...ARABS)),
  s('ca', 'unaccented', 'cavall arab', horseOf(...ARABS)),
  s('ca', 'cross-language', 'lusità', breed('lusitano')),
  s('ca', 'cross-language', 'frisó', breed('frison')),
  s('ca', 'cross-language', 'pura sang anglès', breed(PSI)),
  s('ca', 'abbreviation', 'cavall CDE', horseOf(CDE)),
  s('ca', 'cross-language', "cavall d'esport espanyol", breed(CDE)),
  s('ca', 'abbreviation', 'PSI', breed(PSI)),
  s('ca', 'cross-language', 'euga torda', sex('yegua', { capa: ['tordo'] })),
  s('ca', 'cross-language', 'cavall negre', horseWith({ capa: ['negro'] })),
  s('ca', 'cross-language', 'cavall de doma clàssica', horseWith({ disciplina: ['doma-clasica'] })),
  s('ca', 'cross-language', 'cavall de salt', horseWith({ disciplina: ['salto'] })),
  s('ca', 'exact', 'semen', SEMEN),
  s('ca', 'cross-language', 'embrió', sub('embryos')),
  s('ca', 'cross-language', 'transport de cavalls', sub('horse_transport')),
  s('ca', 'exact', 'poni shetland', ponyBreed('shetland')),
  s('ca', 'exact', 'falabella', ponyBreed('falabella')),
  s('ca', 'misspelling', 'cavalll', HORSE_ADS),
  s('ca', 'misspelling', 'ferador', sub('farriers')),
  s('ca', 'misspelling', 'veterinary', sub('vets')),
  s('ca', 'misspelling', 'eugua', sex('yegua')),
  s('ca', 'unaccented', 'cavall doma classica', horseWith({ disciplina: ['doma-clasica'] })),
  s(
    'ca',
    'filtered',
    'euga',
    { subcategories: ['sport_horses'], filters: { sexo: ['yegua'] } },
    {
      subcategoryKey: 'sport_horses',
    },
  ),
  s('ca', 'filtered', 'sella', sub('saddles'), { categoryKey: 'riding_equipment' }),
  s('ca', 'filtered', 'castrat', { categories: HORSES, filters: { sexo: ['castrado'] } }, { categoryKey: 'horses' }),
];

const PORTUGUESE: RelevanceSearch[] = [
  s('pt', 'cross-language', 'cavalo', HORSE_ADS),
  s('pt', 'cross-language', 'égua', sex('yegua')),
  s('pt', 'unaccented', 'egua', sex('yegua')),
  s('pt', 'cross-language', 'éguas', sex('yegua')),
  s('pt', 'exact', 'cavalo castrado', sex('castrado')),
  s('pt', 'cross-language', 'cavalo inteiro', sex('entero')),
  s('pt', 'cross-language', 'garanhão', sex('entero')),
  s('pt', 'unaccented', 'garanhao', sex('entero')),
  s('pt', 'cross-language', 'poldro', YOUNG),
  s('pt', 'cross-language', 'pónei', PONY_ADS),
  s('pt', 'unaccented', 'ponei', PONY_ADS),
  s('pt', 'cross-language', 'sela', sub('saddles')),
  s('pt', 'cross-language', 'sela de salto', { subcategories: ['saddles'], text: /salto|jump|salt\b/i }),
  s('pt', 'cross-language', 'reboque', sub('trailers_and_horseboxes')),
  s('pt', 'exact', 'atrelado', sub('trailers_and_horseboxes')),
  s('pt', 'exact', 'ferrador', sub('farriers')),
  s('pt', 'cross-language', 'veterinário', sub('vets')),
  s('pt', 'cross-language', 'capacete', sub('riding_helmets')),
  s('pt', 'cross-language', 'manta', sub('horse_rugs')),
  s('pt', 'cross-language', 'cabeçada', sub('bridles_and_bits')),
  s('pt', 'cross-language', 'pensão para cavalos', sub('livery')),
  s('pt', 'cross-language', 'aulas de equitação', sub('riding_lessons')),
  s('pt', 'exact', 'palha', STRAW),
  s('pt', 'cross-language', 'feno', HAY),
  s('pt', 'cross-language', 'botas de montar', sub('riding_boots')),
  s('pt', 'exact', 'calças de montar', sub('breeches')),
  s('pt', 'abbreviation', 'cavalo PRE', horseOf(PRE)),
  s('pt', 'abbreviation', 'égua PRE', sex('yegua', { raza: [PRE] })),
  s('pt', 'cross-language', 'pura raça espanhola', breed(PRE)),
  s('pt', 'exact', 'lusitano', breed('lusitano')),
  s('pt', 'exact', 'cavalo lusitano', horseOf('lusitano')),
  s('pt', 'cross-language', 'puro sangue árabe', horseOf(...ARABS)),
  s('pt', 'cross-language', 'cavalo árabe', horseOf(...ARABS)),
  s('pt', 'cross-language', 'puro-sangue inglês', breed(PSI)),
  s('pt', 'cross-language', 'frísio', breed('frison')),
  s('pt', 'cross-language', 'cavalo ruço', horseWith({ capa: ['tordo'] })),
  s('pt', 'cross-language', 'cavalo preto', horseWith({ capa: ['negro'] })),
  s('pt', 'cross-language', 'cavalo de dressage', horseWith({ disciplina: ['doma-clasica'] })),
  s('pt', 'cross-language', 'cavalo de saltos', horseWith({ disciplina: ['salto'] })),
  s('pt', 'exact', 'sémen', SEMEN),
  s('pt', 'unaccented', 'semen', SEMEN),
  s('pt', 'cross-language', 'embrião', sub('embryos')),
  s('pt', 'exact', 'transporte de cavalos', sub('horse_transport')),
  s('pt', 'exact', 'pónei shetland', ponyBreed('shetland')),
  s('pt', 'abbreviation', 'PSI', breed(PSI)),
  s('pt', 'abbreviation', 'CDE', breed(CDE)),
  s('pt', 'misspelling', 'cavalo lusitanu', horseOf('lusitano')),
  s('pt', 'misspelling', 'ferador', sub('farriers')),
  s('pt', 'misspelling', 'veterinaro', sub('vets')),
  s('pt', 'misspelling', 'eguaa', sex('yegua')),
  s('pt', 'misspelling', 'cavallo', HORSE_ADS),
  s(
    'pt',
    'filtered',
    'égua',
    { subcategories: ['sport_horses'], filters: { sexo: ['yegua'] } },
    {
      subcategoryKey: 'sport_horses',
    },
  ),
  s('pt', 'filtered', 'sela', sub('saddles'), { categoryKey: 'riding_equipment' }),
  s('pt', 'filtered', 'lusitano', horseOf('lusitano'), { categoryKey: 'horses' }),
  s('pt', 'filtered', 'cavalo', { categories: HORSES }, { categoryKey: 'horses', provinceId: 'ES.51.SE' }),
];

export const RELEVANCE_SET: RelevanceSearch[] = [...SPANISH, ...ENGLISH, ...CATALAN, ...PORTUGUESE];
