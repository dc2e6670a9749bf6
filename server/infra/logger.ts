import { type DestinationStream, pino } from 'pino';
import { redactLoggedError } from './log-redaction.ts';

/**
 * A logger with the app's settings: errors are logged without the values of URL queries or of a
 * failed SQL statement (log-redaction.ts). Standard output unless given another destination.
 */
export function createLogger(destination?: DestinationStream) {
  return pino(
    {
      level: process.env.LOG_LEVEL ?? 'info',
      base: undefined,
      redact: ['req.headers.cookie', 'req.headers.authorization'],
      serializers: { err: (error: Error) => redactLoggedError(pino.stdSerializers.errWithCause(error)) },
    },
    destination,
  );
}

/** The app's logger; LOG_FILE sends its lines to a file (the security tests read them there). */
export const logger = createLogger(
  process.env.LOG_FILE ? pino.destination({ dest: process.env.LOG_FILE, sync: true }) : undefined,
);
