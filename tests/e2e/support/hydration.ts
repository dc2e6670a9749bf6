import type { Page } from '@playwright/test';

/**
 * Waits until React has hydrated the page: its elements then carry React's fiber keys. The shell
 * hydrates first and the page's own content after it, in its own Suspense boundary (decision
 * 0085): both must be React's before a key pressed on the page reaches its handlers.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const hydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__react'));
    const content = document.querySelector('main')?.firstElementChild;
    return hydrated(document.body) && (!content || hydrated(content));
  });
}

/**
 * Waits until React owns the element `selector` finds: a part rendered by a lazy chunk (the
 * signed-in header's account menu, the ad's report form) hydrates after the page, once its code
 * has arrived.
 */
export async function waitForHydrationOf(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((found) => {
    const element = document.querySelector(found);
    return element !== null && Object.keys(element).some((key) => key.startsWith('__react'));
  }, selector);
}
