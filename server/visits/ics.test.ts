import { describe, expect, test } from 'vitest';
import { icsLinesProblem, readIcs } from '../../tests/support/read-ics.ts';
import { buildIcs, escapeText, foldLine, type IcsEvent, icsDateTime, quoteParam } from './ics.ts';

const EVENT: IcsEvent = {
  method: 'REQUEST',
  uid: 'visit-1b9d6bcd@galope.test',
  sequence: 0,
  stamp: new Date('2026-11-24T08:15:00.123Z'),
  start: new Date('2026-12-02T09:30:00Z'),
  end: new Date('2026-12-02T10:30:00Z'),
  summary: 'Visit: Yegua PRE, 7 años; dócil \\ "Luna"',
  location: 'Jerez de la Frontera',
  description: 'Line one\nLine two',
  organizer: { name: 'Lucía Pérez, Yeguada; "El Sur"', email: 'lucia@example.test' },
  attendee: { name: 'Bruno', email: 'bruno@example.test' },
};

describe('icsDateTime', () => {
  test('writes UTC date-times without separators or milliseconds', () => {
    expect(icsDateTime(new Date('2026-12-02T09:30:00.456Z'))).toBe('20261202T093000Z');
  });
});

describe('escapeText', () => {
  test('escapes backslash, semicolon and comma, and writes line breaks as \\n', () => {
    expect(escapeText('a\\b;c,d\r\ne\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });
});

describe('quoteParam', () => {
  test('quotes a parameter value and drops what a quoted value cannot hold', () => {
    expect(quoteParam('Lucía; "El Sur", Jerez:1\n')).toBe('"Lucía; El Sur, Jerez:1"');
  });
});

describe('foldLine', () => {
  test('leaves a line of 75 octets alone', () => {
    const line = 'x'.repeat(75);
    expect(foldLine(line)).toBe(line);
  });

  test('folds longer lines at 75 octets, continuation lines starting with a space', () => {
    const folded = foldLine('y'.repeat(200));
    const lines = folded.split('\r\n');
    expect(lines[0]).toHaveLength(75);
    expect(lines.slice(1).every((line) => line.startsWith(' ') && Buffer.byteLength(line) <= 75)).toBe(true);
    expect(lines.map((line, index) => (index === 0 ? line : line.slice(1))).join('')).toBe('y'.repeat(200));
  });

  test('never cuts a multi-byte character in two', () => {
    const folded = foldLine(`SUMMARY:${'ñ'.repeat(60)}🐴${'é'.repeat(30)}`);
    for (const line of folded.split('\r\n')) {
      expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
      expect(Buffer.from(line).toString('utf8')).toBe(line);
      expect(line).not.toContain('\uFFFD');
    }
  });
});

describe('buildIcs', () => {
  test('ends every line with CRLF and keeps every line within 75 octets', () => {
    const long = { ...EVENT, summary: `Visit: ${'Caballo lusitano tordo de doma clásica, '.repeat(4)}` };
    const text = buildIcs(long);
    expect(icsLinesProblem(text)).toBeNull();
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  test('is read back by an independent parser with every field intact', () => {
    const read = readIcs(buildIcs(EVENT));
    expect(read).toMatchObject({
      method: 'REQUEST',
      uid: EVENT.uid,
      sequence: 0,
      status: 'CONFIRMED',
      stamp: '2026-11-24T08:15:00.000Z',
      start: '2026-12-02T09:30:00.000Z',
      end: '2026-12-02T10:30:00.000Z',
      summary: EVENT.summary,
      location: 'Jerez de la Frontera',
      description: 'Line one\nLine two',
      organizer: { name: 'Lucía Pérez, Yeguada; El Sur', address: 'mailto:lucia@example.test' },
      attendee: { name: 'Bruno', address: 'mailto:bruno@example.test', partstat: 'ACCEPTED' },
      utcTimes: true,
    });
  });

  test('a long summary survives folding', () => {
    const summary = `Visit: ${'Pura raza española de 7 años, ñandú; '.repeat(5)}`;
    expect(readIcs(buildIcs({ ...EVENT, summary })).summary).toBe(summary);
  });

  test('a cancellation carries METHOD:CANCEL, STATUS:CANCELLED and the same UID', () => {
    const text = buildIcs({ ...EVENT, method: 'CANCEL', sequence: 1 });
    const read = readIcs(text);
    expect(read).toMatchObject({ method: 'CANCEL', status: 'CANCELLED', uid: EVENT.uid, sequence: 1 });
    expect(text).toContain('\r\nMETHOD:CANCEL\r\n');
  });

  test('writes the required properties of an invitation once each', () => {
    const text = buildIcs(EVENT);
    for (const property of ['METHOD', 'UID', 'DTSTAMP', 'DTSTART', 'DTEND', 'SUMMARY', 'LOCATION', 'ORGANIZER']) {
      expect(text.match(new RegExp(`\\r\\n${property}[;:]`, 'g')) ?? []).toHaveLength(1);
    }
  });
});
