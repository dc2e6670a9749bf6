import { expect, test } from 'vitest';
import { LOCALES, type Localized } from '../../../common/locale/locales.ts';
import { CATEGORIES, type SubcategorySeed } from './categories.ts';
import { FILTERS } from './filters.ts';
import { PAGES } from './pages.ts';
import { SOCIAL_LINKS } from './social-links.ts';

const HYPHENATED_SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const UNDERSCORED_SLUG = /^[a-z0-9]+(_[a-z0-9]+)*$/;
const SNAKE_CASE_KEY = /^[a-z]+(_[a-z]+)*$/;
/** The threshold between checkboxes and a multi-select (spec §5). */
const CHECKBOX_LIMIT = 6;

const SUBCATEGORIES: SubcategorySeed[] = CATEGORIES.flatMap((category) => category.subcategories);

function emptyLocales(text: Localized): string[] {
  return LOCALES.filter((locale) => typeof text[locale] !== 'string' || text[locale].trim() === '');
}

function duplicates(values: readonly string[]): string[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

function filterSlugsOf(subcategoryKey: string): string[] {
  return FILTERS.filter((filter) => filter.subcategories.includes(subcategoryKey)).map((filter) => filter.slug);
}

/** Every localized text in the catalogue, labelled so a failure says which one is missing. */
function everyLocalizedText(): [string, Localized][] {
  return [
    ...CATEGORIES.flatMap((category): [string, Localized][] => [
      [`category ${category.key} name`, category.name],
      [`category ${category.key} slug`, category.slug],
    ]),
    ...SUBCATEGORIES.flatMap((subcategory): [string, Localized][] => [
      [`subcategory ${subcategory.key} name`, subcategory.name],
      [`subcategory ${subcategory.key} slug`, subcategory.slug],
    ]),
    ...FILTERS.flatMap((filter): [string, Localized][] => [
      [`filter ${filter.slug} name`, filter.name],
      ...filter.items.map((item): [string, Localized] => [`filter ${filter.slug} item ${item.slug}`, item.name]),
    ]),
    ...PAGES.flatMap((page): [string, Localized][] => [
      [`page ${page.key} slug`, page.slug],
      [`page ${page.key} title`, page.title],
      [`page ${page.key} body`, page.body],
    ]),
    ...SOCIAL_LINKS.map((link): [string, Localized] => [`social link ${link.name} title`, link.title]),
  ];
}

const ALLOWED_SVG_ELEMENTS = new Set(['svg', 'g', 'path', 'circle', 'ellipse', 'rect', 'line', 'polyline', 'polygon']);
const SVG_TAG = /<(\/?)([a-z]+)((?:\s+[a-zA-Z:-]+="[^"<>]*")*)\s*(\/?)>/gy;
const SVG_ATTRIBUTE = /([a-zA-Z:-]+)="([^"]*)"/g;

interface SvgElement {
  name: string;
  attributes: Record<string, string>;
  children: SvgElement[];
}

/**
 * A strict little parser for the icons: markup made only of well-formed tags (no text, comments
 * or entities), properly nested, from a short list of drawing elements. Returns the root elements.
 */
function parseSvg(markup: string): SvgElement[] {
  const roots: SvgElement[] = [];
  const open: SvgElement[] = [];
  SVG_TAG.lastIndex = 0;
  let position = 0;
  while (position < markup.length) {
    SVG_TAG.lastIndex = position;
    const match = SVG_TAG.exec(markup);
    if (!match) throw new Error(`Unexpected markup at ${position}: ${markup.slice(position, position + 30)}`);
    const [whole, closing, name = '', attributeText = '', selfClosing] = match;
    position += whole.length;
    if (!ALLOWED_SVG_ELEMENTS.has(name)) throw new Error(`Element <${name}> is not allowed in an icon`);
    if (closing) {
      const element = open.pop();
      if (element?.name !== name) throw new Error(`</${name}> closes <${element?.name ?? 'nothing'}>`);
      continue;
    }
    const attributes = Object.fromEntries(
      [...attributeText.matchAll(SVG_ATTRIBUTE)].map(([, key = '', value = '']) => [key, value]),
    );
    const element: SvgElement = { name, attributes, children: [] };
    const parent = open.at(-1);
    if (parent) parent.children.push(element);
    else roots.push(element);
    if (!selfClosing) open.push(element);
  }
  if (open.length > 0) throw new Error(`<${open.at(-1)?.name}> is never closed`);
  return roots;
}

function allElements(element: SvgElement): SvgElement[] {
  return [element, ...element.children.flatMap(allElements)];
}

test('there are eight categories in the agreed order', () => {
  expect(CATEGORIES.map((category) => category.key)).toEqual([
    'horses',
    'ponies',
    'semen',
    'riding_equipment',
    'clothing',
    'care',
    'services',
    'stables',
  ]);
});

test('every category has between three and eight subcategories', () => {
  for (const category of CATEGORIES) {
    expect(category.subcategories.length, category.key).toBeGreaterThanOrEqual(3);
    expect(category.subcategories.length, category.key).toBeLessThanOrEqual(8);
  }
});

