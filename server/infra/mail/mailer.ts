import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer';
import { type Config, readConfig } from '../config.ts';
import { logger } from '../logger.ts';
import { singleton } from '../singleton.ts';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
  /** `<id@host>`: the same message sent twice keeps one id, so mail clients can fold the copies. */
  messageId?: string;
  /**
   * An iCalendar invitation (RFC 5545 text, CRLF lines): sent both as the text/calendar
   * alternative that calendar-aware clients act on and as an .ics attachment anyone can open.
   */
  icalEvent?: { method: 'REQUEST' | 'CANCEL'; filename: string; content: string };
};

export type Mailer = {
  send(message: MailMessage): Promise<void>;
};

/** SMTP when `SMTP_URL` is set; otherwise every message becomes an `.eml` file in the outbox. */
export function createMailer(config: Config): Mailer {
  const deliver = config.SMTP_URL ? createSmtpDelivery(config.SMTP_URL) : createOutboxDelivery(config.dataDir);
  return {
    async send(message) {
      await deliver({ ...message, from: config.MAIL_FROM });
      // Bodies carry sign-in and reset links: never log more than who and what.
      logger.info({ to: message.to, subject: message.subject }, 'mail sent');
    },
  };
}

/** The process's mailer, built from the environment on first use. */
export function getMailer(): Mailer {
  return singleton('mailer', () => createMailer(readConfig()));
}

type Delivery = (message: MailMessage & { from: string }) => Promise<void>;

function createSmtpDelivery(smtpUrl: string): Delivery {
  const transport = nodemailer.createTransport(smtpUrl);
  return async (message) => {
    await transport.sendMail(message);
  };
}

export function outboxDir(dataDir: string): string {
  return path.join(dataDir, 'mail');
}

function createOutboxDelivery(dataDir: string): Delivery {
  const dir = outboxDir(dataDir);
  logger.info({ dir }, 'SMTP_URL is unset: mail is written to the outbox');
  return async (message) => {
    // CRLF line ends keep each file a valid RFC 5322 message that mail clients open as is.
    const raw = await new MailComposer({ ...message, newline: 'windows' }).compile().build();
    await mkdir(dir, { recursive: true });
    // 'wx': two messages must never overwrite each other, even with the same name by chance.
    await writeFile(path.join(dir, outboxFileName(new Date())), raw, { flag: 'wx' });
  };
}

/** Sorts by time as plain text (no colons, so the name is valid on every file system). */
function outboxFileName(now: Date): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('.', '');
  return `${stamp}-${randomBytes(4).toString('hex')}.eml`;
}
