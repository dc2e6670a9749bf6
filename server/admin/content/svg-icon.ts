// Pure: checks a subcategory icon an administrator pasted or uploaded, and writes it back out clean.

/** The largest icon accepted: the seeded ones are under 1 kB. */
const SVG_MAX_BYTES = 20_000;

type SvgProblem =
  | 'svg_too_large'
  | 'svg_malformed'
  | 'svg_not_svg'
  | 'svg_script'
  | 'svg_event_handler'
  | 'svg_external_reference'
  | 'svg_not_allowed';

export type SvgResult = { ok: true; svg: string } | { ok: false; problem: SvgProblem; detail?: string };

/** Drawing elements only: no script, style, foreignObject, image, use, a, animation or filters. */
const ELEMENTS = new Set([
  'svg',
  'g',
  'path',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'rect',
  'title',
  'desc',
]);

/** Geometry and presentation attributes; nothing that can name a URL (href, style, src, filter…). */
const ATTRIBUTES = new Set([
  'xmlns',
  'viewBox',
  'width',
  'height',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'd',
  'points',
  'transform',
  'fill',
  'fill-rule',
  'fill-opacity',
  'clip-rule',
  'stroke',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-dasharray',
  'stroke-dashoffset',
  'stroke-opacity',
  'opacity',
  'aria-hidden',
  'vector-effect',
]);

/** Values are numbers, lengths, path data, transforms, colour names or hex colours. */
const SAFE_VALUE = /^[\w\s.,#%()+-]*$/;
const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';

const TOKEN =
  /<!--[\s\S]*?-->|<\?xml[^>]*\?>|<\/([A-Za-z][\w:.-]*)\s*>|<([A-Za-z][\w:.-]*)((?:\s+[A-Za-z_:][\w:.-]*\s*=\s*(?:"[^"<]*"|'[^'<]*'))*)\s*(\/?)>|[^<]+|</g;
const ATTRIBUTE = /([A-Za-z_:][\w:.-]*)\s*=\s*(?:"([^"<]*)"|'([^'<]*)')/g;
const ENTITY = /&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi;

interface Element {
  name: string;
  attributes: [string, string][];
  children: (Element | string)[];
}

/**
 * Reads the icon with a strict grammar (elements, quoted attributes, text in title/desc; no
 * doctype, entities beyond the five XML ones, CDATA or processing instructions), refuses anything
 * outside the allow-lists above with the reason, and serialises the tree again, so nothing the
 * reader did not understand can reach a page. Event handlers, scripts and references to anything
 * outside the icon (href, `url(…)`, `javascript:`) are named in the refusal.
 */
export function sanitizeSvgIcon(input: string): SvgResult {
  if (new TextEncoder().encode(input).length > SVG_MAX_BYTES) return { ok: false, problem: 'svg_too_large' };
  const root: Element = { name: '#root', attributes: [], children: [] };
  const stack: Element[] = [root];
  for (const match of input.trim().matchAll(TOKEN)) {
    const [token, closing, opening, attributeText = '', selfClosing] = match;
    const parent = stack.at(-1) ?? root;
    if (token.startsWith('<!--') || token.startsWith('<?xml')) continue;
    if (closing) {
      if (parent.name !== closing || stack.length === 1) return { ok: false, problem: 'svg_malformed' };
      stack.pop();
    } else if (opening) {
      const refused = refuseElement(opening);
      if (refused) return refused;
      const attributes: [string, string][] = [];
      for (const [, name = '', double, single] of attributeText.matchAll(ATTRIBUTE)) {
        const value = decodeEntities(double ?? single ?? '');
        if (value === undefined) return { ok: false, problem: 'svg_malformed' };
        const problem = refuseAttribute(name, value);
        if (problem) return problem;
        attributes.push([name, value]);
      }
      const element: Element = { name: opening, attributes, children: [] };
      parent.children.push(element);
      if (!selfClosing) stack.push(element);
    } else if (token === '<') {
      return { ok: false, problem: 'svg_malformed' };
    } else {
      const text = decodeEntities(token);
      if (text === undefined) return { ok: false, problem: 'svg_malformed' };
      if (text.trim() === '') continue;
      if (parent.name !== 'title' && parent.name !== 'desc') return { ok: false, problem: 'svg_malformed' };
      parent.children.push(text);
    }
  }
  const [svg, ...others] = root.children;
  if (stack.length !== 1 || others.length > 0) return { ok: false, problem: 'svg_malformed' };
  if (!svg || typeof svg === 'string' || svg.name !== 'svg') return { ok: false, problem: 'svg_not_svg' };
  const attributes = new Map(svg.attributes);
  if (!attributes.has('viewBox')) return { ok: false, problem: 'svg_not_svg', detail: 'viewBox' };
  attributes.set('xmlns', SVG_NAMESPACE);
  // The icon is decoration beside its subcategory's name.
  attributes.set('aria-hidden', 'true');
  return { ok: true, svg: serialize({ ...svg, attributes: [...attributes] }) };
}

function refuseElement(name: string): SvgResult | undefined {
  if (name.toLowerCase() === 'script') return { ok: false, problem: 'svg_script' };
  if (!ELEMENTS.has(name)) return { ok: false, problem: 'svg_not_allowed', detail: `<${name}>` };
  return undefined;
}

function refuseAttribute(name: string, value: string): SvgResult | undefined {
  const lower = name.toLowerCase();
  if (lower.startsWith('on')) return { ok: false, problem: 'svg_event_handler', detail: name };
  const compact = value.replace(/\s+/g, '').toLowerCase();
  if (
    lower === 'href' ||
    lower.endsWith(':href') ||
    lower === 'src' ||
    compact.includes('url(') ||
    compact.includes('javascript:') ||
    compact.includes('data:')
  ) {
    return { ok: false, problem: 'svg_external_reference', detail: name };
  }
  if (!ATTRIBUTES.has(name)) return { ok: false, problem: 'svg_not_allowed', detail: name };
  if (name === 'xmlns' ? value !== SVG_NAMESPACE : !SAFE_VALUE.test(value)) {
    return { ok: false, problem: 'svg_not_allowed', detail: name };
  }
  return undefined;
}

/** The five XML entities and numeric references; any other entity makes the icon unreadable. */
function decodeEntities(text: string): string | undefined {
  const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
  const decoded = text.replace(ENTITY, (_, entity: string) => {
    const lower = entity.toLowerCase();
    if (lower.startsWith('#x')) return String.fromCodePoint(Number.parseInt(lower.slice(2), 16));
    if (lower.startsWith('#')) return String.fromCodePoint(Number.parseInt(lower.slice(1), 10));
    return named[lower] ?? '';
  });
  return /&/.test(text.replace(ENTITY, '')) ? undefined : decoded;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function serialize(element: Element): string {
  const attributes = element.attributes.map(([name, value]) => ` ${name}="${escapeXml(value)}"`).join('');
  if (element.children.length === 0) return `<${element.name}${attributes}/>`;
  const children = element.children.map((child) => (typeof child === 'string' ? escapeXml(child) : serialize(child)));
  return `<${element.name}${attributes}>${children.join('')}</${element.name}>`;
}
