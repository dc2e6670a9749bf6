import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import { searchFormToQuery } from '../../common/search/search-form.ts';
import { findUserById } from '../accounts/users.ts';
import { findAdCards } from '../ads/ad-page-view.ts';
import { getDb } from '../db/client.ts';
import { savedSearchApprovals, savedSearchDeliveries, savedSearches } from '../db/schema-saved-searches.ts';
import { getMailer } from '../infra/mail/mailer.ts';
import { publicOrigin } from '../infra/public-origin.ts';
import type { NotificationRow } from '../notifications/notification-view.ts';
import { notifyUser, pushNotification } from '../notifications/notify-user.ts';
import { composeAlertMail } from './saved-search-mail.ts';
import { matchApprovedAd, queueAlert } from './saved-search-matching.ts';

export type AlertFrequency = 'instant' | 'daily' | 'weekly';
/** Ads one alert takes at most; more wait for the next one (a digest of 200 ads helps nobody). */
const MAX_ADS_PER_ALERT = 100;

export type AlertOutcome = 'sent' | 'nothing' | 'busy';

/**
 * Sends one saved search's waiting ads as one e-mail and one notification, when its frequency is
 * `frequency`. Everything happens in one transaction that holds the saved search's row: the
 * deliveries become `sent` and the notification is stored in the same commit that follows the
 * SMTP server's acceptance. A crash before that commit leaves the deliveries waiting (the mail is
 * sent again, with the same Message-ID: the one window, see decision 0020); a second sender on
 * the same search skips it ('busy') instead of sending twice.
 */
export async function sendSavedSearchAlert(options: {
  savedSearchId: string;
  frequency: AlertFrequency;
  origin?: string;
}): Promise<AlertOutcome> {
  let stored: NotificationRow | undefined;
  const outcome = await getDb().transaction(async (tx): Promise<AlertOutcome> => {
    const [search] = await tx
      .select({
        id: savedSearches.id,
        name: savedSearches.name,
        form: savedSearches.form,
        frequency: savedSearches.frequency,
        userId: savedSearches.userId,
      })
      .from(savedSearches)
      .where(eq(savedSearches.id, options.savedSearchId))
      .for('update', { skipLocked: true });
    if (!search) {
      const [exists] = await tx
        .select({ id: savedSearches.id })
        .from(savedSearches)
        .where(eq(savedSearches.id, options.savedSearchId));
      return exists ? 'busy' : 'nothing';
    }
    // Changed meanwhile (instant → daily): the other timetable sends these.
    if (search.frequency !== options.frequency) return 'nothing';
    const waiting = await tx
      .select({ id: savedSearchDeliveries.id, classifiedId: savedSearchDeliveries.classifiedId })
      .from(savedSearchDeliveries)
      .where(and(eq(savedSearchDeliveries.savedSearchId, search.id), eq(savedSearchDeliveries.state, 'pending')))
      .orderBy(asc(savedSearchDeliveries.createdAt))
      .limit(MAX_ADS_PER_ALERT);
    if (waiting.length === 0) return 'nothing';
    const owner = await findUserById(search.userId);
    const ids = waiting.map((row) => row.id);
    // Newest first in the mail; ads hidden, sold or deleted since they matched are left out.
    const ads = owner
      ? (await findAdCards({ ids: waiting.map((row) => row.classifiedId).reverse(), locale: owner.locale })).filter(
          (ad) => ad.badge !== 'sold',
        )
      : [];
    if (!owner || owner.suspendedAt || ads.length === 0) {
      await tx.update(savedSearchDeliveries).set({ state: 'skipped' }).where(inArray(savedSearchDeliveries.id, ids));
      return 'nothing';
    }
    await getMailer().send(
      composeAlertMail({
        to: owner.email,
        recipientName: owner.name,
        locale: owner.locale,
        origin: options.origin ?? publicOrigin(),
        savedSearch: search,
        ads,
        total: ads.length,
        messageId: alertMessageId(search.id, ids),
      }),
    );
    await tx
      .update(savedSearchDeliveries)
      .set({ state: 'sent', sentAt: new Date() })
      .where(inArray(savedSearchDeliveries.id, ids));
    stored = await notifyUser(
      {
        userId: search.userId,
        type: 'saved_search_alert',
        content: 'notifications.saved_search_alert',
        // A path without the locale: the reader's own language is put in front of it.
        data: { name: search.name, count: ads.length, link: `/search?${searchFormToQuery(search.form)}` },
      },
      tx,
    );
    return 'sent';
  });
  // Pushed live only once committed: a rolled-back alert never shows in a tab.
  if (stored) pushNotification(stored);
  return outcome;
}

/** The same ads of the same search always give the same Message-ID, so a re-sent copy is recognisable. */
function alertMessageId(savedSearchId: string, deliveryIds: string[]): string {
  const digest = createHash('sha256')
    .update([savedSearchId, ...[...deliveryIds].sort()].join(','))
    .digest('hex')
    .slice(0, 32);
  return `<alert-${digest}@galope>`;
}

/** The daily or weekly timetable: queues one alert job per saved search with ads waiting. */
export async function queueDigests({ frequency }: { frequency: 'daily' | 'weekly' }): Promise<number> {
  const due = await searchesWithWaitingAds({ frequency });
  for (const savedSearchId of due) await queueAlert(savedSearchId, frequency);
  return due.length;
}

/**
 * What a crash, a stopped node or a node without jobs left behind: approved ads still to match,
 * and instant alerts still waiting a little while after they matched (a queued job normally sends
 * them within seconds). Runs every minute; both steps are safe to repeat.
 */
export async function sweepSavedSearchAlerts({ olderThanSeconds = 30 }: { olderThanSeconds?: number } = {}) {
  const before = sql`now() - make_interval(secs => ${olderThanSeconds})`;
  const approvals = await getDb()
    .select({ adId: savedSearchApprovals.classifiedId })
    .from(savedSearchApprovals)
    .where(lt(savedSearchApprovals.approvedAt, before))
    .limit(500);
  for (const { adId } of approvals) await matchApprovedAd({ adId });
  const instant = await searchesWithWaitingAds({ frequency: 'instant', before });
  for (const savedSearchId of instant) await queueAlert(savedSearchId, 'instant');
  return { matched: approvals.length, alerts: instant.length };
}

async function searchesWithWaitingAds(options: {
  frequency: AlertFrequency;
  before?: ReturnType<typeof sql>;
}): Promise<string[]> {
  const rows = await getDb()
    .selectDistinct({ id: savedSearches.id })
    .from(savedSearches)
    .innerJoin(savedSearchDeliveries, eq(savedSearchDeliveries.savedSearchId, savedSearches.id))
    .where(
      and(
        eq(savedSearches.frequency, options.frequency),
        eq(savedSearchDeliveries.state, 'pending'),
        options.before ? lt(savedSearchDeliveries.createdAt, options.before) : undefined,
      ),
    );
  return rows.map((row) => row.id);
}
