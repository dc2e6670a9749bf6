import slugify from '@sindresorhus/slugify';

// slugify transliterates "ü" the German way ("Güímar" → "gueimar"); in Spanish, Catalan and
// Portuguese the diaeresis only marks pronunciation, so it is dropped instead.
const DIAERESIS: ReadonlyArray<[string, string]> = [
  ['ü', 'u'],
  ['Ü', 'U'],
  ['ö', 'o'],
  ['Ö', 'O'],
  ['ä', 'a'],
  ['Ä', 'A'],
];

/** URL slug of a place name: lower case, ASCII, hyphens ("A Coruña" → "a-coruna"). */
export function placeSlug(name: string): string {
  return slugify(name, { customReplacements: DIAERESIS });
}
