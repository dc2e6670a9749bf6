import { and, desc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { CardPhoto } from '../../common/ads/picture-sources.ts';
import { formatUeln } from '../../common/ads/ueln.ts';
import { type GeoPoint, haversineKm } from '../../common/geo/great-circle.ts';
import { formatDate, formatMetres } from '../../common/locale/format.ts';
import type { Locale } from '../../common/locale/locales.ts';
import { findPublicUser, findShownPhone, type ProfilePhone, type PublicUserView } from '../accounts/profiles.ts';
import { findUserIdBySlug } from '../accounts/user-lookups.ts';
import { getReferenceData } from '../catalogue/reference-data.ts';
import { getDb } from '../db/client.ts';
import { preparedStatement } from '../db/prepared.ts';
import { classifiedMedia, classifieds } from '../db/tables.ts';
import { approximateArea, type PublicArea } from '../geo/approximate-area.ts';
import { findCommunityById, findProvinceById, findTownById } from '../geo/geography.ts';
import { mediaUrl } from '../infra/storage/media-storage.ts';
import { getTranslator } from '../locale/messages.ts';
import type { AdRow } from './ad-drafts.ts';
import { listAdMedia } from './ad-media.ts';
import { type AdPhotoView, viewAdPhoto, viewCardPhoto } from './ad-photo-view.ts';
import { adPriceText, adUnitPrice, type UnitPriceSpecification } from './ad-price-text.ts';
import { VISIBLE } from './ad-visibility.ts';
import { cardAttributes } from './card-attributes.ts';
import { type GoneAdView, viewGoneAd } from './gone-ad-view.ts';

export interface AdAttributeView {
  /** A filter slug (`raza`) or a field name (`birthYear`). */
  key: string;
  label: string;
  value: string;
}

export interface AdPageView {
  id: string;
  slug: string;
  title: string;
  description: string;
  type: 'offer' | 'demand';
  status: AdRow['status'];
  active: boolean;
  sold: boolean;
  /**
   * The badge under the title, as a catalogue key: Sold, or Reserved (set aside for a buyer, still
   * listed). Chosen here: the ad page's JavaScript is at its budget.
   */
  badge: 'ad.sold' | 'ad.reserved' | null;
  /** Whether a guest may see it: approved, active, not expired. */
  isPublic: boolean;
  moderationReason: string | null;
  /** `formatted` says the unit and "negotiable" too; `unit` is schema.org's price per unit. */
  price: {
    amount: number;
    currency: string;
    formatted: string;
    unit: UnitPriceSpecification | null;
  } | null;
  category: { key: string; name: string; slug: string };
  subcategory: { key: string; name: string; slug: string };
  /** The subcategory's filter values, then age and height, translated. */
  attributes: AdAttributeView[];
  /** The horse's papers, shown as a small pedigree; null when none is given. */
  identity: {
    horseName: string | null;
    ueln: string | null;
    microchip: string | null;
    studbook: string | null;
    sire: string | null;
    dam: string | null;
    sireSire: string | null;
    damSire: string | null;
    damDam: string | null;
  } | null;
  location: {
    town: string | null;
    province: string;
    community: string;
    /**
     * What the map shows: the exact point only when the seller chose to show it; else the area
     * around it (docs/decisions/0027-map-picker.md). The exact point is never sent otherwise.
     */
    map: { kind: 'point'; lat: number; lng: number } | ({ kind: 'area' } & PublicArea) | null;
  } | null;
  photos: AdPhotoView[];
  video: { url: string } | null;
  seller: PublicUserView;
  /**
   * A company seller's number when they show it, public as on their company page. A private
   * seller's number is never part of the page: "Show phone" asks for it (docs/decisions/0063).
   */
  companyPhone: ProfilePhone | null;
  /** Where its similar ads are looked for. */
  similarTo: SimilarAdsOrigin;
  /** DD/MM/YYYY */
  publishedAt: string | null;
  updatedAt: string;
  /** ISO dates for schema.org and Open Graph. */
  publishedIso: string | null;
}

/**
 * A row of the public listings (search results, "similar ads", the user's page). What a card
 * shows and nothing more: a results page sends 24 (issue 32).
 */
export interface AdCardView {
  /** Matches the card to the reader's favourites (the server's; a results page does not send it). */
  id: string;
  slug: string;
  title: string;
  price: string | null;
  town: string | null;
  province: string | null;
  /** Said over the photo: sold, set aside for a buyer, or a demand ("wanted"); absent for none. */
  badge?: CardBadge;
  publishedAt: string | null;
  /** Its ready cover's address: the card writes the srcsets (`cardPictureSources`). */
  cover: CardPhoto | null;
  /** What matters in its category, said short: breed · age · height · sex, or size · condition. */
  attributes: string[];
  /** How far from the search's centre ("near me", or the town a radius is drawn around), in km. */
  distanceKm?: number;
}

type CardBadge = 'sold' | 'reserved' | 'wanted';

/** Where "similar ads" start from: the ad's subcategory and place. */
export interface SimilarAdsOrigin {
  id: string;
  subcategoryKey: string | null;
  provinceId: string | null;
  communityId: string | null;
}

function similarAdsOrigin(row: AdRow): SimilarAdsOrigin {
  const communityId = row.communityId ?? (row.provinceId ? findProvinceById(row.provinceId)?.community : null);
  return {
    id: row.id,
    subcategoryKey: row.subcategoryKey,
    provinceId: row.provinceId,
    communityId: communityId ?? null,
  };
}

/** The ad page's row by its address, and whether a guest may see it. */
const adBySlug = preparedStatement((db) =>
  db
    .select({ row: classifieds, isPublic: sql<boolean>`${VISIBLE}` })
    .from(classifieds)
    .where(and(eq(classifieds.slug, sql.placeholder('slug')), ne(classifieds.status, 'deleted')))
    .prepare('ad_page_by_slug'),
);

/**
 * The ad at /s/{slug}, for a guest only while public and unsold; its owner and administrators see
 * it in any state but deleted (with its state shown). Everyone else gets undefined: see
 * findGoneAd for what the page says then.
 */
export async function findAdPage(options: {
  slug: string;
  locale: Locale;
  viewer: { id: string; role: 'user' | 'admin' } | null;
}): Promise<AdPageView | undefined> {
  const [ad] = await adBySlug().execute({ slug: options.slug });
  if (!ad) return undefined;
  const { row } = ad;
  const mayPeek = options.viewer && (options.viewer.id === row.ownerId || options.viewer.role === 'admin');
  if (!(ad.isPublic && row.soldAt === null) && !mayPeek) return undefined;
  return viewAdPage({ row, isPublic: ad.isPublic, locale: options.locale });
}

/**
 * An ad that was public and no longer is to this reader (sold, expired, hidden, back in review,
 * refused or removed): its page answers 410 with its title and first photo and leads on to
 * similar ads (docs/decisions/0063). An ad that never was public, or that its owner deleted for
 * good, is undefined: a 404 like any unknown address.
 */
export async function findGoneAd(options: {
  slug: string;
  locale: Locale;
}): Promise<{ ad: GoneAdView; similarTo: SimilarAdsOrigin } | undefined> {
  const [row] = await getDb()
    .select()
    .from(classifieds)
    .where(and(eq(classifieds.slug, options.slug), isNotNull(classifieds.publishedAt)));
  if (!row) return undefined;
  return { ad: await viewGoneAd({ row, locale: options.locale }), similarTo: similarAdsOrigin(row) };
}

async function viewAdPage({
  row,
  isPublic,
  locale,
}: {
  row: AdRow;
  isPublic: boolean;
  locale: Locale;
}): Promise<AdPageView | undefined> {
  const { categories, filters } = await getReferenceData();
  const category = categories.find((each) => each.subcategories.some((sub) => sub.key === row.subcategoryKey));
  const subcategory = category?.subcategories.find((sub) => sub.key === row.subcategoryKey);
  const [media, seller] = await Promise.all([listAdMedia(row.id), findPublicUser({ id: row.ownerId, locale })]);
  if (!seller) return undefined;
  const province = row.provinceId ? findProvinceById(row.provinceId) : undefined;
  const community = province ? findCommunityById(province.community) : undefined;
  const town = row.townId ? findTownById(row.townId) : undefined;
  const video = media.find((each) => each.kind === 'video');
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    type: row.type ?? 'offer',
    status: row.status,
    active: row.active,
    sold: row.soldAt !== null,
    badge: row.soldAt ? 'ad.sold' : row.reservedAt ? 'ad.reserved' : null,
    isPublic,
    moderationReason: row.moderationReason,
    price:
      row.price === null
        ? null
        : {
            amount: row.price,
            currency: row.currency,
            formatted: adPriceText(row, locale) ?? '',
            unit: adUnitPrice(row),
          },
    category: { key: category?.key ?? '', name: category?.name[locale] ?? '', slug: category?.slug[locale] ?? '' },
    subcategory: {
      key: subcategory?.key ?? '',
      name: subcategory?.name[locale] ?? '',
      slug: subcategory?.slug[locale] ?? '',
    },
    attributes: listAdAttributes({ row, filters, locale }),
    identity: viewAdIdentity(row),
    location: province
      ? {
          town: town?.name ?? null,
          province: province.name[locale],
          community: community?.name[locale] ?? '',
          map: publicMapOf(row),
        }
      : null,
    photos: media.filter((each) => each.kind === 'photo').map(viewAdPhoto),
    video: video?.videoKey ? { url: mediaUrl(video.videoKey) ?? '' } : null,
    seller,
    companyPhone:
      seller.accountType === 'company' && seller.hasPhone
        ? ((await findShownPhone({ userId: row.ownerId })) ?? null)
        : null,
    similarTo: similarAdsOrigin(row),
    publishedAt: row.publishedAt ? formatDate(row.publishedAt) : null,
    updatedAt: formatDate(row.updatedAt),
    publishedIso: row.publishedAt?.toISOString() ?? null,
  };
}

