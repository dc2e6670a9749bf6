// `max` metadata, not `min`: `min` only checks a number's length, so '+34 999 999 999' or
// '+351 999 999 999' pass; `max` checks the per-type number patterns (mobile, fixed line…), which is
// what tells a real number from a plausible-looking one before an SMS is paid for. The extra ~70 kB
// only reaches the browser where `parsePhoneNumber` is used: the package has no side effects, so a
// page that only imports `formatPhoneForDisplay` tree-shakes it away.
import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/max';

const displayGroups = [3, 2, 2, 2];
const maxDisplayDigits = 10;

/**
 * Spec §5, read literally: remove non-digits, drop one leading 1, keep at most 10 digits, group
 * 3, 2, 2, 2. The groups hold 9 digits, so a 10th digit is not lost but shown alone in a last group
 * ('6123456789' → '612 34 56 78 9'). Meant for a national number as typed, including a partial one
 * ('6123' → '612 3'); an international number keeps its country code as digits ('+34…' → '346…').
 */
export function formatPhoneForDisplay(input: string): string {
  const digits = input.replace(/\D/g, '').replace(/^1/, '').slice(0, maxDisplayDigits);
  const groups: string[] = [];
  let start = 0;
  for (const size of displayGroups) {
    if (start >= digits.length) break;
    groups.push(digits.slice(start, start + size));
    start += size;
  }
  if (start < digits.length) groups.push(digits.slice(start));
  return groups.join(' ');
}

export type PhoneParseResult =
  | {
      ok: true;
      /** '+34612345678': what SMS providers take and what identifies the number. */
      e164: string;
      /** National significant number, digits only ('612345678'); display it with `formatPhoneForDisplay`. */
      national: string;
      /** ISO 3166-1 alpha-2 of the number itself, which can differ from the chosen prefix (see below). */
      country: CountryCode;
      /** Calling code of the number itself ('+34'). */
      prefix: string;
    }
  | { ok: false; error: 'phone_required' | 'phone_invalid' };

// People type separators and a '+'; letters are refused outright because libphonenumber would
// otherwise pick a number out of free text ('call me on 612…') or accept an extension, and an
// extension cannot receive an SMS.
const typedPhoneCharacters = /^[\d\s().+\-/]+$/;

/**
 * Parses a number typed next to a country prefix select (spec §3 Country.prefix_phone). The number
 * may repeat the prefix ('+34 612…', '0034 612…', '34 612…'). A number written with another
 * country's '+' or '00' code is taken as written: it is unambiguous, and the result's `country` and
 * `prefix` say which country it belongs to.
 */
export function parsePhoneNumber({ prefix, number }: { prefix: string; number: string }): PhoneParseResult {
  const typed = number.trim();
  if (typed === '') return { ok: false, error: 'phone_required' };
  const callingCode = /^\+?(\d{1,3})$/.exec(prefix.trim())?.[1];
  if (!callingCode || !typedPhoneCharacters.test(typed)) return { ok: false, error: 'phone_invalid' };

  // libphonenumber only understands the '00' international prefix when given a country, and a
  // calling code can span several (+44: GB, JE, GG, IM); every country Galope serves dials out
  // with 00, so it is read as '+'.
  const international = typed.replace(/^00/, '+');
  const parsed = parsePhoneNumberFromString(international, { defaultCallingCode: callingCode });
  // No country means a non-geographic number (+800, +882…), which no account country matches.
  if (!parsed?.isValid() || parsed.ext || !parsed.country) return { ok: false, error: 'phone_invalid' };
  return {
    ok: true,
    e164: parsed.number,
    national: parsed.nationalNumber,
    country: parsed.country,
    prefix: `+${parsed.countryCallingCode}`,
  };
}
