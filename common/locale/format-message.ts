import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

export type MessageValues = Record<string, string | number | Date>;

// The parser's element types (TYPE in @formatjs/icu-messageformat-parser), as plain numbers so the
// browser bundle needs nothing from the parser package.
const LITERAL = 0;
const ARGUMENT = 1;
const NUMBER = 2;
const DATE = 3;
const TIME = 4;
const SELECT = 5;
const PLURAL = 6;
const POUND = 7;

/** ICU's named styles, as intl-messageformat defines them. */
const NUMBER_STYLES: Record<string, Intl.NumberFormatOptions> = {
  integer: { maximumFractionDigits: 0 },
  currency: { style: 'currency' },
  percent: { style: 'percent' },
};
const DATE_STYLES: Record<string, Intl.DateTimeFormatOptions> = {
  short: { month: 'numeric', day: 'numeric', year: '2-digit' },
  medium: { month: 'short', day: 'numeric', year: 'numeric' },
  long: { month: 'long', day: 'numeric', year: 'numeric' },
  full: { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' },
};
const TIME_STYLES: Record<string, Intl.DateTimeFormatOptions> = {
  short: { hour: 'numeric', minute: 'numeric' },
  medium: { hour: 'numeric', minute: 'numeric', second: 'numeric' },
  long: { hour: 'numeric', minute: 'numeric', second: 'numeric', timeZoneName: 'short' },
  full: { hour: 'numeric', minute: 'numeric', second: 'numeric', timeZoneName: 'short' },
};

const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>();

/** Intl objects are slow to build and the same few serve every message: keep them. */
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>(
  Kind: new (locale: string, options?: object) => T,
  locale: string,
  options?: object,
): T {
  const key = `${Kind.name}\u0000${locale}\u0000${JSON.stringify(options ?? {})}`;
  const known = formatters.get(key) as T | undefined;
  if (known) return known;
  const formatter = new Kind(locale, options);
  formatters.set(key, formatter);
  return formatter;
}

type Style = string | { parsedOptions: object } | null | undefined;

function styleOptions<T extends object>(style: Style, named: Record<string, T>, fallback?: T): T | undefined {
  if (typeof style === 'string') return named[style];
  return style ? (style.parsedOptions as T) : fallback;
}

/**
 * Formats a parsed ICU message (docs/decisions/0012-precompiled-messages.md): what
 * intl-messageformat does with a syntax tree, without its 2 kB gzip on every page. The unit test
 * compares both on every message of every catalogue.
 */
export function formatMessage(
  locale: string,
  elements: MessageFormatElement[],
  values: MessageValues = {},
  pluralValue?: number,
): string {
  let out = '';
  for (const element of elements) {
    if (element.type === LITERAL) {
      out += element.value;
      continue;
    }
    if (element.type === POUND) {
      if (pluralValue !== undefined) out += cached(Intl.NumberFormat, locale).format(pluralValue);
      continue;
    }
    if (!(element.value in values)) throw new Error(`The message needs a value for "${element.value}"`);
    const value = values[element.value];
    switch (element.type) {
      case ARGUMENT:
        out += typeof value === 'string' || typeof value === 'number' ? String(value) : '';
        break;
      case NUMBER: {
        const options = styleOptions(element.style, NUMBER_STYLES) as
          | (Intl.NumberFormatOptions & { scale?: number })
          | undefined;
        out += cached(Intl.NumberFormat, locale, options).format(Number(value) * (options?.scale ?? 1));
        break;
      }
      case DATE:
        out += cached(Intl.DateTimeFormat, locale, styleOptions(element.style, DATE_STYLES)).format(
          value as Date | number,
        );
        break;
      case TIME:
        out += cached(Intl.DateTimeFormat, locale, styleOptions(element.style, TIME_STYLES, TIME_STYLES.medium)).format(
          value as Date | number,
        );
        break;
      case SELECT: {
        const option = Object.hasOwn(element.options, String(value))
          ? element.options[String(value)]
          : element.options.other;
        if (!option) throw new Error(`No option "${String(value)}" for "${element.value}"`);
        out += formatMessage(locale, option.value, values);
        break;
      }
      case PLURAL: {
        const count = Number(value);
        const offset = count - (element.offset || 0);
        const exact = element.options[`=${count}`];
        const rule = cached(Intl.PluralRules, locale, { type: element.pluralType }).select(offset);
        const option = exact ?? element.options[rule] ?? element.options.other;
        if (!option) throw new Error(`No option "${rule}" for "${element.value}"`);
        out += formatMessage(locale, option.value, values, offset);
        break;
      }
      default:
        throw new Error(`Unsupported message element (type ${element.type}) for "${element.value}"`);
    }
  }
  return out;
}
