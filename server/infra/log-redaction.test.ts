import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm';
import { pino } from 'pino';
import { describe, expect, test } from 'vitest';
import { redactLoggedError, redactQuery } from './log-redaction.ts';

describe('log redaction', () => {
  test('a URL keeps its path and query names, never the values', () => {
    expect(redactQuery('/search?q=yegua%20torda&page=2')).toBe('/search?q=[redacted]&page=[redacted]');
    expect(redactQuery('No route matches URL "/s/x?token=abc123"')).toBe(
      'No route matches URL "/s/x?token=[redacted]"',
    );
    expect(redactQuery('/user/settings')).toBe('/user/settings');
  });

  test('an error of a failed SQL statement is logged without the values it was given', () => {
    const error = new DrizzleQueryError(
      'update "classifieds" set "title" = $1 where "id" = $2',
      ['Yegua\u0000 secreta', 'ad-1'],
      new Error('invalid byte sequence for encoding "UTF8": 0x00'),
    );
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logger = pino(
      { serializers: { err: (each: Error) => redactLoggedError(pino.stdSerializers.errWithCause(each)) } },
      sink,
    );
    logger.error({ err: error }, 'page error');
    expect(lines.join('')).not.toContain('secreta');
    expect(lines.join('')).toContain('update \\"classifieds\\" set');
    expect(lines.join('')).toContain('invalid byte sequence');
    // The stack keeps its frames: only the parameters' line is cut.
    expect(JSON.parse(lines.join('')).err.stack).toMatch(/params: \[redacted\]\n {4}at /);
  });

  test('a constraint detail keeps the column, not the value', () => {
    const redacted = redactLoggedError({
      message: 'duplicate',
      cause: { detail: 'Key (email)=(ana@example.com) already exists.' },
    });
    expect(redacted).toEqual({ message: 'duplicate', cause: { detail: 'Key (email)=([redacted]) already exists.' } });
  });
});
