import { describe, expect, test } from 'vitest';
import { parsePageBody } from './page-body.tsx';

describe('parsePageBody', () => {
  test('reads headings, paragraphs and lists', () => {
    const text = '## Who we are\nGalope is free.\nNo commissions.\n\n- Horses\n- Ponies\n\nLast words.';
    expect(parsePageBody(text)).toEqual([
      { kind: 'heading', text: 'Who we are' },
      { kind: 'paragraph', text: 'Galope is free. No commissions.' },
      { kind: 'list', items: ['Horses', 'Ponies'] },
      { kind: 'paragraph', text: 'Last words.' },
    ]);
  });

  test('keeps markup characters as text', () => {
    expect(parsePageBody('<script>alert(1)</script>')).toEqual([
      { kind: 'paragraph', text: '<script>alert(1)</script>' },
    ]);
  });
});