/** The horse's papers and pedigree as the page shows them; null when the seller gave none. */
export function viewAdIdentity(row: AdRow): AdPageView['identity'] {
  const identity = {
    horseName: row.horseName,
    ueln: row.ueln ? formatUeln(row.ueln) : null,
    microchip: row.microchip,
    studbook: row.studbook,
    sire: row.sire,
    dam: row.dam,
    sireSire: row.sireSire,
    damSire: row.damSire,
    damDam: row.damDam,
  };
  return Object.values(identity).some(Boolean) ? identity : null;
}

/** The exact point when its seller opted in, else the area around it; nothing without a point. */
function publicMapOf(
  row: Pick<AdRow, 'lat' | 'lng' | 'showExactLocation'>,
): NonNullable<AdPageView['location']>['map'] {
  if (row.lat === null || row.lng === null) return null;
  if (row.showExactLocation) return { kind: 'point', lat: row.lat, lng: row.lng };
  return { kind: 'area', ...approximateArea({ lat: row.lat, lng: row.lng }) };
}

/** The ad's filter values and number fields, as the ad page and the moderation queue show them. */
export function listAdAttributes({
  row,
  filters,
  locale,
}: {
  row: AdRow;
  filters: Awaited<ReturnType<typeof getReferenceData>>['filters'];
  locale: Locale;
}): AdAttributeView[] {
  const attributes: AdAttributeView[] = filters
    .filter((filter) => row.filterValues[filter.slug]?.length)
    .map((filter) => ({
      key: filter.slug,
      label: filter.name[locale],
      value: filter.items
        .filter((item) => row.filterValues[filter.slug]?.includes(item.slug))
        .map((item) => item.name[locale])
        .join(', '),
    }));
  // A measured height says more than its range: the range filter is left out when both exist.
  return [
    ...attributes.filter((attribute) => !(row.heightCm && attribute.key.startsWith('alzada'))),
    ...numberAttributes(row, locale),
  ];
}

