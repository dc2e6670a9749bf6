import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { getTranslator } from '../locale/messages.ts';
import {
  AppError,
  type AppErrorKind,
  busy,
  conflict,
  ERROR_STATUS,
  forbidden,
  invalidInput,
  notFound,
  routeAnswer,
  tooLarge,
  unavailable,
  unknownIntent,
} from './app-errors.ts';

const HAND_MADE_ANSWER = /throw\s+[\w.]+\(\s*(?:\{[^}]*\}|null)\s*,\s*\{\s*status\b/g;

/** What a helper threw: React Router's thrown `data()` answer (its data and its init). */
function thrown(helper: () => never): { data: unknown; status: number | undefined } {
  try {
    helper();
  } catch (answer) {
    const { data, init } = answer as { data: unknown; init: ResponseInit | null };
    return { data, status: init?.status };
  }
  throw new Error('the helper returned');
}

describe('application errors', () => {
  test('each helper throws its one HTTP answer with a catalogue key of the errors group', () => {
    expect(thrown(() => notFound())).toEqual({ data: { message: 'errors.not_found' }, status: 404 });
    expect(thrown(() => notFound('errors.user_not_found'))).toEqual({
      data: { message: 'errors.user_not_found' },
      status: 404,
    });
    expect(thrown(() => forbidden('errors.csrf'))).toEqual({ data: { message: 'errors.csrf' }, status: 403 });
    expect(thrown(() => invalidInput())).toEqual({ data: { message: 'errors.invalid_data' }, status: 400 });
    expect(thrown(() => invalidInput({ visit: 'errors.invalid_data' }))).toEqual({
      data: { message: 'errors.invalid_data', fields: { visit: 'errors.invalid_data' } },
      status: 400,
    });
    expect(thrown(() => tooLarge())).toEqual({ data: { message: 'errors.invalid_data' }, status: 413 });
    expect(thrown(() => conflict())).toEqual({ data: { message: 'errors.invalid_data' }, status: 409 });
    expect(thrown(() => busy())).toEqual({ data: { message: 'errors.too_many_requests' }, status: 503 });
    expect(thrown(() => unavailable())).toEqual({ data: { message: 'errors.server_problem' }, status: 503 });
    expect(thrown(() => unknownIntent())).toEqual({
      data: { message: 'errors.invalid_data', fields: { intent: 'errors.invalid_data' } },
      status: 400,
    });
  });

  test("every kind's default text is in the catalogues, in the spec's English", () => {
    const t = getTranslator('en');
    const texts = Object.fromEntries(
      (Object.keys(ERROR_STATUS) as AppErrorKind[]).map((kind) => [kind, t(new AppError(kind).messageKey)]),
    );
    expect(texts).toEqual({
      not_found: 'This page could not be found',
      forbidden: 'This page could not be found',
      invalid_input: 'The given data was invalid.',
      too_large: 'The given data was invalid.',
      conflict: 'The given data was invalid.',
      busy: 'You have submitted too many requests at the same time, please wait a moment and try again.',
      unavailable: 'We have a server problem',
    });
    const answer = routeAnswer(new AppError('conflict', { message: 'errors.not_found' }));
    expect(answer.init?.status).toBe(409);
  });

  test('no page module throws a hand-made error answer: they use the helpers', () => {
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (/\.tsx?$/.test(entry.name) && !entry.name.includes('.test.')) {
          // `throw data(…, { status })`, under any name the import gives it, on one line or several.
          const source = readFileSync(file, 'utf8');
          for (const match of source.matchAll(HAND_MADE_ANSWER)) {
            offenders.push(`${file}:${source.slice(0, match.index).split('\n').length}`);
          }
        }
      }
    };
    walk('app');
    // The showcase of the two error screens (/errors/page-404, /errors/page-500) throws them bare.
    expect(offenders).toEqual(['app/routes/error-page.tsx:11']);
  });
});
