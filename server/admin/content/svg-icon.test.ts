import { describe, expect, test } from 'vitest';
import { CATEGORIES } from '../../catalogue/data/categories.ts';
import { sanitizeSvgIcon } from './svg-icon.ts';

const ICON = '<svg viewBox="0 0 24 24" fill="none" stroke="currentColor"><path d="M4 4h16v16z"/></svg>';

describe('sanitizeSvgIcon', () => {
  test('keeps a drawing and marks it as decoration', () => {
    expect(sanitizeSvgIcon(ICON)).toEqual({
      ok: true,
      svg: '<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" xmlns="http://www.w3.org/2000/svg" aria-hidden="true"><path d="M4 4h16v16z"/></svg>',
    });
  });

  test('accepts every seeded subcategory icon unchanged in meaning', () => {
    for (const subcategory of CATEGORIES.flatMap((category) => category.subcategories)) {
      const result = sanitizeSvgIcon(subcategory.svg);
      expect(result.ok, subcategory.key).toBe(true);
    }
  });

  test('drops an XML declaration and comments, keeps a title', () => {
    const result = sanitizeSvgIcon(
      `<?xml version="1.0"?>\n<!-- drawn by hand --><svg viewBox="0 0 2 2"><title>Horse &amp; rider</title><circle cx="1" cy="1" r="1"/></svg>`,
    );
    expect(result).toMatchObject({ ok: true, svg: expect.stringContaining('<title>Horse &amp; rider</title>') });
  });

  test.each([
    ['<svg viewBox="0 0 1 1"><script>alert(1)</script></svg>', 'svg_script'],
    ['<svg viewBox="0 0 1 1"><SCRIPT>alert(1)</SCRIPT></svg>', 'svg_script'],
    ['<svg viewBox="0 0 1 1" onload="alert(1)"><path d="M0 0"/></svg>', 'svg_event_handler'],
    ['<svg viewBox="0 0 1 1"><path onclick="x()" d="M0 0"/></svg>', 'svg_event_handler'],
    ['<svg viewBox="0 0 1 1"><a href="https://evil.test"><path d="M0 0"/></a></svg>', 'svg_not_allowed'],
    ['<svg viewBox="0 0 1 1"><path xlink:href="https://evil.test" d="M0 0"/></svg>', 'svg_external_reference'],
    ['<svg viewBox="0 0 1 1"><path fill="url(https://evil.test/x)" d="M0 0"/></svg>', 'svg_external_reference'],
    ['<svg viewBox="0 0 1 1"><path fill="&#117;rl(#x)" d="M0 0"/></svg>', 'svg_external_reference'],
    ['<svg viewBox="0 0 1 1"><image href="https://evil.test/a.png"/></svg>', 'svg_not_allowed'],
    ['<svg viewBox="0 0 1 1"><use href="#a"/></svg>', 'svg_not_allowed'],
    ['<svg viewBox="0 0 1 1" style="background:url(x)"><path d="M0 0"/></svg>', 'svg_external_reference'],
    ['<svg viewBox="0 0 1 1"><style>path{fill:red}</style></svg>', 'svg_not_allowed'],
    ['<svg viewBox="0 0 1 1"><foreignObject><div/></foreignObject></svg>', 'svg_not_allowed'],
    ['<!DOCTYPE svg [<!ENTITY x "y">]><svg viewBox="0 0 1 1"/>', 'svg_malformed'],
    ['<svg viewBox="0 0 1 1"><![CDATA[<script>alert(1)</script>]]></svg>', 'svg_malformed'],
    ['<svg viewBox="0 0 1 1" onload=alert(1)><path d="M0 0"/></svg>', 'svg_malformed'],
    ['<svg viewBox="0 0 1 1"><path d="M0 0"></svg>', 'svg_malformed'],
    ['<svg viewBox="0 0 1 1">&xxe;</svg>', 'svg_malformed'],
    ['<svg viewBox="0 0 1 1"/><svg viewBox="0 0 1 1"/>', 'svg_malformed'],
    ['<path d="M0 0"/>', 'svg_not_svg'],
    ['<svg><path d="M0 0"/></svg>', 'svg_not_svg'],
    ['just text', 'svg_malformed'],
  ])('refuses %s', (svg, problem) => {
    expect(sanitizeSvgIcon(svg)).toMatchObject({ ok: false, problem });
  });

  test('refuses an icon over 20 kB', () => {
    const big = `<svg viewBox="0 0 1 1"><path d="${'M0 0 '.repeat(5000)}"/></svg>`;
    expect(sanitizeSvgIcon(big)).toEqual({ ok: false, problem: 'svg_too_large' });
  });
});
