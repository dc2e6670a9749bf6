import { describe, expect, it } from 'vitest';
import { createScriptsAfterPaintStream } from './scripts-after-paint.ts';

const MODULE_CODE =
  'import * as route0 from "/assets/root.js";window.__reactRouterRouteModules = {"root":route0};import("/assets/entry.client.js");';
const PAGE =
  '<!DOCTYPE html><html><head><style>a{color:red}</style>' +
  '<link data-after-paint="preload" rel="x-after-paint" href="/i18n/es.json" as="fetch"/>' +
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce="n0nce"/>' +
  '<link rel="modulepreload" href="/assets/framework.js" nonce="n0nce"/></head>' +
  '<body><p>Yegua lusitana — ñ €</p><pre>&lt;link rel="modulepreload"</pre>' +
  '<script nonce="n0nce">window.__reactRouterContext = {};</script>' +
  `<script nonce="n0nce" type="module" async="">${MODULE_CODE}</script>` +
  '<script nonce="n0nce">window.__reactRouterContext.streamController.close();</script></body></html>';

async function through(chunks: (string | Buffer)[], headEndTags?: string): Promise<string> {
  const stream = createScriptsAfterPaintStream({ headEndTags });
  const out: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => out.push(chunk));
  for (const chunk of chunks) stream.write(chunk);
  stream.end();
  await new Promise((resolve) => stream.once('end', resolve));
  return Buffer.concat(out).toString();
}

describe('createScriptsAfterPaintStream', () => {
  it("makes the head's module preloads wait and React Router's module script start after the paint", async () => {
    const page = await through([PAGE]);
    expect(page.slice(0, page.indexOf('</head>'))).not.toContain('rel="modulepreload"');
    expect(page.match(/<link data-after-paint="modulepreload" rel="x-after-paint" href="\/assets\//g)).toHaveLength(2);
    expect(page).not.toContain('type="module"');
    const loader = /<script nonce="n0nce">(\(function\(code\)[^<]*)<\/script>/.exec(page)?.[1];
    expect(loader).toContain('requestAnimationFrame');
    expect(loader?.endsWith(`(${JSON.stringify(MODULE_CODE)})`)).toBe(true);
    // Everything else is as it came, in its place.
    expect(page).toContain('<pre>&lt;link rel="modulepreload"</pre>');
    expect(page.replace(/<script nonce="n0nce">\(function[^<]*<\/script>/, 'LOADER')).toBe(
      PAGE.replaceAll(
        '<link rel="modulepreload"',
        '<link data-after-paint="modulepreload" rel="x-after-paint"',
      ).replace(/<script nonce="n0nce" type="module" async="">[^<]*<\/script>/, 'LOADER'),
    );
  });

  it('gives the same page however the chunks fall, multi-byte characters included', async () => {
    const whole = await through([PAGE]);
    const bytes = Buffer.from(PAGE);
    for (let cut = 1; cut < bytes.length; cut++) {
      expect(await through([bytes.subarray(0, cut), bytes.subarray(cut)])).toBe(whole);
    }
    expect(await through([...bytes].map((byte) => Buffer.from([byte])))).toBe(whole);
  });

  it('leaves a page without the module script as it came', async () => {
    const partial = '<html><head></head><body><script nonce="x" type="module" async="">import("/a.js")';
    expect(await through([partial])).toBe(partial);
    expect(await through(['{"ok":true}'])).toBe('{"ok":true}');
  });

  it('writes the head-end tags once, just before </head>, however the chunks fall', async () => {
    const tags = '<link rel="manifest" href="/en/manifest.webmanifest"/>';
    const whole = await through([PAGE], tags);
    expect(whole.split(tags)).toHaveLength(2);
    expect(whole).toContain(`${tags}</head>`);
    const bytes = Buffer.from(PAGE);
    for (let cut = 1; cut < bytes.length; cut += 7) {
      expect(await through([bytes.subarray(0, cut), bytes.subarray(cut)], tags)).toBe(whole);
    }
  });

  it('keeps non-ASCII text in the tags and the module code, and passes the chunks after the module script on untouched', async () => {
    const code = 'import("/assets/ñandú-€.js");';
    const page = PAGE.replace(MODULE_CODE, code);
    const tags = '<meta name="x" content="Galope — ñ"/>';
    const whole = await through([page], tags);
    expect(whole).toContain(`${tags}</head>`);
    expect(whole).toContain(`(${JSON.stringify(code)})`);
    const stream = createScriptsAfterPaintStream();
    const out: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => out.push(chunk));
    stream.write(Buffer.from(page));
    const tail = Buffer.from('<p>después — €</p>');
    stream.write(tail);
    stream.end();
    await new Promise((resolve) => stream.once('end', resolve));
    expect(out.at(-1)).toBe(tail);
  });
});
