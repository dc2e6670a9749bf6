import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildGzipTemplate, fillGzipTemplate } from './gzip-template.ts';

const text = (value: string) => Buffer.from(value);

describe('gzip template', () => {
  it('gives a valid gzip file of the page with each answer’s own values in the holes', () => {
    const pieces = ['<script nonce="', '">x</script><main>', '</main><input value="', '">'].map(text);
    const template = buildGzipTemplate(pieces, [8, 8, 12]);
    if (!template) throw new Error('no template');
    const answers: [string, string, string][] = [
      ['AAAAAAAA', 'BBBBBBBB', 'token-000001'],
      ['zzzzzzzz', 'yyyyyyyy', 'token-999999'],
    ];
    for (const [nonce, other, token] of answers) {
      const file = fillGzipTemplate(template, [nonce, other, token].map(text));
      expect(zlib.gunzipSync(file).toString()).toBe(
        `<script nonce="${nonce}">x</script><main>${other}</main><input value="${token}">`,
      );
    }
  });

  it('keeps a long, repetitive page compressed, with text that repeats around the holes', () => {
    const card = '<article class="card"><a href="/s/yegua">Yegua torda</a><form><input name="csrf" value="';
    const pieces = Array.from({ length: 25 }, () => text(card));
    pieces.push(text('</main>'));
    const holes = Array.from({ length: 25 }, () => 43);
    const template = buildGzipTemplate(pieces, holes);
    if (!template) throw new Error('no template');
    const token = 'x'.repeat(21) + 'y'.repeat(22);
    const file = fillGzipTemplate(
      template,
      holes.map(() => text(token)),
    );
    expect(zlib.gunzipSync(file).toString()).toBe(`${`${card}${token}`.repeat(25)}</main>`);
    // Each hole costs its stored bytes and a few headers; the rest compresses as usual.
    expect(file.length).toBeLessThan(25 * (43 + 20) + 300);
  });

  it('fills into a reused buffer when it fits', () => {
    const pieces = ['a'.repeat(300), 'b'.repeat(300)].map(text);
    const template = buildGzipTemplate(pieces, [4]);
    if (!template) throw new Error('no template');
    const scratch = Buffer.alloc(64 * 1024);
    const file = fillGzipTemplate(template, [text('1234')], scratch);
    expect(file.buffer).toBe(scratch.buffer);
    expect(zlib.gunzipSync(file).toString()).toBe(`${'a'.repeat(300)}1234${'b'.repeat(300)}`);
  });

  it('refuses a page that contains the filler byte, and a value of another length', () => {
    expect(buildGzipTemplate([text('a\u0001b'), text('c')], [4])).toBeUndefined();
    const pieces = [text('a'), text('b')];
    const template = buildGzipTemplate(pieces, [4]);
    if (!template) throw new Error('no template');
    expect(() => fillGzipTemplate(template, [text('12345')])).toThrow();
  });

  it('works on a page of the size of a results page, its secret in many places', () => {
    const cards = Array.from(
      { length: 600 },
      (_, index) =>
        `<article><a href="/s/ad-${index}">Caballo ${index * 7919} de ${index % 13} años</a><script nonce="SECRET">${index}</script></article>`,
    );
    const page = `<!DOCTYPE html><html><head><script nonce="SECRET">x</script></head><body>${cards.join('')}</body></html>`;
    const pieces = page.split('SECRET').map(text);
    const template = buildGzipTemplate(
      pieces,
      pieces.slice(1).map(() => 24),
    );
    if (!template) throw new Error('no template');
    const secret = 'R2+hyuMtOdT7yxKS2M8eng==';
    const file = fillGzipTemplate(
      template,
      pieces.slice(1).map(() => text(secret)),
    );
    expect(zlib.gunzipSync(file).toString()).toBe(page.replaceAll('SECRET', secret));
  });
});
