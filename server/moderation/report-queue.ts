import { asc, desc, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { formatDate, formatTime } from '../../common/locale/format.ts';
import { countOpenReports } from '../admin/open-reports.ts';
import { getDb } from '../db/client.ts';
import {
  adReports,
  chatConversations,
  chatMessages,
  chatReports,
  classifieds,
  reviewReports,
  reviews,
  trades,
  users,
} from '../db/tables.ts';

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

/** Open reports on ads and on conversations, the longest waiting first, with the total. */
export async function listOpenReports(options: { limit: number }): Promise<{ reports: OpenReport[]; total: number }> {
  const reporter = alias(users, 'reporter');
  const owner = alias(users, 'owner');
  const buyer = alias(users, 'buyer');
  const author = alias(users, 'author');
  const subject = alias(users, 'subject');
  const [adRows, chatRows, reviewRows, total] = await Promise.all([
    getDb()
      .select({
        id: adReports.id,
        createdAt: adReports.createdAt,
        reason: adReports.reason,
        note: adReports.note,
        reporter: { id: reporter.id, name: reporter.name },
        ad: { slug: classifieds.slug, title: classifieds.title, status: classifieds.status },
        owner: { id: owner.id, name: owner.name },
      })
      .from(adReports)
      .innerJoin(reporter, eq(reporter.id, adReports.reporterId))
      .innerJoin(classifieds, eq(classifieds.id, adReports.classifiedId))
      .innerJoin(owner, eq(owner.id, classifieds.ownerId))
      .where(isNull(adReports.resolvedAt))
      .orderBy(asc(adReports.createdAt))
      .limit(options.limit),
    getDb()
      .select({
        id: chatReports.id,
        conversationId: chatReports.conversationId,
        createdAt: chatReports.createdAt,
        note: chatReports.reason,
        reporter: { id: reporter.id, name: reporter.name },
        ad: { slug: classifieds.slug, title: classifieds.title, status: classifieds.status },
        owner: { id: owner.id, name: owner.name },
        buyer: { id: buyer.id, name: buyer.name },
      })
      .from(chatReports)
      .innerJoin(reporter, eq(reporter.id, chatReports.reporterId))
      .innerJoin(chatConversations, eq(chatConversations.id, chatReports.conversationId))
      .innerJoin(classifieds, eq(classifieds.id, chatConversations.classifiedId))
      .innerJoin(owner, eq(owner.id, chatConversations.sellerId))
      .innerJoin(buyer, eq(buyer.id, chatConversations.buyerId))
      .where(isNull(chatReports.resolvedAt))
      .orderBy(asc(chatReports.createdAt))
      .limit(options.limit),
    getDb()
      .select({
        id: reviewReports.id,
        createdAt: reviewReports.createdAt,
        note: reviewReports.reason,
        reporter: { id: reporter.id, name: reporter.name },
        ad: { slug: classifieds.slug, title: classifieds.title, status: classifieds.status },
        owner: { id: owner.id, name: owner.name },
        review: { id: reviews.id, stars: reviews.stars, body: reviews.body, reply: reviews.reply },
        author: { id: author.id, name: author.name },
        subject: { id: subject.id, name: subject.name },
      })
      .from(reviewReports)
      .innerJoin(reporter, eq(reporter.id, reviewReports.reporterId))
      .innerJoin(reviews, eq(reviews.id, reviewReports.reviewId))
      .innerJoin(author, eq(author.id, reviews.authorId))
      .innerJoin(subject, eq(subject.id, reviews.subjectId))
      .innerJoin(trades, eq(trades.id, reviews.tradeId))
      .innerJoin(classifieds, eq(classifieds.id, trades.classifiedId))
      .innerJoin(owner, eq(owner.id, trades.sellerId))
      .where(isNull(reviewReports.resolvedAt))
      .orderBy(asc(reviewReports.createdAt))
      .limit(options.limit),
    countOpenReports().then((open) => open.total),
  ]);
  const messages = await latestMessages(chatRows.map((row) => row.conversationId));
  const when = (date: Date) => `${formatDate(date)} ${formatTime(date)}`;
  const reports: (OpenReport & { at: Date })[] = [
    ...adRows.map((row) => ({
      kind: 'ad' as const,
      id: row.id,
      at: row.createdAt,
      createdAt: when(row.createdAt),
      reporter: row.reporter,
      reason: `report_ad.reason.${row.reason}`,
      note: row.note,
      ad: { ...row.ad, owner: row.owner },
    })),
    ...chatRows.map((row) => ({
      kind: 'chat' as const,
      id: row.id,
      at: row.createdAt,
      createdAt: when(row.createdAt),
      reporter: row.reporter,
      note: row.note || null,
      ad: { ...row.ad, owner: row.owner },
      buyer: row.buyer,
      messages: (messages.get(row.conversationId) ?? []).map((message) => ({
        by: message.senderRole,
        body: message.body,
        sentAt: when(message.createdAt),
      })),
    })),
  ];
  for (const row of reviewRows) {
    reports.push({
      kind: 'review',
      id: row.id,
      at: row.createdAt,
      createdAt: when(row.createdAt),
      reporter: row.reporter,
      note: row.note || null,
      ad: { ...row.ad, owner: row.owner },
      review: { ...row.review, author: row.author, subject: row.subject },
    });
  }
  reports.sort((a, b) => a.at.getTime() - b.at.getTime());
  return {
    reports: reports.slice(0, options.limit).map(({ at: _at, ...report }) => report),
    total,
  };
}

/** The latest few messages of each conversation, oldest first. */
async function latestMessages(conversationIds: string[]) {
  const byConversation = new Map<string, (typeof chatMessages.$inferSelect)[]>();
  await Promise.all(
    [...new Set(conversationIds)].map(async (conversationId) => {
      const rows = await getDb()
        .select()
        .from(chatMessages)
        .where(eq(chatMessages.conversationId, conversationId))
        .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
        .limit(MESSAGES_SHOWN);
      byConversation.set(conversationId, rows.reverse());
    }),
  );
  return byConversation;
}