test('category and subcategory keys are snake case and unique across both', () => {
  const keys = [...CATEGORIES.map((category) => category.key), ...SUBCATEGORIES.map((subcategory) => subcategory.key)];
  expect(keys.filter((key) => !SNAKE_CASE_KEY.test(key))).toEqual([]);
  expect(duplicates(keys)).toEqual([]);
});

test('category and subcategory slugs are lowercase hyphenated ascii', () => {
  const slugs = [...CATEGORIES, ...SUBCATEGORIES].flatMap((entry) => LOCALES.map((locale) => entry.slug[locale]));
  expect(slugs.filter((slug) => !HYPHENATED_SLUG.test(slug))).toEqual([]);
});

test('category and subcategory slugs are unique per locale', () => {
  for (const locale of LOCALES) {
    const slugs = [...CATEGORIES, ...SUBCATEGORIES].map((entry) => entry.slug[locale]);
    expect(duplicates(slugs), locale).toEqual([]);
  }
});

test('a slug in any locale names only one category or subcategory, since links are matched in every locale', () => {
  const owner = new Map<string, string>();
  const clashes: string[] = [];
  for (const entry of [...CATEGORIES, ...SUBCATEGORIES]) {
    for (const slug of new Set(Object.values(entry.slug))) {
      const previous = owner.get(slug);
      if (previous !== undefined && previous !== entry.key) clashes.push(`${slug}: ${previous} and ${entry.key}`);
      owner.set(slug, entry.key);
    }
  }
  expect(clashes).toEqual([]);
});

test('most subcategories take a price', () => {
  const priced = SUBCATEGORIES.filter((subcategory) => subcategory.withPrice);
  expect(priced.length).toBeGreaterThan(SUBCATEGORIES.length * 0.8);
});

test('each svg icon parses as a single svg element with a 24 by 24 view box', () => {
  for (const subcategory of SUBCATEGORIES) {
    const roots = parseSvg(subcategory.svg);
    expect(
      roots.map((root) => root.name),
      subcategory.key,
    ).toEqual(['svg']);
    const [svg] = roots;
    expect(svg?.attributes.viewBox, subcategory.key).toBe('0 0 24 24');
    expect(svg?.attributes.xmlns, subcategory.key).toBe('http://www.w3.org/2000/svg');
    expect(svg?.attributes['aria-hidden'], subcategory.key).toBe('true');
    expect(svg?.children.length, subcategory.key).toBeGreaterThan(0);
  }
});

test('svg icons carry no event handlers or links and stay small', () => {
  for (const subcategory of SUBCATEGORIES) {
    const attributeNames = parseSvg(subcategory.svg)
      .flatMap(allElements)
      .flatMap((element) => Object.keys(element.attributes));
    expect(
      attributeNames.filter((name) => name.startsWith('on') || name.includes('href')),
      subcategory.key,
    ).toEqual([]);
    expect(subcategory.svg.length, subcategory.key).toBeLessThanOrEqual(600);
  }
});

test('svg icons are all different', () => {
  expect(duplicates(SUBCATEGORIES.map((subcategory) => subcategory.svg))).toEqual([]);
});

test('every name, slug, title and body has all four locales filled in', () => {
  const incomplete = everyLocalizedText()
    .filter(([, text]) => emptyLocales(text).length > 0)
    .map(([label, text]) => `${label}: ${emptyLocales(text).join(', ')}`);
  expect(incomplete).toEqual([]);
});

test('no text keeps stray whitespace at its ends', () => {
  const untrimmed = everyLocalizedText()
    .filter(([, text]) => LOCALES.some((locale) => text[locale] !== text[locale].trim()))
    .map(([label]) => label);
  expect(untrimmed).toEqual([]);
});

test('filter slugs are lowercase hyphenated ascii and unique', () => {
  const slugs = FILTERS.map((filter) => filter.slug);
  expect(slugs.filter((slug) => !HYPHENATED_SLUG.test(slug))).toEqual([]);
  expect(duplicates(slugs)).toEqual([]);
});

test('item slugs are lowercase hyphenated ascii and unique within their filter', () => {
  for (const filter of FILTERS) {
    const slugs = filter.items.map((item) => item.slug);
    expect(
      slugs.filter((slug) => !HYPHENATED_SLUG.test(slug)),
      filter.slug,
    ).toEqual([]);
    expect(duplicates(slugs), filter.slug).toEqual([]);
  }
});

test('no filter or item uses the reserved slug all', () => {
  expect(FILTERS.filter((filter) => filter.slug === 'all')).toEqual([]);
  expect(FILTERS.flatMap((filter) => filter.items).filter((item) => item.slug === 'all')).toEqual([]);
});

test('every filter belongs to subcategories that exist', () => {
  const keys = new Set(SUBCATEGORIES.map((subcategory) => subcategory.key));
  for (const filter of FILTERS) {
    expect(filter.subcategories.length, filter.slug).toBeGreaterThan(0);
    expect(
      filter.subcategories.filter((key) => !keys.has(key)),
      filter.slug,
    ).toEqual([]);
    expect(duplicates(filter.subcategories), filter.slug).toEqual([]);
  }
});

