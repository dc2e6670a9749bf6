import { randomUUID } from 'node:crypto';
import { hasScamPattern } from '../chat/scam-patterns.ts';
import type { getDb } from '../db/client.ts';
import { type ChatRole, chatConversations, chatMessages } from '../db/tables.ts';
import type { PlannedAd } from './demo-plan.ts';

type Tx = Parameters<Parameters<ReturnType<typeof getDb>['transaction']>[0]>[0];

const HORSE_SUBCATEGORIES = new Set(['sport_horses', 'leisure_horses', 'breeding_horses', 'young_horses']);
const MINUTE_MS = 60_000;

/** One demo conversation: the seller's ad is found among the planned ads; lines are [who, text]. */
interface DemoChat {
  seller: string;
  buyer: string;
  startedDaysAgo: number;
  lines: readonly (readonly [ChatRole, string])[];
  /** How many of the last lines the recipient has not seen yet. */
  unseen?: number;
}

/**
 * A few believable conversations between demo people, so /user/messages and the chat bar are not
 * empty on a fresh start: lucía has one unread answer waiting, one buyer writes like a scammer
 * (transport agent, Western Union) to show the warning.
 */
const DEMO_CHATS: readonly DemoChat[] = [
  {
    seller: 'lucia',
    buyer: 'javier',
    startedDaysAgo: 3,
    lines: [
      ['buyer', 'Hola Lucía, ¿sigue disponible? Me interesa mucho para mi hija, que empieza a saltar.'],
      ['seller', '¡Hola Javier! Sí, sigue disponible. Es muy noble y se deja hacer de todo.'],
      ['buyer', '¿Se puede probar este fin de semana? Iríamos desde Madrid.'],
      ['seller', 'Claro, el sábado por la mañana os viene bien? A las 11 estoy en la cuadra.'],
      ['buyer', 'Perfecto, allí estaremos. ¡Gracias!'],
    ],
  },
  {
    seller: 'carmen',
    buyer: 'lucia',
    startedDaysAgo: 1,
    lines: [
      ['buyer', 'Buenas Carmen, ¿tiene los papeles al día y el pasaporte con las vacunas?'],
      ['seller', 'Sí, todo en regla: pasaporte, microchip y vacunas de este año.'],
      ['seller', 'Si quieres te mando un vídeo montado en pista.'],
    ],
    unseen: 2,
  },
  {
    seller: 'joao',
    buyer: 'ines',
    startedDaysAgo: 5,
    lines: [
      ['buyer', 'Olá João, o cavalo já fez exame veterinário de compra?'],
      ['seller', 'Olá Inês! Fez em março, posso enviar o relatório completo.'],
      ['buyer', 'Ótimo, obrigada. Aceita uma visita na próxima semana?'],
      ['seller', 'Com todo o gosto, combinamos o dia por aqui.'],
    ],
  },
  {
    seller: 'jordi',
    buyer: 'sarah',
    startedDaysAgo: 2,
    lines: [
      ['buyer', 'Hi Jordi, is he good to load and hack out alone?'],
      ['seller', 'Hi Sarah, yes: loads first time and hacks alone or in company, very sensible.'],
      ['buyer', 'Lovely. Could I come and ride him on Thursday afternoon?'],
    ],
    unseen: 1,
  },
  {
    seller: 'marta',
    buyer: 'pablo',
    startedDaysAgo: 1,
    lines: [
      ['buyer', 'Hello, I buy the horse without seeing. My transport agent will collect him.'],
      ['buyer', 'I pay by Western Union after you pay the shipping company deposit.'],
    ],
    unseen: 2,
  },
];

/**
 * Writes the demo conversations (inside the demo's transaction). Their unread e-mails count as
 * sent, so a fresh start does not mail the demo accounts.
 */
export async function insertChats(
  tx: Tx,
  options: { ads: PlannedAd[]; adIds: string[]; userIds: Map<string, string>; now: Date },
): Promise<number> {
  const { ads, adIds, userIds, now } = options;
  let written = 0;
  for (const chat of DEMO_CHATS) {
    const index = pickAd(ads, chat.seller);
    const sellerId = userIds.get(chat.seller);
    const buyerId = userIds.get(chat.buyer);
    if (index < 0 || !sellerId || !buyerId) continue;
    const start = now.getTime() - chat.startedDaysAgo * 24 * 60 * MINUTE_MS;
    const times = chat.lines.map((_, line) => new Date(start + line * 17 * MINUTE_MS));
    const last = times[times.length - 1] ?? new Date(start);
    const conversationId = randomUUID();
    await tx.insert(chatConversations).values({
      id: conversationId,
      classifiedId: adIds[index] as string,
      buyerId,
      sellerId,
      createdAt: new Date(start - MINUTE_MS),
      activityAt: last,
      lastMessageAt: last,
      buyerEmailedAt: now,
      sellerEmailedAt: now,
    });
    const seenUntil = chat.lines.length - (chat.unseen ?? 0);
    await tx.insert(chatMessages).values(
      chat.lines.map(([role, text], line) => {
        const createdAt = times[line] as Date;
        const seen = line < seenUntil ? new Date(createdAt.getTime() + 3 * MINUTE_MS) : null;
        return {
          conversationId,
          senderRole: role,
          clientId: randomUUID(),
          body: text,
          scamWarning: hasScamPattern(text),
          createdAt,
          deliveredAt: seen ?? new Date(createdAt.getTime() + 1000),
          seenAt: seen,
        };
      }),
    );
    written += 1;
  }
  return written;
}

/** The seller's first unsold horse on offer (else any offer of theirs), or -1. */
function pickAd(ads: PlannedAd[], ownerKey: string): number {
  const offers = ads
    .map((ad, index) => ({ ad, index }))
    .filter(({ ad }) => ad.ownerKey === ownerKey && ad.type === 'offer' && !ad.soldAt);
  return (offers.find(({ ad }) => HORSE_SUBCATEGORIES.has(ad.subcategoryKey)) ?? offers[0])?.index ?? -1;
}
