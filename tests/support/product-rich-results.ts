/**
 * A check of JSON-LD against Google's product snippet rules (Search Central, "Product structured
 * data": product snippets and merchant listings), as far as a page's data can be judged alone:
 *
 * - a `Product` needs `name` and at least one of `offers`, `review` or `aggregateRating`;
 * - an `Offer` needs `price` (a number above 0, or a numeric string) or a `priceSpecification`
 *   with one, and `priceCurrency` (three letters, ISO 4217); its `availability`, when given, is one
 *   of schema.org's ItemAvailability values;
 * - an `AggregateOffer` needs `lowPrice` and `priceCurrency`;
 * - an `AggregateRating` needs `ratingValue` and `ratingCount` or `reviewCount`; a `Review` needs
 *   `author` and `reviewRating.ratingValue`;
 * - every block says `@context` https://schema.org (http:// is accepted too).
 *
 * Returns the errors found, each naming where; an empty list is a pass. Blocks of other types
 * (ItemPage, ItemList, BreadcrumbList) are walked for nested Products and Offers and otherwise
 * left alone: they carry no product rich result to be in error.
 */
export function productRichResultErrors(block: unknown): string[] {
  const errors: string[] = [];
  const blocks = Array.isArray(block) ? block : [block];
  blocks.forEach((each, index) => {
    if (!isObject(each)) {
      errors.push(`[${index}]: not an object`);
      return;
    }
    if (!/^https?:\/\/schema\.org\/?$/.test(String(each['@context'] ?? ''))) {
      errors.push(`[${index}]: @context is not https://schema.org`);
    }
    walk(each, `[${index}]`, errors);
  });
  return errors;
}

const AVAILABILITY = new Set(
  [
    'BackOrder',
    'Discontinued',
    'InStock',
    'InStoreOnly',
    'LimitedAvailability',
    'MadeToOrder',
    'OnlineOnly',
    'OutOfStock',
    'PreOrder',
    'PreSale',
    'Reserved',
    'SoldOut',
  ].flatMap((value) => [`https://schema.org/${value}`, `http://schema.org/${value}`]),
);

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function types(node: Json): string[] {
  const type = node['@type'];
  return (Array.isArray(type) ? type : [type]).filter((each): each is string => typeof each === 'string');
}

function present(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

function walk(node: unknown, where: string, errors: string[]): void {
  if (Array.isArray(node)) {
    for (const [index, each] of node.entries()) walk(each, `${where}[${index}]`, errors);
    return;
  }
  if (!isObject(node)) return;
  const kinds = types(node);
  if (kinds.includes('Product')) checkProduct(node, where, errors);
  if (kinds.includes('Offer')) checkOffer(node, where, errors);
  if (kinds.includes('AggregateOffer')) checkAggregateOffer(node, where, errors);
  if (kinds.includes('AggregateRating')) checkAggregateRating(node, where, errors);
  if (kinds.includes('Review')) checkReview(node, where, errors);
  for (const [key, value] of Object.entries(node)) {
    if (!key.startsWith('@')) walk(value, `${where}.${key}`, errors);
  }
}

function checkProduct(node: Json, where: string, errors: string[]): void {
  if (typeof node.name !== 'string' || node.name.trim() === '') errors.push(`${where}: Product without name`);
  if (!['offers', 'review', 'aggregateRating'].some((key) => present(node[key]))) {
    errors.push(`${where}: Product needs one of offers, review or aggregateRating`);
  }
  const offers = node.offers;
  for (const offer of Array.isArray(offers) ? offers : offers === undefined ? [] : [offers]) {
    if (!isObject(offer) || !types(offer).some((kind) => kind === 'Offer' || kind === 'AggregateOffer')) {
      errors.push(`${where}.offers: not an Offer or AggregateOffer`);
    }
  }
}

function isPrice(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0;
  return typeof value === 'string' && /^\d+(\.\d+)?$/.test(value) && Number(value) > 0;
}

function isCurrency(value: unknown): boolean {
  return typeof value === 'string' && /^[A-Z]{3}$/.test(value);
}

function checkOffer(node: Json, where: string, errors: string[]): void {
  const specification = isObject(node.priceSpecification) ? node.priceSpecification : undefined;
  if (!isPrice(node.price) && !isPrice(specification?.price)) {
    errors.push(`${where}: Offer without a price (price or priceSpecification.price, above 0)`);
  }
  if (!isCurrency(node.priceCurrency) && !isCurrency(specification?.priceCurrency)) {
    errors.push(`${where}: Offer without priceCurrency (ISO 4217)`);
  }
  if (node.availability !== undefined && !AVAILABILITY.has(String(node.availability))) {
    errors.push(`${where}: Offer availability ${String(node.availability)} is not a schema.org ItemAvailability`);
  }
}

function checkAggregateOffer(node: Json, where: string, errors: string[]): void {
  if (!isPrice(node.lowPrice)) errors.push(`${where}: AggregateOffer without lowPrice`);
  if (!isCurrency(node.priceCurrency)) errors.push(`${where}: AggregateOffer without priceCurrency`);
}

function checkAggregateRating(node: Json, where: string, errors: string[]): void {
  if (!present(node.ratingValue)) errors.push(`${where}: AggregateRating without ratingValue`);
  if (!present(node.ratingCount) && !present(node.reviewCount)) {
    errors.push(`${where}: AggregateRating without ratingCount or reviewCount`);
  }
}

function checkReview(node: Json, where: string, errors: string[]): void {
  if (!present(node.author)) errors.push(`${where}: Review without author`);
  if (!isObject(node.reviewRating) || !present(node.reviewRating.ratingValue)) {
    errors.push(`${where}: Review without reviewRating.ratingValue`);
  }
}
