/**
 * A message's date and time (spec §9: DD/MM/YYYY and HH:mm) on the reader's clock: the parts
 * come from `Intl` in the reader's locale and time zone, the order and separators from the spec.
 */
function parts(iso: string, locale: string, timeZone: string | undefined): Record<string, string> {
  const format = new Intl.DateTimeFormat(locale, {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    numberingSystem: 'latn',
  });
  return Object.fromEntries(format.formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
}

export function formatMessageDate(iso: string, locale: string, timeZone?: string): string {
  const { day, month, year } = parts(iso, locale, timeZone);
  return `${day}/${month}/${year}`;
}

export function formatMessageTime(iso: string, locale: string, timeZone?: string): string {
  const { hour, minute } = parts(iso, locale, timeZone);
  return `${hour}:${minute}`;
}
