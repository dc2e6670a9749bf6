import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';

/** Full-page and first-screen pictures at a phone's and a laptop's width, to look at. */
export async function screenshots(page: Page, folder: string, name: string): Promise<void> {
  const dir = `test-results/${folder}`;
  mkdirSync(dir, { recursive: true });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
    await page.screenshot({ path: `${dir}/${name}-${width}-top.png` });
  }
}
