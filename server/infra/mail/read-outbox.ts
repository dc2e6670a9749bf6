import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import PostalMime, { type Address } from 'postal-mime';
import { outboxDir } from './mailer.ts';

export type ParsedMail = {
  /** Recipient addresses, comma-separated. */
  to: string;
  subject: string;
  /** ISO 8601, from the Date header. */
  date: string;
  text: string;
  html: string | undefined;
  /** Header fields by lower-case name (the last one when a name repeats). */
  headers: Record<string, string>;
  /** Attached and alternative parts that are not the body; calendar parts decoded as text. */
  attachments: { filename: string | null; mimeType: string; method: string | null; content: string }[];
  /** The message as received, when the reader kept it (the tests' SMTP capture does). */
  raw?: string;
};

export type OutboxMail = ParsedMail & { file: string };

/** The development outbox, newest first (the file names sort by the time they were written). */
export async function listOutbox(dataDir: string): Promise<OutboxMail[]> {
  const dir = outboxDir(dataDir);
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    // No mail sent yet: the outbox directory is only created by the first message.
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const files = names
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .reverse();
  return Promise.all(files.map(async (file) => ({ file, ...(await parseMail(await readFile(path.join(dir, file)))) })));
}

/** Decodes a raw RFC 5322 message (encoded words, quoted-printable, base64, charsets). */
export async function parseMail(raw: Uint8Array | string): Promise<ParsedMail> {
  const email = await PostalMime.parse(raw);
  return {
    to: listAddresses(email.to ?? []).join(', '),
    subject: email.subject ?? '',
    date: email.date ?? '',
    text: email.text ?? '',
    headers: Object.fromEntries(email.headers.map((header) => [header.key, header.value])),
    html: email.html,
    attachments: email.attachments.map((attachment) => ({
      filename: attachment.filename,
      mimeType: attachment.mimeType,
      method: attachment.method ?? null,
      content:
        typeof attachment.content === 'string'
          ? attachment.content
          : new TextDecoder().decode(attachment.content as ArrayBuffer | Uint8Array),
    })),
  };
}

function listAddresses(addresses: Address[]): string[] {
  return addresses.flatMap((address) => (address.group ? listAddresses(address.group) : [address.address]));
}
