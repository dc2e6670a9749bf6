/**
 * A minimal iCalendar writer (RFC 5545) for visit invitations: one VEVENT per file, times in UTC,
 * text escaped, lines folded at 75 octets and ended with CRLF. Pure, so it is tested without mail.
 */

export type IcsMethod = 'REQUEST' | 'CANCEL';

type IcsPerson = { name: string; email: string };

export type IcsEvent = {
  method: IcsMethod;
  /** Stable for the visit: a cancellation replaces the invitation with the same UID. */
  uid: string;
  /** Raised by every change of a sent invitation (0 first, 1 for its cancellation). */
  sequence: number;
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  location: string;
  description?: string;
  url?: string;
  organizer: IcsPerson;
  attendee: IcsPerson;
};

const PRODUCT_ID = '-//Galope//Visits//EN';

/** 20261202T093000Z: the UTC form of DATE-TIME (RFC 5545 §3.3.5, form 2). */
export function icsDateTime(moment: Date): string {
  return moment
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** TEXT values (§3.3.11): backslash, semicolon and comma escaped, line breaks as \n. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * A parameter value (§3.2): quoted, since names may hold ':', ';' or ','. DQUOTE cannot be
 * escaped inside a quoted value, and control characters are not allowed: both are dropped.
 */
export function quoteParam(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what must go
  return `"${value.replace(/["\u0000-\u001f\u007f]/g, '')}"`;
}

/**
 * Folds one content line (§3.1): no line longer than 75 octets, continuation lines start with a
 * space. Folding never cuts a UTF-8 character in two, so every line stays valid UTF-8.
 */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  // The first line holds 75 octets; the following ones 74 after their leading space.
  let limit = 75;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
      limit = 74;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

function person(property: 'ORGANIZER' | 'ATTENDEE', who: IcsPerson, params: string[] = []): string {
  return `${[`${property};CN=${quoteParam(who.name)}`, ...params].join(';')}:mailto:${who.email}`;
}

/** The whole .ics file: CRLF after every line, the last one included. */
export function buildIcs(event: IcsEvent): string {
  const cancelled = event.method === 'CANCEL';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    `METHOD:${event.method}`,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${icsDateTime(event.stamp)}`,
    `DTSTART:${icsDateTime(event.start)}`,
    `DTEND:${icsDateTime(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.location)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    `STATUS:${cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    person('ORGANIZER', event.organizer),
    // Agreed on Galope already: the attendee's calendar need not send a reply anywhere.
    person('ATTENDEE', event.attendee, [
      'ROLE=REQ-PARTICIPANT',
      `PARTSTAT=${cancelled ? 'DECLINED' : 'ACCEPTED'}`,
      'RSVP=FALSE',
    ]),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map((line) => `${foldLine(line)}\r\n`).join('');
}
