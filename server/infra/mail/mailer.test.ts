import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { findLink, type SmtpCapture, startSmtpCapture } from '../../../tests/support/smtp-capture.ts';
import { readConfig } from '../config.ts';
import { createMailer } from './mailer.ts';
import { listOutbox } from './read-outbox.ts';

const subject = 'Contraseña olvidada — ¡Hola, Íñigo!';
const text = [
  '¡Hola, Íñigo!',
  '',
  'Para elegir una contraseña nueva, abre https://galope.example/es/restablecer-contrasena/abc123.',
  'Si no lo pediste, ignora este correo: tu contraseña no cambia.',
].join('\n');
const html = '<p>¡Hola, Íñigo! <a href="https://galope.example/es/restablecer-contrasena/abc123">Elige otra</a></p>';

let dataDir: string;

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'galope-mail-'));
});

afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('with SMTP_URL', () => {
  let capture: SmtpCapture;

  beforeEach(async () => {
    capture = await startSmtpCapture();
  });

  afterEach(async () => {
    await capture.close();
  });

  test('delivers subject, text and html intact in UTF-8 to the SMTP server', async () => {
    const mailer = createMailer(readConfig({ GALOPE_DATA_DIR: dataDir, SMTP_URL: capture.url }));

    await mailer.send({ to: 'inigo@example.com', subject, text, html, headers: { 'X-Galope-Mail': 'reset' } });

    const mail = await capture.waitForMail({ to: 'Inigo@Example.com', subject: /olvidada/ });
    expect(mail.subject).toBe(subject);
    expect(mail.text.trimEnd()).toBe(text);
    expect(mail.html).toContain('¡Hola, Íñigo!');
    expect(findLink(mail, '/restablecer-contrasena/')).toBe('https://galope.example/es/restablecer-contrasena/abc123');
  });

  test('writes nothing to the outbox', async () => {
    const mailer = createMailer(readConfig({ GALOPE_DATA_DIR: dataDir, SMTP_URL: capture.url }));

    await mailer.send({ to: 'inigo@example.com', subject, text });

    expect(capture.messages).toHaveLength(1);
    expect(await listOutbox(dataDir)).toEqual([]);
  });

  test('waitForMail rejects with what did arrive when the awaited mail does not', async () => {
    const mailer = createMailer(readConfig({ GALOPE_DATA_DIR: dataDir, SMTP_URL: capture.url }));
    await mailer.send({ to: 'inigo@example.com', subject, text });

    await expect(capture.waitForMail({ to: 'nadie@example.com', timeoutMs: 50 })).rejects.toThrow(
      /No mail to nadie@example.com in 50 ms \(received: inigo@example.com: Contraseña/,
    );
  });
});

describe('without SMTP_URL', () => {
  test('writes each message as an .eml file that listOutbox reads back, newest first', async () => {
    const mailer = createMailer(readConfig({ GALOPE_DATA_DIR: dataDir }));

    await mailer.send({ to: 'ana@example.com', subject: 'Primero', text: 'uno' });
    // File names carry the millisecond: the second mail is written in a later one.
    const firstSentBy = Date.now();
    await vi.waitFor(() => expect(Date.now()).toBeGreaterThan(firstSentBy), { interval: 1 });
    await mailer.send({ to: 'inigo@example.com', subject, text, html });

    const outbox = await listOutbox(dataDir);
    expect(outbox.map((mail) => mail.subject)).toEqual([subject, 'Primero']);
    const [newest] = outbox;
    expect(newest).toMatchObject({ to: 'inigo@example.com', subject });
    // MIME ends each body part with a line break of its own.
    expect(newest?.text.trimEnd()).toBe(text);
    expect(newest?.html?.trimEnd()).toBe(html);
    expect(Date.now() - Date.parse(newest?.date ?? '')).toBeLessThan(60_000);
    expect(newest?.file).toMatch(/^\d{8}T\d{9}Z-[0-9a-f]{8}\.eml$/);

    const raw = await readFile(path.join(dataDir, 'mail', newest?.file ?? ''), 'utf8');
    expect(raw).toMatch(/^From: Galope <no-reply@galope\.example>\r\n/);
    expect(raw).toContain('\r\nMIME-Version: 1.0\r\n');
  });

  test('listOutbox is empty before the first message', async () => {
    expect(await listOutbox(dataDir)).toEqual([]);
  });
});
