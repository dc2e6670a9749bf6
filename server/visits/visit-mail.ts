import { localizePath } from '../../common/locale/locale-path.ts';
import { readConfig } from '../infra/config.ts';
import { getMailer } from '../infra/mail/mailer.ts';
import { publicOrigin } from '../infra/public-origin.ts';
import { getTranslator } from '../locale/messages.ts';
import { buildIcs, type IcsMethod } from './ics.ts';
import { formatVisitWhen, visitLocation, visitZoneOf } from './visit-place.ts';
import type { VisitRecord } from './visit-record.ts';

export type VisitMailKind = 'requested' | 'confirmed' | 'declined' | 'cancelled';
type Side = 'buyer' | 'seller';

/** Which mails carry an invitation, and of which kind: the agreed visit, or its withdrawal. */
const INVITATION: Partial<Record<VisitMailKind, IcsMethod>> = { confirmed: 'REQUEST', cancelled: 'CANCEL' };

/** The bare address of MAIL_FROM ("Galope <no-reply@…>" → "no-reply@…"). */
function senderAddress(): string {
  const from = readConfig().MAIL_FROM;
  return from.match(/<([^>]+)>/)?.[1] ?? from.trim();
}

/**
 * The .ics for one side. Each copy names its reader by their own address and the other person by
 * name only, with Galope's address: the invitation works in every calendar without handing one
 * side's e-mail address to the other (they have not shared it on Galope).
 */
export function visitInvitation(visit: VisitRecord, side: Side, method: IcsMethod, origin: string, now: Date) {
  const galope = senderAddress();
  const t = getTranslator(visit[side].locale);
  const own = (person: Side) => ({
    name: visit[person].name,
    email: person === side ? visit[person].email : galope,
  });
  return buildIcs({
    method,
    // The site's own host, whatever address the page was asked on: the e-mail's invitation and a
    // later download must carry one UID, or calendars would keep two events.
    uid: `visit-${visit.id}@${new URL(publicOrigin()).hostname}`,
    // The cancellation supersedes the invitation: calendars take the higher sequence.
    sequence: method === 'CANCEL' ? 1 : 0,
    stamp: now,
    start: visit.startsAt,
    end: visit.endsAt,
    summary: t('email.visit.ics_summary', { title: visit.ad.title }),
    location: visitLocation(visit.ad, visit[side].locale),
    description: `${origin}${localizePath(`/s/${visit.ad.slug}`, visit[side].locale)}`,
    url: `${origin}${localizePath('/user/visits', visit[side].locale)}`,
    organizer: own('seller'),
    attendee: own('buyer'),
  });
}

/** Sends one side the mail about a change to their visit, in their language. */
export async function sendVisitMail({
  visit,
  kind,
  to,
  origin = publicOrigin(),
  now = new Date(),
}: {
  visit: VisitRecord;
  kind: VisitMailKind;
  to: Side;
  origin?: string;
  now?: Date;
}): Promise<void> {
  const reader = visit[to];
  const other = visit[to === 'buyer' ? 'seller' : 'buyer'];
  const t = getTranslator(reader.locale);
  const zone = visitZoneOf(visit.ad);
  const values = {
    name: other.name,
    title: visit.ad.title,
    when: formatVisitWhen({ start: visit.startsAt, end: visit.endsAt, zone }),
    place: visitLocation(visit.ad, reader.locale),
  };
  const link = `${origin}${localizePath('/user/visits', reader.locale)}`;
  const key = `email.visit.${kind}_${to}`;
  const method = INVITATION[kind];
  const lines = [
    t('email.greeting', { name: reader.name }),
    t(`${key}.body`, values),
    t('email.visit.details', values),
    link,
    ...(method ? [t(`email.visit.ics_${method === 'REQUEST' ? 'request' : 'cancel'}`)] : []),
    t('email.signature'),
  ];
  await getMailer().send({
    to: reader.email,
    subject: t(`${key}.subject`, values),
    text: lines.join('\n\n'),
    html: lines
      .map((line) =>
        line === link
          ? `<p><a href="${escapeHtml(link)}">${escapeHtml(t('email.visit.action'))}</a></p>`
          : `<p>${escapeHtml(line)}</p>`,
      )
      .join('\n'),
    ...(method
      ? {
          icalEvent: {
            method,
            filename: 'galope-visit.ics',
            content: visitInvitation(visit, to, method, origin, now),
          },
        }
      : {}),
  });
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
