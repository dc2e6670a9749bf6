import { Transform, type TransformCallback } from 'node:stream';
import { AFTER_PAINT_REL } from './after-paint.ts';

const PRELOAD = '<link rel="modulepreload"';
const PRELOAD_AFTER_PAINT = `<link data-after-paint="modulepreload" rel="${AFTER_PAINT_REL}"`;
const HEAD_END = '</head>';
/** React Router's module script (`<Scripts>`): the route modules' imports, then the client entry. */
const MODULE_SCRIPT = /<script nonce="([^"]*)" type="module" async="">/;
const SCRIPT_END = '</script>';
/** Enough of a chunk's end to hold the start of a split preload or module script tag. */
const KEPT_FOR_NEXT_CHUNK = 160;

/**
 * Runs where React Router's module script was, once the page has painted: turns the waiting
 * preloads into real ones, then runs the module script's code as a module script. `me` is read
 * first: `document.currentScript` is gone in callbacks. The nonce comes from this script.
 */
const LOADER = `(function(code){var me=document.currentScript;requestAnimationFrame(function(){setTimeout(function(){
document.querySelectorAll('link[data-after-paint]').forEach(function(waiting){var link=document.createElement('link');
Array.prototype.forEach.call(waiting.attributes,function(a){if(a.name!=='rel'&&a.name!=='data-after-paint'&&a.name!=='nonce')link.setAttribute(a.name,a.value)});
link.rel=waiting.getAttribute('data-after-paint');link.nonce=me.nonce;document.head.appendChild(link)});
var script=document.createElement('script');script.type='module';script.nonce=me.nonce;script.textContent=code;document.head.appendChild(script)},0)})})`.replace(
  /\n/g,
  '',
);

function afterPaintScript(nonce: string, code: string): string {
  const literal = JSON.stringify(code).replace(/</g, '\\u003c');
  return `<script nonce="${nonce}">${LOADER}(${literal})</script>`;
}

/** The page's text is held as latin1 (one character per byte): text written into it is encoded to match. */
function asBytes(text: string): string {
  return Buffer.from(text, 'utf8').toString('latin1');
}

function asText(bytes: string): string {
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/**
 * The page's scripts start after its first paint (docs/decisions/0042-scripts-after-first-paint.md):
 * the head's module preloads wait (`data-after-paint`), and React Router's module script becomes a
 * small script that, after the paint, starts them and runs the module code. The page is whole
 * without its scripts; the first screen no longer shares a phone's bandwidth with 120 kB of
 * JavaScript. A tag split between chunks is found too: a chunk's end that could start one waits
 * for the next chunk, and a module script is held until its end arrives.
 *
 * `headEndTags` go just before `</head>`: tags only the server writes (the web app manifest's
 * link), so no page's scripts carry them. React 19's hydration passes over tags it did not render.
 */
export function createScriptsAfterPaintStream({ headEndTags: tags = '' }: { headEndTags?: string } = {}): Transform {
  // Latin1, not UTF-8: every tag looked for is ASCII, a byte is never split from its character,
  // and a chunk's bytes come back exactly as they came, without decoding and encoding the page
  // (decision 0042's stream took 5 % of a search page's Node CPU doing that to every chunk).
  const headEndTags = asBytes(tags);
  let text = '';
  let stage: 'head' | 'body' | 'module' | 'done' = 'head';

  /** What can leave now; the rest stays in `text`. */
  function take(final: boolean): string {
    let out = '';
    for (;;) {
      if (stage === 'head') {
        const headEnd = text.indexOf(HEAD_END);
        // Rewritten before it is cut: only an unfinished preload at the very end is left whole.
        const head = (headEnd >= 0 ? text.slice(0, headEnd) : text).replaceAll(PRELOAD, PRELOAD_AFTER_PAINT);
        const extra = headEnd >= 0 ? headEndTags : '';
        text = headEnd >= 0 ? head + extra + text.slice(headEnd) : head;
        const headLength = head.length + extra.length;
        const upTo =
          headEnd >= 0 ? headLength + HEAD_END.length : final ? text.length : text.length - KEPT_FOR_NEXT_CHUNK;
        if (upTo <= 0) return out;
        out += text.slice(0, upTo);
        text = text.slice(upTo);
        if (headEnd < 0) return out;
        stage = 'body';
      } else if (stage === 'body') {
        const found = MODULE_SCRIPT.exec(text);
        if (!found) {
          const upTo = final ? text.length : text.length - KEPT_FOR_NEXT_CHUNK;
          if (upTo <= 0) return out;
          out += text.slice(0, upTo);
          text = text.slice(upTo);
          return out;
        }
        out += text.slice(0, found.index);
        text = text.slice(found.index);
        stage = 'module';
      } else if (stage === 'module') {
        const found = MODULE_SCRIPT.exec(text);
        const codeStart = found ? found[0].length : 0;
        const end = text.indexOf(SCRIPT_END, codeStart);
        if (!found || end < 0) {
          if (!final) return out;
          // A page cut short (an aborted render): leave it as it came.
          out += text;
          text = '';
          return out;
        }
        out += asBytes(afterPaintScript(asText(found[1] ?? ''), asText(text.slice(codeStart, end))));
        text = text.slice(end + SCRIPT_END.length);
        stage = 'done';
      } else {
        out += text;
        text = '';
        return out;
      }
    }
  }

  return new Transform({
    transform(chunk: Buffer | string, _encoding: BufferEncoding, callback: TransformCallback) {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      // Past the module script the rest goes as it comes.
      if (stage === 'done' && text === '') return callback(null, bytes);
      text += bytes.toString('latin1');
      const out = take(false);
      callback(null, out ? Buffer.from(out, 'latin1') : undefined);
    },
    flush(callback: TransformCallback) {
      const out = take(true);
      callback(null, out ? Buffer.from(out, 'latin1') : undefined);
    },
  });
}
