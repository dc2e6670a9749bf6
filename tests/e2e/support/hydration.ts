import type { Page } from '@playwright/test';

/** Waits until React has hydrated the page: its elements then carry React's fiber keys. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => Object.keys(document.body).some((key) => key.startsWith('__react')));
}
