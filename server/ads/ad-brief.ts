import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { getDb } from '../db/client.ts';
import { classifiedMedia, classifieds } from '../db/tables.ts';
import { viewAdPhoto } from './ad-photo-view.ts';
import { VISIBLE } from './ad-visibility.ts';

/**
 * What other areas need to know about an ad to act on it and to name it in a notification
 * (spec §3: classified slug, title, classified_cover). The owner's id stays on the server.
 */
export interface AdBrief {
  id: string;
  ownerId: string;
  slug: string;
  title: string;
  price: number | null;
  currency: string;
  /** Whether a guest may see it now (approved, active, not expired). */
  visible: boolean;
  /** The cover photo's main WebP, or null. */
  classifiedCover: string | null;
}

/** The ad at /s/{slug} in any state but deleted; undefined when there is none. */
export async function findAdBrief(where: { slug: string } | { id: string }): Promise<AdBrief | undefined> {
  const [row] = await getDb()
    .select({
      id: classifieds.id,
      ownerId: classifieds.ownerId,
      slug: classifieds.slug,
      title: classifieds.title,
      price: classifieds.price,
      currency: classifieds.currency,
      visible: sql<boolean>`${VISIBLE}`,
    })
    .from(classifieds)
    .where(
      and(
        'slug' in where ? eq(classifieds.slug, where.slug) : eq(classifieds.id, where.id),
        ne(classifieds.status, 'deleted'),
      ),
    );
  if (!row) return undefined;
  const [cover] = await getDb()
    .select()
    .from(classifiedMedia)
    .where(
      and(
        eq(classifiedMedia.classifiedId, row.id),
        eq(classifiedMedia.kind, 'photo'),
        eq(classifiedMedia.status, 'ready'),
      ),
    )
    .orderBy(asc(classifiedMedia.position))
    .limit(1);
  return { ...row, classifiedCover: cover ? viewAdPhoto(cover).src : null };
}
