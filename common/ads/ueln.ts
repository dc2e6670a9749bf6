/**
 * The UELN (Universal Equine Life Number): 15 characters for a horse's whole life. The first
 * three are the ISO 3166 numeric code of the country of the database that registered it, the
 * next three that database, the last nine the horse's number there (letters allowed).
 */
const UELN_PATTERN = /^(\d{3})([0-9A-Z]{3})([0-9A-Z]{9})$/;

/** Spaces and dashes people type are dropped; letters are compared in capitals. */
export function normaliseUeln(input: string): string {
  return input.replace(/[\s-]/g, '').toUpperCase();
}

export function isValidUeln(input: string): boolean {
  const match = UELN_PATTERN.exec(normaliseUeln(input));
  if (!match) return false;
  const country = Number(match[1]);
  // 000 is no country; numeric country codes stop at 894 (Zambia).
  return country > 0 && country <= 894;
}

/** 724 015 000123456 → "724-015-000123456": the three parts a vet reads off the passport. */
export function formatUeln(ueln: string): string {
  const match = UELN_PATTERN.exec(normaliseUeln(ueln));
  return match ? `${match[1]}-${match[2]}-${match[3]}` : ueln;
}
