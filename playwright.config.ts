import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);

/** End-to-end journeys in Debian's Chromium against the built site on its own embedded database. */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'list' : [['list']],
  // Journeys solve the proof-of-work captcha one or two times: room for a loaded 2-core machine.
  timeout: 60_000,
  // A 2-core machine preparing photos answers in seconds, not milliseconds, at its busiest.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'es-ES',
    trace: 'retain-on-failure',
    // The site registers a service worker once a page is idle; requests it answers bypass
    // `page.route`. Journeys run without it; tests/e2e/installable-app.spec.ts allows it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'node tests/e2e/support/e2e-server.ts',
    url: `http://127.0.0.1:${PORT}/readyz`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      // The address the browser uses: mail links and the OIDC redirect URI name it (decision 0054).
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      GALOPE_DATA_DIR: '.data/e2e',
      LOG_LEVEL: 'warn',
      DEMO_DATA: 'off',
      SHOWCASE_PAGES: 'on',
    },
  },
});
