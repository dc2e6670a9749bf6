import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import { formatDate } from '../../common/locale/format.ts';
import { localizePath } from '../../common/locale/locale-path.ts';
import type { Locale } from '../../common/locale/locales.ts';
import { findUserContacts } from '../accounts/user-lookups.ts';
import { getDb } from '../db/client.ts';
import { classifieds } from '../db/tables.ts';
import { alertFavouritesExpiring } from '../engagement/favourite-alerts.ts';
import { readConfig } from '../infra/config.ts';
import { logger } from '../infra/logger.ts';
import { getMailer } from '../infra/mail/mailer.ts';
import { publicOrigin } from '../infra/public-origin.ts';
import { getTranslator } from '../locale/messages.ts';
import { findAdBrief } from './ad-brief.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
/** The first run waits a little, so start-up (and its database) is not slowed down. */
const FIRST_RUN_DELAY_MS = 30_000;

/**
 * E-mails the owner of every published ad that expires within AD_EXPIRY_REMINDER_DAYS and has
 * not been reminded yet, in the owner's language, with a link to the ad (where it is renewed once
 * expired). The ads are claimed by one UPDATE that only takes unclaimed rows, so two nodes running
 * this at once never both send; a mail that fails is released for the next run. Returns how many
 * owners were reminded (one e-mail per ad).
 */
export async function remindExpiringAds({
  now = new Date(),
  origin = publicOrigin(),
}: {
  now?: Date;
  origin?: string;
} = {}): Promise<number> {
  const config = readConfig();
  const until = new Date(now.getTime() + config.AD_EXPIRY_REMINDER_DAYS * DAY_MS);
  const claimed = await getDb()
    .update(classifieds)
    .set({ expiryRemindedAt: now })
    .where(
      and(
        eq(classifieds.status, 'approved'),
        eq(classifieds.active, true),
        gt(classifieds.expiresAt, now),
        lte(classifieds.expiresAt, until),
        isNull(classifieds.expiryRemindedAt),
      ),
    )
    .returning({
      id: classifieds.id,
      ownerId: classifieds.ownerId,
      slug: classifieds.slug,
      title: classifieds.title,
      expiresAt: classifieds.expiresAt,
    });
  if (claimed.length === 0) return 0;
  await tellFavouritersExpiring(claimed);

  const ownerById = await findUserContacts(claimed.map((ad) => ad.ownerId));

  let reminded = 0;
  for (const ad of claimed) {
    const owner = ownerById.get(ad.ownerId);
    if (!owner || !ad.expiresAt) continue;
    try {
      await sendReminder({ ad: { ...ad, expiresAt: ad.expiresAt }, owner, origin, days: config.AD_LIFETIME_DAYS });
      reminded += 1;
    } catch (error) {
      logger.error({ err: error, adId: ad.id }, 'ad expiry reminder not sent');
      // Release the claim (unless the ad was renewed meanwhile) so the next run tries again.
      await getDb()
        .update(classifieds)
        .set({ expiryRemindedAt: null })
        .where(and(eq(classifieds.id, ad.id), eq(classifieds.expiryRemindedAt, now)))
        .catch((releaseError: unknown) =>
          logger.error({ err: releaseError, adId: ad.id }, 'reminder claim not released'),
        );
    }
  }
  return reminded;
}

/**
 * Those who favourited a claimed ad hear it is about to expire. Their alerts are kept apart from
 * the owner's e-mail: once per expiry date even when a failed e-mail releases the claim.
 */
async function tellFavouritersExpiring(ads: { id: string; expiresAt: Date | null }[]): Promise<void> {
  for (const { id, expiresAt } of ads) {
    if (!expiresAt) continue;
    try {
      const ad = await findAdBrief({ id });
      if (ad) await alertFavouritesExpiring({ ad, expiresAt });
    } catch (error) {
      logger.error({ err: error, adId: id }, 'favourite expiry alerts not sent');
    }
  }
}

async function sendReminder({
  ad,
  owner,
  origin,
  days,
}: {
  ad: { slug: string; title: string; expiresAt: Date };
  owner: { email: string; name: string; locale: Locale };
  origin: string;
  days: number;
}): Promise<void> {
  const t = getTranslator(owner.locale);
  const values = { title: ad.title, date: formatDate(ad.expiresAt), days };
  const link = `${origin.replace(/\/+$/, '')}${localizePath(`/s/${ad.slug}`, owner.locale)}`;
  const lines = [
    t('email.greeting', { name: owner.name }),
    t('email.ad_expiring.body', values),
    link,
    t('email.ad_expiring.footer'),
    t('email.signature'),
  ];
  await getMailer().send({
    to: owner.email,
    subject: t('email.ad_expiring.subject', values),
    text: lines.join('\n\n'),
    html: lines
      .map((line) =>
        line === link
          ? `<p><a href="${escapeHtml(link)}">${escapeHtml(t('email.ad_expiring.action'))}</a></p>`
          : `<p>${escapeHtml(line)}</p>`,
      )
      .join('\n'),
  });
}

/**
 * Runs the reminders shortly after start, then every hour, in the background: a failure is logged
 * and the next run tries again; the timers never keep the process alive. Returns a stop function
 * that cancels the next runs and waits for one in progress (so the database can then be closed).
 */
export function startExpiryReminders(): () => Promise<void> {
  let current: Promise<void> | undefined;
  const run = () => {
    if (current) return;
    current = remindExpiringAds()
      .then((count) => {
        if (count > 0) logger.info({ count }, 'ad expiry reminders sent');
      })
      .catch((error: unknown) => logger.error({ err: error }, 'ad expiry reminders failed'))
      .finally(() => {
        current = undefined;
      });
  };
  const first = setTimeout(run, FIRST_RUN_DELAY_MS);
  first.unref();
  const every = setInterval(run, HOUR_MS);
  every.unref();
  return async () => {
    clearTimeout(first);
    clearInterval(every);
    await current;
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
