import ICAL from 'ical.js';

export type ReadIcs = {
  method: string;
  uid: string;
  sequence: number;
  status: string;
  stamp: string;
  /** ISO 8601 in UTC. */
  start: string;
  end: string;
  summary: string;
  location: string;
  description: string | null;
  organizer: { name: string; address: string };
  attendee: { name: string; address: string; partstat: string };
  /** Every DTSTART/DTEND/DTSTAMP written in UTC (…Z), as the visits promise. */
  utcTimes: boolean;
};

/**
 * Reads an .ics file with an independent parser (ical.js, Mozilla's), so tests check what a calendar
 * program would understand, not what our own writer believes it wrote.
 */
export function readIcs(text: string): ReadIcs {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = calendar.getFirstSubcomponent('vevent');
  if (!event) throw new Error('no VEVENT in the calendar');
  const value = (name: string) => {
    const found = event.getFirstPropertyValue(name);
    return found === null ? null : String(found);
  };
  const time = (name: string) => {
    const property = event.getFirstProperty(name);
    const found = property?.getFirstValue();
    if (!(found instanceof ICAL.Time)) throw new Error(`no ${name}`);
    return found;
  };
  const organizer = event.getFirstProperty('organizer');
  const attendee = event.getFirstProperty('attendee');
  if (!organizer || !attendee) throw new Error('no ORGANIZER or ATTENDEE');
  const times = ['dtstart', 'dtend', 'dtstamp'].map(time);
  return {
    method: String(calendar.getFirstPropertyValue('method')),
    uid: value('uid') ?? '',
    sequence: Number(value('sequence') ?? 0),
    status: value('status') ?? '',
    stamp: times[2]?.toJSDate().toISOString() ?? '',
    start: times[0]?.toJSDate().toISOString() ?? '',
    end: times[1]?.toJSDate().toISOString() ?? '',
    summary: value('summary') ?? '',
    location: value('location') ?? '',
    description: value('description'),
    organizer: { name: String(organizer.getParameter('cn')), address: String(organizer.getFirstValue()) },
    attendee: {
      name: String(attendee.getParameter('cn')),
      address: String(attendee.getFirstValue()),
      partstat: String(attendee.getParameter('partstat')),
    },
    utcTimes: times.every((each) => each.zone === ICAL.Timezone.utcTimezone),
  };
}

/** RFC 5545 §3.1: every line ends in CRLF and is at most 75 octets long. */
export function icsLinesProblem(text: string): string | null {
  if (!text.endsWith('\r\n')) return 'the file does not end with CRLF';
  const lines = text.slice(0, -2).split('\r\n');
  for (const line of lines) {
    if (line.includes('\n') || line.includes('\r')) return `a bare line break in: ${JSON.stringify(line)}`;
    if (Buffer.byteLength(line, 'utf8') > 75) return `a line of ${Buffer.byteLength(line, 'utf8')} octets: ${line}`;
  }
  return null;
}