/** Age from the birth year and height in metres: the label is a catalogue key the page translates. */
function numberAttributes(row: AdRow, locale: Locale): AdAttributeView[] {
  const attributes: AdAttributeView[] = [];
  if (row.birthYear) {
    attributes.push({ key: 'birthYear', label: 'ad.attribute.birth_year', value: String(row.birthYear) });
  }
  if (row.heightCm) {
    attributes.push({ key: 'heightCm', label: 'ad.attribute.height', value: formatMetres(locale, row.heightCm) });
  }
  return attributes;
}

/** What a card shows of its ad's row. */
const cardColumns = {
  id: classifieds.id,
  slug: classifieds.slug,
  title: classifieds.title,
  price: classifieds.price,
  priceType: classifieds.priceType,
  priceUnit: classifieds.priceUnit,
  currency: classifieds.currency,
  townId: classifieds.townId,
  provinceId: classifieds.provinceId,
  soldAt: classifieds.soldAt,
  reservedAt: classifieds.reservedAt,
  type: classifieds.type,
  publishedAt: classifieds.publishedAt,
  subcategoryKey: classifieds.subcategoryKey,
  filterValues: classifieds.filterValues,
  birthYear: classifieds.birthYear,
  heightCm: classifieds.heightCm,
  lat: classifieds.lat,
  lng: classifieds.lng,
};

/** The card rows of the visible ads among `ids` (every results page and listing asks it). */
const cardRowsByIds = preparedStatement((db) =>
  db
    .select(cardColumns)
    .from(classifieds)
    .where(and(VISIBLE, sql`${classifieds.id} = any(${sql.placeholder('ids')}::uuid[])`))
    .prepare('ad_card_rows'),
);

