import { and, desc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { ChatParticipant, ChatWindow } from '../../common/chat/chat-protocol.ts';
import { publicPeopleAs } from '../accounts/user-lookups.ts';
import { findAdCoverUrls } from '../ads/ad-cover.ts';
import { adTitlesAs } from '../ads/ad-headlines.ts';
import { findVisibleAdOwner } from '../ads/ad-owner.ts';
import { type Database, getDb } from '../db/client.ts';
import { type ChatRole, chatBlocks, chatConversations, chatMessages } from '../db/tables.ts';
import { isUuid } from '../infra/ids.ts';
import { otherRole, type ParticipantRow, viewMessage, viewParticipant } from './chat-views.ts';

/** A participant's view of one conversation: who is who, and whether anything can be sent. */
export interface ConversationAccess {
  id: string;
  classifiedId: string;
  role: ChatRole;
  userId: string;
  otherId: string;
  buyer: ChatParticipant;
  seller: ChatParticipant;
  /** Null until the first message. */
  lastMessageAt: Date | null;
  /** The reader blocked the other participant. */
  blockedByMe: boolean;
  /** Either blocked the other: nothing can be sent. */
  blocked: boolean;
}

/** How many windows the list answers at most (latest activity first). */
const WINDOWS_LIMIT = 200;

/** The two participants as accounts show a person, joined in the chat's own statements. */
const buyers = publicPeopleAs('buyer');
const sellers = publicPeopleAs('seller');
const ads = adTitlesAs('classified');
const participantColumns = (table: ReturnType<typeof publicPeopleAs>) => ({
  id: table.id,
  name: table.name,
  slug: table.slug,
  avatarKey: table.avatarKey,
  createdAt: table.createdAt,
});

/**
 * findConversationFor's query, built once per database and prepared by name: the chat's hot path
 * asks it for every socket's first send in a conversation (bench:chat: building the query each
 * time cost more CPU than running it).
 */
const conversationQueries = new WeakMap<Database, ReturnType<typeof prepareConversationQuery>>();
function conversationQuery(db: Database) {
  let query = conversationQueries.get(db);
  if (!query) {
    query = prepareConversationQuery(db);
    conversationQueries.set(db, query);
  }
  return query;
}

function prepareConversationQuery(db: Database) {
  const userId = sql.placeholder('userId');
  return db
    .select({
      id: chatConversations.id,
      classifiedId: chatConversations.classifiedId,
      lastMessageAt: chatConversations.lastMessageAt,
      buyer: participantColumns(buyers),
      seller: participantColumns(sellers),
      blockedByMe: sql<boolean>`exists (select 1 from ${chatBlocks} where ${chatBlocks.blockerId} = ${userId}
        and ${chatBlocks.blockedId} = case when ${chatConversations.buyerId} = ${userId}
        then ${chatConversations.sellerId} else ${chatConversations.buyerId} end)`,
      blockedByOther: sql<boolean>`exists (select 1 from ${chatBlocks} where ${chatBlocks.blockedId} = ${userId}
        and ${chatBlocks.blockerId} = case when ${chatConversations.buyerId} = ${userId}
        then ${chatConversations.sellerId} else ${chatConversations.buyerId} end)`,
    })
    .from(chatConversations)
    .innerJoin(buyers, eq(buyers.id, chatConversations.buyerId))
    .innerJoin(sellers, eq(sellers.id, chatConversations.sellerId))
    .where(
      and(
        eq(chatConversations.id, sql.placeholder('conversationId')),
        or(eq(chatConversations.buyerId, userId), eq(chatConversations.sellerId, userId)),
      ),
    )
    .prepare('chat_find_conversation');
}

/**
 * The conversation `conversationId` as `userId` sees it, or undefined when it does not exist or
 * `userId` is not one of its two participants (callers answer 404 either way: a stranger cannot
 * tell a conversation that exists from one that does not).
 */
export async function findConversationFor(options: {
  conversationId: string;
  userId: string;
}): Promise<ConversationAccess | undefined> {
  const { conversationId, userId } = options;
  if (!isUuid(conversationId)) return undefined;
  const [row] = await conversationQuery(getDb()).execute({ conversationId, userId });
  if (!row) return undefined;
  const role: ChatRole = row.buyer.id === userId ? 'buyer' : 'seller';
  return {
    id: row.id,
    classifiedId: row.classifiedId,
    role,
    userId,
    otherId: role === 'buyer' ? row.seller.id : row.buyer.id,
    buyer: viewParticipant(row.buyer),
    seller: viewParticipant(row.seller),
    lastMessageAt: row.lastMessageAt,
    blockedByMe: row.blockedByMe,
    blocked: row.blockedByMe || row.blockedByOther,
  };
}

export type OpenConversationResult =
  | { ok: true; window: ChatWindow; created: boolean }
  | { ok: false; error: 'not_found' | 'own_ad' };

/**
 * The reader's conversation as buyer about the visible ad `classifiedSlug`, created on first use
 * with the ad's owner as seller ("Contact the seller"). Two tabs asking at once get the same one.
 */
export async function openConversation(options: {
  classifiedSlug: string;
  buyerId: string;
}): Promise<OpenConversationResult> {
  const { classifiedSlug, buyerId } = options;
  const ad = await findVisibleAdOwner({ slug: classifiedSlug });
  if (!ad) return { ok: false, error: 'not_found' };
  if (ad.ownerId === buyerId) return { ok: false, error: 'own_ad' };
  const inserted = await getDb()
    .insert(chatConversations)
    .values({ classifiedId: ad.id, buyerId, sellerId: ad.ownerId })
    .onConflictDoNothing({ target: [chatConversations.classifiedId, chatConversations.buyerId] })
    .returning({ id: chatConversations.id });
  const [existing] = inserted.length
    ? inserted
    : await getDb()
        .select({ id: chatConversations.id })
        .from(chatConversations)
        .where(and(eq(chatConversations.classifiedId, ad.id), eq(chatConversations.buyerId, buyerId)));
  const window = existing && (await findWindow({ conversationId: existing.id, userId: buyerId }));
  if (!window) return { ok: false, error: 'not_found' };
  return { ok: true, window, created: inserted.length > 0 };
}

/**
 * The reader's conversations, latest activity first: all those they started as buyer, and as
 * seller only those somebody wrote in (an opened but empty window is nobody's business yet).
 */
export async function listWindows(options: { userId: string }): Promise<ChatWindow[]> {
  const { userId } = options;
  const rows = await getDb()
    .select({ id: chatConversations.id })
    .from(chatConversations)
    .where(
      or(
        eq(chatConversations.buyerId, userId),
        and(eq(chatConversations.sellerId, userId), isNotNull(chatConversations.lastMessageAt)),
      ),
    )
    .orderBy(desc(chatConversations.activityAt))
    .limit(WINDOWS_LIMIT);
  return viewWindows({ ids: rows.map((row) => row.id), userId });
}

export async function findWindow(options: { conversationId: string; userId: string }): Promise<ChatWindow | undefined> {
  if (!isUuid(options.conversationId)) return undefined;
  const [window] = await viewWindows({ ids: [options.conversationId], userId: options.userId });
  return window;
}

/** Windows for `ids` in that order, leaving out any the reader does not take part in. */
async function viewWindows(options: { ids: string[]; userId: string }): Promise<ChatWindow[]> {
  const { ids, userId } = options;
  if (ids.length === 0) return [];
  const db = getDb();
  const [conversations, covers, lastMessages, unread, blocks] = await Promise.all([
    db
      .select({
        id: chatConversations.id,
        buyer: participantColumns(buyers),
        seller: participantColumns(sellers),
        classified: { id: ads.id, slug: ads.slug, title: ads.title },
      })
      .from(chatConversations)
      .innerJoin(buyers, eq(buyers.id, chatConversations.buyerId))
      .innerJoin(sellers, eq(sellers.id, chatConversations.sellerId))
      .innerJoin(ads, eq(ads.id, chatConversations.classifiedId))
      .where(
        and(
          inArray(chatConversations.id, ids),
          or(eq(chatConversations.buyerId, userId), eq(chatConversations.sellerId, userId)),
        ),
      ),
    findAdCoverUrls(
      db
        .select({ id: chatConversations.classifiedId })
        .from(chatConversations)
        .where(inArray(chatConversations.id, ids)),
    ),
    db
      .selectDistinctOn([chatMessages.conversationId])
      .from(chatMessages)
      .where(inArray(chatMessages.conversationId, ids))
      .orderBy(chatMessages.conversationId, desc(chatMessages.createdAt), desc(chatMessages.id)),
    db
      .select({
        conversationId: chatMessages.conversationId,
        senderRole: chatMessages.senderRole,
        count: sql<number>`count(*)::int`,
      })
      .from(chatMessages)
      .where(and(inArray(chatMessages.conversationId, ids), isNull(chatMessages.seenAt)))
      .groupBy(chatMessages.conversationId, chatMessages.senderRole),
    db.select({ blockedId: chatBlocks.blockedId }).from(chatBlocks).where(eq(chatBlocks.blockerId, userId)),
  ]);
  const byId = new Map(conversations.map((row) => [row.id, row]));
  const lastById = new Map(lastMessages.map((message) => [message.conversationId, message]));
  const blocked = new Set(blocks.map((block) => block.blockedId));
  return ids.flatMap((id): ChatWindow[] => {
    const row = byId.get(id);
    if (!row) return [];
    const role: ChatRole = row.buyer.id === userId ? 'buyer' : 'seller';
    const participants = { buyer: viewParticipant(row.buyer), seller: viewParticipant(row.seller) };
    const other = role === 'buyer' ? row.seller : row.buyer;
    const last = lastById.get(id);
    return [
      {
        chatWindowId: id,
        user: viewParticipant(other as ParticipantRow),
        user_seller: participants.seller,
        user_buyer: participants.buyer,
        user_type: role,
        classified: {
          slug: row.classified.slug,
          title: row.classified.title,
          cover: covers.get(row.classified.id) ?? null,
        },
        unread: unread.find((each) => each.conversationId === id && each.senderRole === otherRole(role))?.count ?? 0,
        lastMessage: last ? viewMessage(last, participants) : null,
        blocked: blocked.has(other.id),
      },
    ];
  });
}
