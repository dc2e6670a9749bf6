import { appendFile, mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { type Config, readConfig } from '../config.ts';
import { logger } from '../logger.ts';
import { singleton } from '../singleton.ts';

export interface SmsSender {
  /** `to` is E.164 ('+34612345678'), as `parsePhoneNumber` returns it. */
  send(sms: { to: string; text: string }): Promise<void>;
}

export interface OutboxSms {
  to: string;
  text: string;
  sentAt: string;
}

const e164 = /^\+[1-9]\d{6,14}$/;

// Both senders refuse a number that is not E.164, so a caller that forgot to parse fails in
// development instead of at the provider.
function assertE164(to: string): void {
  if (!e164.test(to)) throw new RangeError(`SMS recipient must be an E.164 number, got '${to}'`);
}

function outboxFile(dataDir: string): string {
  return path.join(dataDir, 'sms', 'outbox.jsonl');
}

/** Development and tests: one JSON line per SMS, so a person or a test can read the code that was "sent". */
export function createOutboxSmsSender(dataDir: string): SmsSender {
  const file = outboxFile(dataDir);
  return {
    async send({ to, text }) {
      assertE164(to);
      await mkdir(path.dirname(file), { recursive: true });
      // One appendFile per line: O_APPEND keeps concurrent sends from interleaving.
      const sms: OutboxSms = { to, text, sentAt: new Date().toISOString() };
      await appendFile(file, `${JSON.stringify(sms)}\n`);
      logger.info({ to }, 'sms written to the outbox');
    },
  };
}

/** Every SMS in the outbox, oldest first; none when nothing was sent yet. */
export async function readSmsOutbox(dataDir: string): Promise<OutboxSms[]> {
  let content: string;
  try {
    content = await readFile(outboxFile(dataDir), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return content
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as OutboxSms);
}

/**
 * A provider reached by POSTing JSON `{ to, text }` with a bearer token. The timeout keeps a hung
 * provider from holding the request that asked for a code.
 */
export function createHttpSmsSender({
  url,
  token,
  timeoutMs = 10_000,
}: {
  url: string;
  token: string;
  timeoutMs?: number;
}): SmsSender {
  return {
    async send({ to, text }) {
      assertE164(to);
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ to, text }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (response.ok) {
        // The text carries a verification code: never log more than who.
        logger.info({ to }, 'sms sent');
        return;
      }
      // The start of the body usually names the provider's reason; the token and text stay out.
      const reason = (await response.text().catch(() => '')).slice(0, 200);
      throw new Error(`SMS provider ${new URL(url).origin} answered ${response.status}: ${reason}`);
    },
  };
}

/** Picks the sender the configuration asks for; `getSmsSender` keeps one per process. */
export function createSmsSender(
  config: Pick<Config, 'SMS_PROVIDER_URL' | 'SMS_PROVIDER_TOKEN' | 'NODE_ENV' | 'dataDir'>,
): SmsSender {
  if (config.SMS_PROVIDER_URL) {
    // Without credentials every SMS would fail at the provider; failing here names the missing variable.
    if (!config.SMS_PROVIDER_TOKEN) throw new Error('SMS_PROVIDER_URL is set but SMS_PROVIDER_TOKEN is not');
    return createHttpSmsSender({ url: config.SMS_PROVIDER_URL, token: config.SMS_PROVIDER_TOKEN });
  }
  // A production server without a provider would "send" codes nobody receives: say so loudly.
  const level = config.NODE_ENV === 'production' ? 'warn' : 'info';
  logger[level]({ file: outboxFile(config.dataDir) }, 'SMS_PROVIDER_URL is unset: SMS are written to the outbox');
  return createOutboxSmsSender(config.dataDir);
}

export function getSmsSender(): SmsSender {
  return singleton('sms-sender', () => createSmsSender(readConfig()));
}
