import { describe, expect, it } from 'vitest';
import { findSynonymSpans, groupClause, synonymGroups, termWords, type WordStems } from './search-synonyms.ts';

const SYNONYMS = [
  {
    key: 'mare',
    terms: { es: 'yegua, yeguas', en: 'mare, mares', ca: 'euga', pt: 'égua' },
    subcategoryKeys: ['sport_horses'],
  },
  {
    key: 'cde',
    terms: {
      es: 'CDE, caballo de deporte español',
      en: 'Spanish Sport Horse',
      ca: "cavall d'esport espanyol",
      pt: 'CDE',
    },
    subcategoryKeys: [],
  },
  { key: 'horse', terms: { es: 'caballo', en: 'horse', ca: 'cavall', pt: 'cavalo' }, subcategoryKeys: [] },
  { key: 'straw', terms: { es: 'paja', en: 'straw', ca: 'palla', pt: 'palha' }, subcategoryKeys: [] },
];

/** Stems as the four configurations would give them, written out for the words used here. */
const STEMS: Record<string, Partial<WordStems>> = {
  yegua: { es: ['yegu'], en: ['yegua'], ca: ['yegu'], pt: ['yegu'] },
  yeguas: { es: ['yegu'], en: ['yegua'], ca: ['yegu'], pt: ['yegu'] },
  mare: { es: ['mar'], en: ['mare'], ca: ['mar'], pt: ['mar'] },
  mares: { es: ['mar'], en: ['mare'], ca: ['mar'], pt: ['mar'] },
  euga: { es: ['eug'], en: ['euga'], ca: ['eug'], pt: ['eug'] },
  égua: { es: ['egu'], en: ['egua'], ca: ['egu'], pt: ['egu'] },
  cde: { es: ['cde'], en: ['cde'], ca: ['cde'], pt: ['cde'] },
  caballo: { es: ['caball'], en: ['caballo'], ca: ['cab'], pt: ['caball'] },
  de: { es: [], en: ['de'], ca: [], pt: [] },
  deporte: { es: ['deport'], en: ['deport'], ca: ['deport'], pt: ['deport'] },
  español: { es: ['espanol'], en: ['espanol'], ca: ['espanol'], pt: ['espanhol'] },
  spanish: { es: ['spanish'], en: ['spanish'], ca: ['spanish'], pt: ['spanish'] },
  sport: { es: ['sport'], en: ['sport'], ca: ['sport'], pt: ['sport'] },
  horse: { es: ['hors'], en: ['hors'], ca: ['hor'], pt: ['hor'] },
  cavall: { es: ['cavall'], en: ['cavall'], ca: ['cav'], pt: ['cavall'] },
  d: { es: ['d'], en: ['d'], ca: [], pt: ['d'] },
  esport: { es: ['esport'], en: ['esport'], ca: ['esport'], pt: ['esport'] },
  espanyol: { es: ['espanyol'], en: ['espanyol'], ca: ['espanyol'], pt: ['espanyol'] },
  cavalo: { es: ['caval'], en: ['cavalo'], ca: ['caval'], pt: ['caval'] },
  lusitano: { es: ['lusitan'], en: ['lusitano'], ca: ['lusitan'], pt: ['lusitan'] },
  palla: { es: ['pall'], en: ['palla'], ca: ['pal'], pt: ['pall'] },
  palo: { es: ['pal'], en: ['palo'], ca: ['pal'], pt: ['pal'] },
};

function stems(word: string): WordStems | undefined {
  const known = STEMS[word];
  if (!known) return undefined;
  const plain = word.normalize('NFD').replace(/\p{M}/gu, '');
  return { word, es: [], en: [], ca: [], pt: [], plain: [plain], ...known };
}

const groups = synonymGroups(SYNONYMS);
const typed = (...words: string[]) => words.map((word) => stems(word) as WordStems);

describe('synonym groups', () => {
  it('split each language’s terms at commas and each term into the words a search splits', () => {
    const cde = groups.find((group) => group.key === 'cde');
    expect(cde?.terms).toContainEqual({ language: 'ca', words: ['cavall', 'd', 'esport', 'espanyol'] });
    expect(termWords(groups)).toContain('égua');
  });

  it('find a term typed in any language, by its word or its stem in the term’s language', () => {
    expect(findSynonymSpans(typed('mares'), groups, stems)[0]?.group.key).toBe('mare');
    expect(findSynonymSpans(typed('yeguas'), groups, stems)[0]?.group.key).toBe('mare');
    expect(findSynonymSpans(typed('lusitano'), groups, stems)).toEqual([]);
  });

  it('take the longest term first: the Spanish Sport Horse is not a horse', () => {
    const spans = findSynonymSpans(typed('caballo', 'de', 'deporte', 'español', 'yegua'), groups, stems);
    expect(spans.map((span) => [span.group.key, span.start, span.length])).toEqual([
      ['cde', 0, 4],
      ['mare', 4, 1],
    ]);
    expect(findSynonymSpans(typed('caballo', 'cde'), groups, stems).map((span) => span.group.key)).toEqual([
      'horse',
      'cde',
    ]);
  });

  it('make one clause of any term, each word by its stems in the four languages, each lexeme once, stop words left out', () => {
    const cde = groups.find((group) => group.key === 'cde');
    if (!cde) throw new Error('no cde');
    const clause = groupClause(cde, stems, (lexeme) => `'${lexeme}'`);
    expect(clause).toMatch(/^\('cde' \| /);
    // Another language's stem cut short ('cab', the Catalan stemmer's caballo) is left out.
    expect(clause).toContain("(('caball' | 'caballo') & ('deport') & ('espanol' | 'espanhol'))");
    expect(clause).toContain("(('cavall' | 'cav') & ('esport') & ('espanyol'))");
    expect(clause?.match(/'cde'/g)).toHaveLength(1);
  });
});

describe('a typed word and a term sharing only a short stem', () => {
  it('are not the same word: "palo" (or the start of "palomino") is not Catalan straw', () => {
    expect(findSynonymSpans(typed('palo'), groups, stems)).toEqual([]);
    expect(findSynonymSpans(typed('palla'), groups, stems).map((span) => span.group.key)).toEqual(['straw']);
  });
});
