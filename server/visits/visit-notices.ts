import { findAdCoverUrl } from '../ads/ad-cover.ts';
import { actorOf } from '../engagement/notice-people.ts';
import { logger } from '../infra/logger.ts';
import { notifyUser } from '../notifications/notify-user.ts';
import { sendVisitMail, type VisitMailKind } from './visit-mail.ts';
import { formatVisitWhen, visitZoneOf } from './visit-place.ts';
import { findVisitRecord, type VisitRecord } from './visit-record.ts';

type Side = 'buyer' | 'seller';

/**
 * Who hears of each change, and with which catalogue key. The person who acted is told too when
 * the change puts something in (or takes it out of) their calendar: a confirmation and the
 * cancellation of a confirmed visit reach both sides, with an invitation or its withdrawal.
 */
function audience(kind: VisitMailKind, actor: Side, wasConfirmed: boolean): { to: Side; content: string }[] {
  const other: Side = actor === 'buyer' ? 'seller' : 'buyer';
  switch (kind) {
    case 'requested':
      return [{ to: 'seller', content: 'visits.notice.requested' }];
    case 'confirmed':
      return [
        { to: 'buyer', content: 'visits.notice.confirmed_buyer' },
        { to: 'seller', content: 'visits.notice.confirmed_seller' },
      ];
    case 'declined':
      return [{ to: 'buyer', content: 'visits.notice.declined' }];
    case 'cancelled':
      return wasConfirmed
        ? [
            { to: other, content: 'visits.notice.cancelled' },
            { to: actor, content: 'visits.notice.cancelled_self' },
          ]
        : [{ to: other, content: 'visits.notice.cancelled' }];
  }
}

const TYPE = {
  requested: 'visit_requested',
  confirmed: 'visit_confirmed',
  declined: 'visit_declined',
  cancelled: 'visit_cancelled',
} as const;

/**
 * Tells both sides of a committed change: a notification (spec §3 shape: `{name}` is the other
 * person, `{title}` the ad, `{when}` the time on the horse's clock, linking to /user/visits) and
 * an e-mail. A mail that cannot be sent is logged: the change and the notification stand, and the
 * visit is on both lists.
 */
export async function announceVisitChange({
  visitId,
  kind,
  actor,
  wasConfirmed = false,
}: {
  visitId: string;
  kind: VisitMailKind;
  actor: Side;
  wasConfirmed?: boolean;
}): Promise<void> {
  const visit = await findVisitRecord(visitId);
  if (!visit) return;
  const cover = await findAdCoverUrl(visit.ad.id);
  const when = formatVisitWhen({ start: visit.startsAt, end: visit.endsAt, zone: visitZoneOf(visit.ad) });
  for (const { to, content } of audience(kind, actor, wasConfirmed)) {
    const other: Side = to === 'buyer' ? 'seller' : 'buyer';
    await notifyUser({
      userId: visit[to].id,
      type: TYPE[kind],
      content,
      data: {
        classified: { slug: visit.ad.slug, title: visit.ad.title, classified_cover: cover },
        user: await actorOf(visit[other].id),
        when,
        link: '/user/visits',
      },
    });
    await mailSafely(visit, kind, to);
  }
}

async function mailSafely(visit: VisitRecord, kind: VisitMailKind, to: Side) {
  try {
    await sendVisitMail({ visit, kind, to });
  } catch (error) {
    logger.error({ err: error, visitId: visit.id, kind, to }, 'visit e-mail not sent');
  }
}
