/**
 * What a page's HTML is made of (issue 32): its bytes, the inline stylesheet text and React
 * Router's data payload (the inline scripts that stream the loaders' data to the browser).
 */
export interface PageParts {
  htmlBytes: number;
  inlineCssBytes: number;
  dataPayloadBytes: number;
}

const STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/g;
const SCRIPT = /<script\b[^>]*>([\s\S]*?)<\/script>/g;

export function measurePageParts(html: string): PageParts {
  const bytes = (text: string) => Buffer.byteLength(text);
  const inlineCssBytes = [...html.matchAll(STYLE)].reduce((sum, match) => sum + bytes(match[1] ?? ''), 0);
  const dataPayloadBytes = [...html.matchAll(SCRIPT)]
    .map((match) => match[1] ?? '')
    .filter((text) => text.includes('__reactRouterContext'))
    .reduce((sum, text) => sum + bytes(text), 0);
  return { htmlBytes: bytes(html), inlineCssBytes, dataPayloadBytes };
}
