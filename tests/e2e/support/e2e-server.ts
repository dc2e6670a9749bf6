/**
 * The server the end-to-end tests run against: a real SMTP server (smtp-server) that drops each
 * message it receives as JSON into `$GALOPE_DATA_DIR/inbox`, where the tests read it, then Galope
 * itself with SMTP_URL pointing at it.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startSmtpCapture } from '../../support/smtp-capture.ts';

const inbox = path.resolve(process.env.GALOPE_DATA_DIR ?? '.data/e2e', 'inbox');
mkdirSync(inbox, { recursive: true });
let sequence = 0;
const capture = await startSmtpCapture({
  onMail(mail) {
    sequence += 1;
    writeFileSync(path.join(inbox, `${Date.now()}-${String(sequence).padStart(5, '0')}.json`), JSON.stringify(mail));
  },
});
process.env.SMTP_URL = capture.url;
await import('../../../server/main.ts');
