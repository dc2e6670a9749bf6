import { describe, expect, test } from 'vitest';
import { contentSchema, fieldErrorsOf, readContentForm } from './content-form.ts';
import { contentType } from './content-types.ts';

function form(entries: [string, string | Blob][]): FormData {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

const ICON = '<svg viewBox="0 0 24 24"><circle cx="12" cy="12" r="9"/></svg>';

describe('readContentForm', () => {
  test('reads a text per language, a checkbox, the checked choices and an uploaded icon over a pasted one', async () => {
    const values = await readContentForm(
      contentType('subcategories'),
      form([
        ['key', 'carriages'],
        ['categoryKey', 'horses'],
        ['name.es', 'Carruajes'],
        ['name.en', 'Carriages'],
        ['name.ca', 'Carruatges'],
        ['name.pt', 'Carruagens'],
        ['withPrice', 'on'],
        ['svg', '<svg/>'],
        ['svg.file', new Blob([ICON], { type: 'image/svg+xml' })],
        ['position', '3'],
      ]),
    );
    expect(values).toMatchObject({
      key: 'carriages',
      name: { es: 'Carruajes', en: 'Carriages', ca: 'Carruatges', pt: 'Carruagens' },
      slug: { es: '', en: '', ca: '', pt: '' },
      withPrice: true,
      svg: ICON,
      position: '3',
    });
    const settings = await readContentForm(
      contentType('settings'),
      form([
        ['recaptchaAllowedInTasks', 'sign_up'],
        ['recaptchaAllowedInTasks', 'sign_in'],
      ]),
    );
    expect(settings).toEqual({ recaptchaAllowedInTasks: ['sign_up', 'sign_in'] });
  });
});

describe('contentSchema', () => {
  const pages = contentType('pages');
  const choices = { places: ['policy', 'useful'] };
  const page = {
    title: { es: 'Envíos', en: 'Shipping', ca: 'Enviaments', pt: 'Envios' },
    slug: { es: 'envios', en: 'shipping', ca: 'enviaments', pt: 'envios' },
    place: 'useful',
    body: { es: 'Texto', en: 'Text', ca: 'Text', pt: 'Texto' },
    position: '4',
  };

  test('asks for the key only when creating, and coerces the order', () => {
    expect(contentSchema(pages, { creating: false, choices }).parse(page)).toMatchObject({ position: 4 });
    const missing = contentSchema(pages, { creating: true, choices }).safeParse(page);
    expect(missing.success).toBe(false);
    if (!missing.success) expect(Object.keys(fieldErrorsOf(missing.error))).toEqual(['key']);
  });

  test('refuses a place, an address or a key outside their rules, one message per input', () => {
    const result = contentSchema(pages, { creating: true, choices }).safeParse({
      ...page,
      key: 'new',
      place: 'header',
      slug: { ...page.slug, pt: 'Envios Já' },
      position: '2.5',
    });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(fieldErrorsOf(result.error)).toEqual({
        key: 'admin.content.error.key_format',
        place: 'admin.content.error.choose',
        'slug.pt': 'admin.content.error.slug_format',
        position: 'admin.content.error.position',
      });
    }
  });

  test('accepts only https addresses for social links', () => {
    const links = contentType('social-links');
    const link = { title: page.title, position: '1' };
    const schema = contentSchema(links, { creating: false, choices: {} });
    expect(schema.safeParse({ ...link, url: 'https://www.instagram.com/galope' }).success).toBe(true);
    for (const url of ['javascript:alert(1)', 'http://example.test', 'not a url']) {
      const result = schema.safeParse({ ...link, url });
      expect(result.success, url).toBe(false);
    }
  });
});
