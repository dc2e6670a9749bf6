import { getReferenceData, matchesSlug, type Page } from './reference-data.ts';

/** The static page whose slug (in any language) is `slug`, among pages placed at `place`. */
export async function findPage(options: { slug: string; place: Page['place'] }): Promise<Page | undefined> {
  const data = await getReferenceData();
  return data.pages.find((page) => page.place === options.place && matchesSlug(page.slug, options.slug));
}