type CardRow = Awaited<ReturnType<ReturnType<typeof cardRowsByIds>['execute']>>[number];

/** Each ad's first photo among `ids`. */
const coversByIds = preparedStatement((db) =>
  db
    .selectDistinctOn([classifiedMedia.classifiedId])
    .from(classifiedMedia)
    .where(
      and(
        sql`${classifiedMedia.classifiedId} = any(${sql.placeholder('ids')}::uuid[])`,
        eq(classifiedMedia.kind, 'photo'),
      ),
    )
    .orderBy(classifiedMedia.classifiedId, classifiedMedia.position)
    .prepare('ad_card_covers'),
);

/** Visible ads for a listing, newest first, each with its cover: their rows in one query, then their covers. */
export async function listAdCards(options: {
  locale: Locale;
  where?: ReturnType<typeof and>;
  limit: number;
}): Promise<AdCardView[]> {
  const rows = await getDb()
    .select(cardColumns)
    .from(classifieds)
    .where(and(VISIBLE, options.where))
    .orderBy(desc(classifieds.publishedAt))
    .limit(options.limit);
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [reference, covers] = await Promise.all([getReferenceData(), coversByIds().execute({ ids })]);
  return viewAdCards({ ids, rows, covers, reference, locale: options.locale });
}

/**
 * The cards of the visible ads among `ids`, in the order given (a search engine's order): an ad
 * hidden since the ids were found is left out.
 */
export async function findAdCards(options: {
  ids: string[];
  locale: Locale;
  /** A search's centre: each card then says how far the ad is from it. */
  from?: GeoPoint | null;
}): Promise<AdCardView[]> {
  const { ids, locale } = options;
  if (ids.length === 0) return [];
  const [rows, reference, covers] = await Promise.all([
    cardRowsByIds().execute({ ids }),
    getReferenceData(),
    coversByIds().execute({ ids }),
  ]);
  return viewAdCards({ ids, rows, covers, reference, locale, from: options.from });
}

function viewAdCards(options: {
  ids: string[];
  rows: CardRow[];
  covers: (typeof classifiedMedia.$inferSelect)[];
  reference: Awaited<ReturnType<typeof getReferenceData>>;
  locale: Locale;
  from?: GeoPoint | null;
}): AdCardView[] {
  const { ids, reference, locale } = options;
  const byId = new Map(options.rows.map((row) => [row.id, row]));
  const categoryOf = new Map(
    reference.categories.flatMap((category) => category.subcategories.map((each) => [each.key, category.key])),
  );
  const t = getTranslator(locale);
  const year = new Date().getFullYear();
  const coverById = new Map(options.covers.map((cover) => [cover.classifiedId, cover]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const cover = coverById.get(id);
    const province = row.provinceId ? findProvinceById(row.provinceId) : undefined;
    return [
      {
        id: row.id,
        slug: row.slug,
        title: row.title,
        price: adPriceText(row, locale),
        town: row.townId ? (findTownById(row.townId)?.name ?? null) : null,
        province: province?.name[locale] ?? null,
        ...cardBadge(row),
        publishedAt: row.publishedAt ? formatDate(row.publishedAt) : null,
        cover: cover ? viewCardPhoto(cover) : null,
        attributes: cardAttributes({
          ad: { ...row, categoryKey: (row.subcategoryKey && categoryOf.get(row.subcategoryKey)) || null },
          filters: reference.filters,
          locale,
          t,
          year,
        }),
        ...(options.from && row.lat !== null && row.lng !== null
          ? { distanceKm: Math.round(haversineKm(options.from, { lat: row.lat, lng: row.lng })) }
          : {}),
      },
    ];
  });
}

function cardBadge(row: { soldAt: Date | null; reservedAt: Date | null; type: string | null }): { badge?: CardBadge } {
  if (row.soldAt !== null) return { badge: 'sold' };
  if (row.reservedAt !== null) return { badge: 'reserved' };
  return row.type === 'demand' ? { badge: 'wanted' } : {};
}

/** The visible ads of the user whose public page is /u/{slug}, newest first. */
export async function listUserAdCards(options: { userSlug: string; locale: Locale; limit?: number }) {
  const ownerId = await findUserIdBySlug(options.userSlug);
  if (!ownerId) return [];
  return listAdCards({ locale: options.locale, limit: options.limit ?? 24, where: eq(classifieds.ownerId, ownerId) });
}
