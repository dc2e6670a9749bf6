import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { type ParsedMail, parseMail } from '../../server/infra/mail/read-outbox.ts';

export type { ParsedMail };

export type SmtpCapture = {
  /** Give this to the app as `SMTP_URL`. */
  url: string;
  /** Every message received, oldest first. */
  messages: ParsedMail[];
  waitForMail(options: { to: string; subject?: RegExp; timeoutMs?: number }): Promise<ParsedMail>;
  close(): Promise<void>;
};

type Waiter = { matches(mail: ParsedMail): boolean; resolve(mail: ParsedMail): void; reject(error: Error): void };

/**
 * A real SMTP server on a free local port, so tests cover what the app actually puts on the wire
 * (encoding, headers, links) instead of what it hands to a stubbed function.
 */
export async function startSmtpCapture(
  options: { port?: number; onMail?: (mail: ParsedMail) => void } = {},
): Promise<SmtpCapture> {
  const messages: ParsedMail[] = [];
  const waiters = new Set<Waiter>();

  const server = new SMTPServer({
    disabledCommands: ['AUTH', 'STARTTLS'],
    authOptional: true,
    // Tests never need a network, and a reverse DNS lookup of 127.0.0.1 can stall.
    disableReverseLookup: true,
    logger: false,
    closeTimeout: 500,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        parseMail(raw).then((parsed) => {
          // The raw message too: parsers normalise line ends, and .ics files must keep their CRLF.
          const mail = { ...parsed, raw: raw.toString('utf8') };
          messages.push(mail);
          options.onMail?.(mail);
          for (const waiter of waiters) if (waiter.matches(mail)) waiter.resolve(mail);
          // Answer only once stored, so a resolved send() means the message is in `messages`.
          callback();
        }, callback);
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitForMail({ to, subject, timeoutMs = 5_000 }) {
      const matches = (mail: ParsedMail) => isAddressedTo(mail, to) && (!subject || subject.test(mail.subject));
      // The newest match: a test that triggers the same mail twice wants the last one.
      const received = messages.findLast(matches);
      if (received) return Promise.resolve(received);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          const wanted = subject ? `${to} matching ${subject}` : to;
          const received = messages.map((mail) => `${mail.to}: ${mail.subject}`).join('; ') || 'none';
          reject(new Error(`No mail to ${wanted} in ${timeoutMs} ms (received: ${received})`));
        }, timeoutMs);
        const waiter: Waiter = {
          matches,
          resolve(mail) {
            clearTimeout(timer);
            waiters.delete(waiter);
            resolve(mail);
          },
          reject(error) {
            clearTimeout(timer);
            waiters.delete(waiter);
            reject(error);
          },
        };
        waiters.add(waiter);
      });
    },
    close() {
      for (const waiter of waiters) waiter.reject(new Error('The SMTP capture server was closed'));
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** The first absolute URL in the mail's text that contains `pathPart`; throws when there is none. */
export function findLink(mail: ParsedMail, pathPart: string): string {
  // A link that ends a sentence keeps the sentence's punctuation out of the URL.
  const urls = (mail.text.match(/https?:\/\/[^\s<>"']+/g) ?? []).map((url) => url.replace(/[.,;:!?)\]]+$/, ''));
  const link = urls.find((url) => url.includes(pathPart));
  if (!link) throw new Error(`No link containing "${pathPart}" in the mail "${mail.subject}" to ${mail.to}`);
  return link;
}

function isAddressedTo(mail: ParsedMail, address: string): boolean {
  const wanted = address.toLowerCase();
  return mail.to.split(', ').some((recipient) => recipient.toLowerCase() === wanted);
}