test('every filter has at least two items, since a filter with one or none is not shown', () => {
  expect(FILTERS.filter((filter) => filter.items.length < 2).map((filter) => filter.slug)).toEqual([]);
});

test('at least one filter renders as checkboxes and at least one as a multi-select', () => {
  expect(FILTERS.some((filter) => filter.items.length <= CHECKBOX_LIMIT)).toBe(true);
  expect(FILTERS.some((filter) => filter.items.length > CHECKBOX_LIMIT)).toBe(true);
});

test('every horse subcategory has breed, gender, colour, discipline, age, height and papers filters', () => {
  const horses = CATEGORIES.find((category) => category.key === 'horses');
  expect(horses).toBeDefined();
  for (const subcategory of horses?.subcategories ?? []) {
    expect(filterSlugsOf(subcategory.key), subcategory.key).toEqual(
      expect.arrayContaining(['raza', 'sexo', 'capa', 'disciplina', 'edad', 'alzada', 'documentacion']),
    );
  }
});

test('every pony subcategory has pony breed, gender, colour, discipline, age, pony height and papers filters', () => {
  const ponies = CATEGORIES.find((category) => category.key === 'ponies');
  expect(ponies).toBeDefined();
  for (const subcategory of ponies?.subcategories ?? []) {
    expect(filterSlugsOf(subcategory.key), subcategory.key).toEqual(
      expect.arrayContaining(['raza-poni', 'sexo', 'capa', 'disciplina', 'edad', 'alzada-poni', 'documentacion']),
    );
  }
});

test('every semen subcategory has a breed and a storage filter', () => {
  const semen = CATEGORIES.find((category) => category.key === 'semen');
  for (const subcategory of semen?.subcategories ?? []) {
    const slugs = filterSlugsOf(subcategory.key);
    expect(
      slugs.some((slug) => slug === 'raza' || slug === 'raza-poni'),
      subcategory.key,
    ).toBe(true);
    expect(slugs, subcategory.key).toContain('conservacion');
  }
});

test('the breed list is a real one with the Spanish and Iberian breeds first', () => {
  const breeds = FILTERS.find((filter) => filter.slug === 'raza')?.items.map((item) => item.slug) ?? [];
  expect(breeds.length).toBeGreaterThanOrEqual(25);
  expect(breeds.slice(0, 3)).toEqual(['pura-raza-espanola', 'lusitano', 'pura-raza-arabe']);
});

test('the three policy pages have the slugs the spec routes under /p/spec', () => {
  const policy = PAGES.filter((page) => page.place === 'policy');
  expect(policy.map((page) => [page.key, page.slug.es, page.slug.en])).toEqual([
    ['terms_of_use', 'terminos_de_uso', 'terms_of_use'],
    ['who_are_we', 'quienes_somos', 'who_are_we'],
    ['contact_us', 'contacta_con_nosotros', 'contact_us'],
  ]);
});

test('policy page slugs use underscores and useful page slugs use hyphens', () => {
  for (const page of PAGES) {
    const format = page.place === 'policy' ? UNDERSCORED_SLUG : HYPHENATED_SLUG;
    for (const locale of LOCALES) expect(page.slug[locale], `${page.key} ${locale}`).toMatch(format);
  }
});

test('page keys are unique and page slugs are unique per locale', () => {
  expect(duplicates(PAGES.map((page) => page.key))).toEqual([]);
  for (const locale of LOCALES) expect(duplicates(PAGES.map((page) => page.slug[locale])), locale).toEqual([]);
});

test('page bodies are real texts of roughly 150 to 350 words', () => {
  for (const page of PAGES) {
    for (const locale of LOCALES) {
      const words = page.body[locale].split(/\s+/).filter((word) => /\p{L}/u.test(word)).length;
      expect(words, `${page.key} ${locale}`).toBeGreaterThanOrEqual(140);
      expect(words, `${page.key} ${locale}`).toBeLessThanOrEqual(380);
    }
  }
});

test('page bodies use only paragraphs, level two headings and bullet lines', () => {
  for (const page of PAGES) {
    for (const locale of LOCALES) {
      const text = page.body[locale];
      expect(text, `${page.key} ${locale}`).not.toMatch(/\n{3,}|<[a-z]|^#(?!# )|^\s*[*+] /m);
    }
  }
});

test('the contact page gives the e-mail address and no phone number', () => {
  const contact = PAGES.find((page) => page.key === 'contact_us');
  for (const locale of LOCALES) {
    expect(contact?.body[locale], locale).toContain('hola@galope.example');
    expect(contact?.body[locale], locale).not.toMatch(/\+?\d[\d ]{7,}\d/);
  }
});

test('instagram, facebook, youtube and tiktok link to https pages of their own sites', () => {
  expect(SOCIAL_LINKS.map((link) => link.name)).toEqual(['instagram', 'facebook', 'youtube', 'tiktok']);
  for (const link of SOCIAL_LINKS) {
    const url = new URL(link.url);
    expect(url.protocol, link.name).toBe('https:');
    expect(url.hostname, link.name).toBe(`www.${link.name}.com`);
  }
});
