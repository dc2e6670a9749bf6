import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ParsedMail } from '../../support/smtp-capture.ts';

const INBOX = path.resolve('.data/e2e/inbox');

/** Waits for the newest message to `to` (matching `subject`) that the e2e SMTP server received. */
export async function waitForMail(options: { to: string; subject?: RegExp; timeoutMs?: number }): Promise<ParsedMail> {
  const deadline = Date.now() + (options.timeoutMs ?? 10_000);
  while (Date.now() < deadline) {
    const files = readdirSync(INBOX)
      .filter((file) => file.endsWith('.json'))
      .sort()
      .reverse();
    for (const file of files) {
      const mail = JSON.parse(readFileSync(path.join(INBOX, file), 'utf8')) as ParsedMail;
      if (
        mail.to.toLowerCase().includes(options.to.toLowerCase()) &&
        (!options.subject || options.subject.test(mail.subject))
      ) {
        return mail;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No mail to ${options.to} within the time limit`);
}

/** Every message to `to` that the e2e SMTP server has received so far. */
export function mailsTo(to: string): ParsedMail[] {
  return readdirSync(INBOX)
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(readFileSync(path.join(INBOX, file), 'utf8')) as ParsedMail)
    .filter((mail) => mail.to.toLowerCase().includes(to.toLowerCase()));
}

/** The first link in a mail's text whose path contains `pathPart`, made relative to the site. */
export function linkIn(mail: ParsedMail, pathPart: string): string {
  const url = mail.text.match(/https?:\/\/\S+/g)?.find((each) => each.includes(pathPart));
  if (!url) throw new Error(`No link with ${pathPart} in:\n${mail.text}`);
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

/** An address no other test uses. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
}
