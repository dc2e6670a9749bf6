import { type Category, getReferenceData, matchesSlug, type Subcategory } from './reference-data.ts';

/** A category and, optionally, one of its subcategories, by slugs written in any language. */
export async function findCategory(options: {
  categorySlug: string;
  subcategorySlug?: string;
}): Promise<{ category: Category; subcategory?: Subcategory } | undefined> {
  const data = await getReferenceData();
  const category = data.categories.find((each) => matchesSlug(each.slug, options.categorySlug));
  if (!category) return undefined;
  if (options.subcategorySlug === undefined) return { category };
  const subcategory = category.subcategories.find((each) => matchesSlug(each.slug, options.subcategorySlug ?? ''));
  return subcategory ? { category, subcategory } : undefined;
}
