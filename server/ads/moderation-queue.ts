import { and, asc, count, eq, ilike, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import { formatDate, formatTime } from '../../common/locale/format.ts';
import type { Locale } from '../../common/locale/locales.ts';
import { findPublicPeople, userNameMatches } from '../accounts/user-lookups.ts';
import { getReferenceData } from '../catalogue/reference-data.ts';
import { getDb } from '../db/client.ts';
import { classifiedMedia, classifiedRevisions, classifieds } from '../db/tables.ts';
import { findProvinceById, findTownById } from '../geo/geography.ts';
import { type AdFlags, findAdFlags } from '../moderation/ad-flags.ts';
import { findSellerHistories } from '../moderation/seller-history.ts';
import type { AdRow } from './ad-drafts.ts';
import { type AdAttributeView, listAdAttributes } from './ad-page-view.ts';
import { type AdPhotoView, viewAdPhoto } from './ad-photo-view.ts';
import { adPriceText } from './ad-price-text.ts';
import { revisionChanges, withRevision } from './ad-revisions.ts';

const EXCERPT_LENGTH = 280;

/** An ad waiting for review, with what a moderator needs to decide without opening it. */
export interface PendingAdView {
  id: string;
  slug: string;
  title: string;
  type: AdRow['type'];
  subcategory: string | null;
  /** "Town, Province" or the province alone. */
  place: string | null;
  price: string | null;
  /** DD/MM/YYYY HH:mm */
  submittedAt: string;
  excerpt: string;
  photos: AdPhotoView[];
  owner: {
    name: string;
    slug: string;
    /** DD/MM/YYYY */
    memberSince: string;
    /** Ads of theirs ever published. */
    published: number;
    /** Refusals of their ads so far: a hint of a seller who keeps trying. */
    refusals: number;
    /** Days since the account was opened. */
    accountDays: number;
  };
  /** The attribute values the ad page shows (a label starting `ad.attribute.` is a catalogue key). */
  attributes: AdAttributeView[];
  flags: AdFlags;
  /**
   * Set when this is a change to a published ad (the card shows the changed version): what changed
   * as message keys, and the title buyers see meanwhile.
   */
  revision: { changes: string[]; publicTitle: string } | null;
}

/** The form's name of each field a revision can change (message keys), in the form's order. */
const CHANGE_LABELS: Record<string, string> = {
  subcategoryKey: 'posting.step.category',
  title: 'posting.field.title',
  description: 'posting.field.description',
  price: 'posting.field.price',
  priceType: 'posting.field.priceType',
  priceUnit: 'posting.field.priceUnit',
  filterValues: 'posting.step.details',
  horseName: 'posting.field.horseName',
  studbook: 'posting.field.studbook',
  sire: 'posting.field.sire',
  dam: 'posting.field.dam',
  sireSire: 'posting.field.sireSire',
  damSire: 'posting.field.damSire',
  damDam: 'posting.field.damDam',
  photos: 'posting.step.media',
};

function changeLabels(changes: string[]): string[] {
  const order = Object.keys(CHANGE_LABELS);
  return [...new Set(changes.filter((field) => field in CHANGE_LABELS))]
    .sort((a, b) => order.indexOf(a) - order.indexOf(b))
    .map((field) => CHANGE_LABELS[field] as string);
}

/**
 * Pending ads whose title or seller name contains `query` (any case); all of them without one.
 * The seller's name is matched inside the statement (accounts' condition), so the same condition
 * serves the list and the count.
 */
function pendingWhere(query?: string): SQL | undefined {
  const text = query?.trim();
  // `%` and `_` typed by the moderator are meant literally.
  const pattern = text ? `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%` : undefined;
  return and(
    // New ads, and published ads with changes waiting (they stay public meanwhile).
    or(
      eq(classifieds.status, 'pending'),
      and(eq(classifieds.status, 'approved'), isNotNull(classifiedRevisions.classifiedId)),
    ),
    pattern
      ? or(
          ilike(classifieds.title, pattern),
          // A waiting change is found by its new title too.
          sql`${classifiedRevisions.values} ->> 'title' ilike ${pattern}`,
          userNameMatches(classifieds.ownerId, pattern),
        )
      : undefined,
  );
}

const WAITING_SINCE = sql`coalesce(${classifiedRevisions.submittedAt}, ${classifieds.submittedAt})`;

/** The moderation queue: pending ads and changes to published ones, the longest waiting first, optionally narrowed by `query`. */
export async function listPendingAds(options: {
  locale: Locale;
  limit: number;
  query?: string;
}): Promise<PendingAdView[]> {
  const rows = await getDb()
    .select({
      ad: classifieds,
      revision: classifiedRevisions,
    })
    .from(classifieds)
    .leftJoin(classifiedRevisions, eq(classifiedRevisions.classifiedId, classifieds.id))
    .where(pendingWhere(options.query))
    .orderBy(asc(WAITING_SINCE), asc(classifieds.id))
    .limit(options.limit);
  if (rows.length === 0) return [];
  const adIds = rows.map((row) => row.ad.id);
  const ownerIds = [...new Set(rows.map((row) => row.ad.ownerId))];
  const [photos, histories, flags, { categories, filters }, owners] = await Promise.all([
    getDb()
      .select()
      .from(classifiedMedia)
      .where(and(inArray(classifiedMedia.classifiedId, adIds), eq(classifiedMedia.kind, 'photo')))
      .orderBy(asc(classifiedMedia.classifiedId), asc(classifiedMedia.position)),
    findSellerHistories(ownerIds),
    // Scam words are looked for in the words waiting to be published.
    findAdFlags(rows.map((row) => (row.revision ? withRevision(row.ad, row.revision) : row.ad))),
    getReferenceData(),
    findPublicPeople(ownerIds),
  ]);
  const subcategories = categories.flatMap((category) => category.subcategories);
  return rows.flatMap(({ ad: published, revision }) => {
    const owner = owners.get(published.ownerId);
    if (!owner) return [];
    // A change to a published ad is read as it would be published.
    const ad = revision ? withRevision(published, revision) : published;
    const province = ad.provinceId ? findProvinceById(ad.provinceId) : undefined;
    const town = ad.townId ? findTownById(ad.townId) : undefined;
    const submitted = revision?.submittedAt ?? ad.submittedAt ?? ad.updatedAt;
    return {
      id: ad.id,
      slug: ad.slug,
      title: ad.title,
      type: ad.type,
      subcategory: subcategories.find((each) => each.key === ad.subcategoryKey)?.name[options.locale] ?? null,
      place: province ? [town?.name, province.name[options.locale]].filter(Boolean).join(', ') : null,
      price: adPriceText(ad, options.locale),
      submittedAt: `${formatDate(submitted)} ${formatTime(submitted)}`,
      excerpt: excerpt(ad.description),
      photos: photos.filter((photo) => photo.classifiedId === ad.id).map(viewAdPhoto),
      owner: {
        name: owner.name,
        slug: owner.slug,
        memberSince: formatDate(owner.createdAt),
        published: histories.get(ad.ownerId)?.published ?? 0,
        refusals: histories.get(ad.ownerId)?.refusals ?? 0,
        accountDays: histories.get(ad.ownerId)?.accountDays ?? 0,
      },
      attributes: listAdAttributes({ row: ad, filters, locale: options.locale }),
      flags: flags.get(ad.id) ?? { reusedPhotos: [], scamWords: [], openReports: 0 },
      revision: revision ? { changes: changeLabels(revisionChanges(revision)), publicTitle: published.title } : null,
    };
  });
}

export async function countPendingAds(options: { query?: string } = {}): Promise<number> {
  const [row] = await getDb()
    .select({ n: count() })
    .from(classifieds)
    .leftJoin(classifiedRevisions, eq(classifiedRevisions.classifiedId, classifieds.id))
    .where(pendingWhere(options.query));
  return Number(row?.n ?? 0);
}

function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= EXCERPT_LENGTH) return flat;
  const cut = flat.slice(0, EXCERPT_LENGTH);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > EXCERPT_LENGTH * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s.,;:]+$/, '')}…`;
}
