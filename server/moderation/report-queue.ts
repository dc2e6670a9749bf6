import { formatDate, formatTime } from '../../common/locale/format.ts';
import { listUserNames } from '../accounts/user-lookups.ts';
import { countOpenReports } from '../admin/open-reports.ts';
import { findAdHeadlines } from '../ads/ad-headlines.ts';
import { listLatestMessages, listOpenChatReports } from '../chat/chat-report-queue.ts';
import { listOpenReviewReports } from '../trust/review-report-queue.ts';
import { listOpenAdReports } from './ad-report-queue.ts';

/** How many messages of a reported conversation the moderator sees beside the report. */
const MESSAGES_SHOWN = 6;

interface Person {
  id: string;
  name: string;
}

interface ReportedAd {
  slug: string;
  title: string;
  status: string;
  owner: Person;
}

/** A report from a user, as the administration's reports queue lists it. */
export type OpenReport =
  | {
      kind: 'ad';
      id: string;
      /** DD/MM/YYYY HH:mm */
      createdAt: string;
      reporter: Person;
      /** `report_ad.reason.<code>` in the catalogues. */
      reason: string;
      note: string | null;
      ad: ReportedAd;
    }
  | {
      kind: 'chat';
      id: string;
      createdAt: string;
      reporter: Person;
      /** What the participant wrote (the chat's report form takes free text). */
      note: string | null;
      ad: ReportedAd;
      buyer: Person;
      /** The conversation's latest messages, oldest first. */
      messages: { by: 'buyer' | 'seller'; body: string; sentAt: string }[];
    }
  | {
      kind: 'review';
      id: string;
      createdAt: string;
      reporter: Person;
      note: string | null;
      /** The ad of the trade the review is about. */
      ad: ReportedAd;
      review: { id: string; stars: number; body: string; reply: string | null; author: Person; subject: Person };
    };

/**
 * Open reports on ads, conversations and reviews, the longest waiting first, with the total. Each
 * area lists its own reports; the ads and the people they name are looked up once for all.
 */
export async function listOpenReports(options: { limit: number }): Promise<{ reports: OpenReport[]; total: number }> {
  const [adRows, chatRows, reviewRows, total] = await Promise.all([
    listOpenAdReports(options.limit),
    listOpenChatReports(options.limit),
    listOpenReviewReports(options.limit),
    countOpenReports().then((open) => open.total),
  ]);
  const [ads, messages] = await Promise.all([
    findAdHeadlines([...adRows, ...chatRows, ...reviewRows].map((row) => row.classifiedId)),
    listLatestMessages(
      chatRows.map((row) => row.conversationId),
      MESSAGES_SHOWN,
    ),
  ]);
  const people = new Map(
    (
      await listUserNames([
        ...new Set([
          ...adRows.map((row) => row.reporterId),
          ...[...ads.values()].map((ad) => ad.ownerId),
          ...chatRows.flatMap((row) => [row.reporterId, row.sellerId, row.buyerId]),
          ...reviewRows.flatMap((row) => [row.reporterId, row.authorId, row.subjectId, row.sellerId]),
        ]),
      ])
    ).map((person) => [person.id, person]),
  );
  /** The ad as the queue names it, owned by `ownerId`; undefined when a part is gone (as the old inner joins did). */
  const reportedAd = (classifiedId: string, ownerId?: string): ReportedAd | undefined => {
    const ad = ads.get(classifiedId);
    const owner = people.get(ownerId ?? ad?.ownerId ?? '');
    return ad && owner ? { slug: ad.slug, title: ad.title, status: ad.status, owner } : undefined;
  };
  const when = (date: Date) => `${formatDate(date)} ${formatTime(date)}`;
  const reports: (OpenReport & { at: Date })[] = [];
  for (const row of adRows) {
    const reporter = people.get(row.reporterId);
    const ad = reportedAd(row.classifiedId);
    if (!reporter || !ad) continue;
    reports.push({
      kind: 'ad',
      id: row.id,
      at: row.createdAt,
      createdAt: when(row.createdAt),
      reporter,
      reason: `report_ad.reason.${row.reason}`,
      note: row.note,
      ad,
    });
  }
  for (const row of chatRows) {
    const reporter = people.get(row.reporterId);
    const buyer = people.get(row.buyerId);
    const ad = reportedAd(row.classifiedId, row.sellerId);
    if (!reporter || !buyer || !ad) continue;
    reports.push({
      kind: 'chat',
      id: row.id,
      at: row.createdAt,
      createdAt: when(row.createdAt),
      reporter,
      note: row.note || null,
      ad,
      buyer,
      messages: (messages.get(row.conversationId) ?? []).map((message) => ({
        by: message.senderRole,
        body: message.body,
        sentAt: when(message.createdAt),
      })),
    });
  }
  for (const row of reviewRows) {
    const reporter = people.get(row.reporterId);
    const author = people.get(row.authorId);
    const subject = people.get(row.subjectId);
    const ad = reportedAd(row.classifiedId, row.sellerId);
    if (!reporter || !author || !subject || !ad) continue;
    reports.push({
      kind: 'review',
      id: row.id,
      at: row.createdAt,
      createdAt: when(row.createdAt),
      reporter,
      note: row.note || null,
      ad,
      review: { ...row.review, author, subject },
    });
  }
  reports.sort((a, b) => a.at.getTime() - b.at.getTime());
  return {
    reports: reports.slice(0, options.limit).map(({ at: _at, ...report }) => report),
    total,
  };
}
