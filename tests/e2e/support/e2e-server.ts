/**
 * The server the end-to-end tests run against: a real SMTP server (smtp-server) that drops each
 * message it receives as JSON into `$GALOPE_DATA_DIR/inbox`, where the tests read it; a local
 * OpenID Connect provider (oidc-provider) configured as Galope's extra social sign-in provider;
 * a local map tile server; then Galope itself with SMTP_URL, OIDC_EXTRA_* and MAP_TILE_URL
 * pointing at them.
 */
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startOidcTestProvider } from '../../support/oidc-test-provider.ts';
import { startSmtpCapture } from '../../support/smtp-capture.ts';
import { startTileTestServer } from '../../support/tile-test-server.ts';

const inbox = path.resolve(process.env.GALOPE_DATA_DIR ?? '.data/e2e', 'inbox');
mkdirSync(inbox, { recursive: true });
let sequence = 0;
const capture = await startSmtpCapture({
  onMail(mail) {
    sequence += 1;
    // Written aside, then renamed: a test reading the inbox never sees half a message.
    const name = `${Date.now()}-${String(sequence).padStart(5, '0')}.json`;
    writeFileSync(path.join(inbox, `.${name}.tmp`), JSON.stringify(mail));
    renameSync(path.join(inbox, `.${name}.tmp`), path.join(inbox, name));
  },
});
process.env.SMTP_URL = capture.url;

const oidc = await startOidcTestProvider({
  port: Number(process.env.E2E_OIDC_PORT ?? 3191),
  clientId: 'galope-e2e',
  clientSecret: 'galope-e2e-client-secret',
  appOrigin: `http://127.0.0.1:${process.env.PORT ?? 3100}`,
  providerName: 'galope-test',
});
process.env.OIDC_EXTRA_NAME = 'galope-test';
process.env.OIDC_EXTRA_LABEL = 'Galope Test ID';
process.env.OIDC_EXTRA_ISSUER = oidc.issuer;
process.env.OIDC_EXTRA_CLIENT_ID = 'galope-e2e';
process.env.OIDC_EXTRA_CLIENT_SECRET = 'galope-e2e-client-secret';
process.env.ADMIN_EMAILS = 'moderator@galope.test';
// Map tiles from a local stand-in: no test may reach OpenStreetMap (docs/decisions/0027-map-picker.md).
const tiles = await startTileTestServer();
process.env.MAP_TILE_URL = tiles.tileUrl;
process.env.MAP_TILE_ATTRIBUTION = 'Test tiles';
const fixturesMarker = path.resolve(process.env.GALOPE_DATA_DIR ?? '.data/e2e', 'search-fixtures-ready');
rmSync(fixturesMarker, { force: true });
await import('../../../server/main.ts');

// The search journeys' ads, written once the app answers (database migrated, catalogue seeded);
// the journeys wait for the marker file (`waitForSearchFixtures`).
const origin = `http://127.0.0.1:${process.env.PORT ?? 3100}`;
for (
  let tries = 0;
  !(await fetch(`${origin}/readyz`).then(
    (response) => response.ok,
    () => false,
  ));
  tries++
) {
  if (tries > 600) throw new Error('Galope did not become ready');
  await new Promise((resolve) => setTimeout(resolve, 250));
}
const { seedSearchFixtures } = await import('./search-fixtures.ts');
await seedSearchFixtures();
const { seedChatFixtures } = await import('./chat-fixtures.ts');
await seedChatFixtures();
const { seedVisitFixtures } = await import('./visit-fixtures.ts');
await seedVisitFixtures();
const { seedTrustFixtures } = await import('./trust-fixtures.ts');
await seedTrustFixtures();
const { seedPhoneFixtures } = await import('./phone-fixtures.ts');
await seedPhoneFixtures();
const { seedGalleryFixtures } = await import('./gallery-fixtures.ts');
await seedGalleryFixtures();
writeFileSync(fixturesMarker, 'ready');
