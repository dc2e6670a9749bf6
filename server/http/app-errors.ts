import type express from 'express';
import { data } from 'react-router';
import { answerError } from './answer-error.ts';

/**
 * The application's errors: a request that cannot go on, named by what went wrong. Each kind has
 * one HTTP answer (its status) and a catalogue key of the `errors.` group as its default text;
 * `routeAnswer` (React Router pages) and `answerAppError` (Express) are the only two mappings.
 * A form's field messages are no error here: an action returns them with its form (docs/architecture.md, "Errors").
 */
export type AppErrorKind =
  | 'not_found'
  | 'forbidden'
  | 'invalid_input'
  | 'too_large'
  | 'conflict'
  | 'busy'
  | 'unavailable';

/** A key of the catalogues' `errors` group: the error screen shows no other text (app/components/error-screen.tsx). */
export type ErrorMessageKey = `errors.${string}`;

/** What a page's ErrorBoundary receives as the thrown answer's data. */
interface ErrorAnswerBody {
  message: ErrorMessageKey;
  /** Invalid input: a message key per field name. */
  fields?: Record<string, string>;
}

export const ERROR_STATUS: Record<AppErrorKind, number> = {
  not_found: 404,
  forbidden: 403,
  invalid_input: 400,
  too_large: 413,
  conflict: 409,
  busy: 503,
  unavailable: 503,
};

/** The spec's §8 texts. A 4xx without a more precise text reads as "This page could not be found". */
const DEFAULT_MESSAGE: Record<AppErrorKind, ErrorMessageKey> = {
  not_found: 'errors.not_found',
  forbidden: 'errors.not_found',
  invalid_input: 'errors.invalid_data',
  too_large: 'errors.invalid_data',
  conflict: 'errors.invalid_data',
  busy: 'errors.too_many_requests',
  unavailable: 'errors.server_problem',
};

export class AppError extends Error {
  readonly kind: AppErrorKind;
  readonly messageKey: ErrorMessageKey;
  readonly fields: Record<string, string> | undefined;

  constructor(kind: AppErrorKind, options: { message?: ErrorMessageKey; fields?: Record<string, string> } = {}) {
    const messageKey = options.message ?? DEFAULT_MESSAGE[kind];
    super(`${kind}: ${messageKey}`);
    this.name = 'AppError';
    this.kind = kind;
    this.messageKey = messageKey;
    this.fields = options.fields;
  }

  get status(): number {
    return ERROR_STATUS[this.kind];
  }
}

/** The error as React Router's thrown answer: its ErrorBoundary renders the error screen with the text. */
export function routeAnswer(error: AppError) {
  const body: ErrorAnswerBody = error.fields
    ? { message: error.messageKey, fields: error.fields }
    : { message: error.messageKey };
  return data(body, { status: error.status });
}

/** The error as Express's answer: JSON `{ message }` for the API, plain text for the rest, translated by `t`. */
export function answerAppError(
  req: express.Request,
  res: express.Response,
  error: AppError,
  t: (key: string) => string,
): void {
  answerError(req, res, error.status, t(error.messageKey));
}

// The helpers routes throw (`if (!ad) notFound();`): each ends the loader or action with its answer.

export function notFound(message?: ErrorMessageKey): never {
  throw routeAnswer(new AppError('not_found', { message }));
}

export function forbidden(message?: ErrorMessageKey): never {
  throw routeAnswer(new AppError('forbidden', { message }));
}

export function invalidInput(fields?: Record<string, string>): never {
  throw routeAnswer(new AppError('invalid_input', { fields }));
}

export function tooLarge(): never {
  throw routeAnswer(new AppError('too_large'));
}

export function conflict(message?: ErrorMessageKey): never {
  throw routeAnswer(new AppError('conflict', { message }));
}

export function busy(): never {
  throw routeAnswer(new AppError('busy'));
}

export function unavailable(): never {
  throw routeAnswer(new AppError('unavailable'));
}

/** An action's `intent` it does not know (or none where one is needed): 400, and nothing is changed. */
export function unknownIntent(): never {
  throw routeAnswer(new AppError('invalid_input', { fields: { intent: 'errors.invalid_data' } }));
}
