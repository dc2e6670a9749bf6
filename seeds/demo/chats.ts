/** One demo conversation: the seller's ad is found among the planned ads; lines are [who, text]. */
interface DemoChat {
  seller: string;
  buyer: string;
  startedDaysAgo: number;
  lines: readonly (readonly ['buyer' | 'seller', string])[];
  /** How many of the last lines the recipient has not seen yet. */
  unseen?: number;
}

/**
 * A few believable conversations between demo people, so /user/messages and the chat bar are not
 * empty on a fresh start: lucía has one unread answer waiting, one buyer writes like a scammer
 * (transport agent, Western Union) to show the warning. Carmen and João answer three buyers each:
 * enough for their seller cards to say how fast they reply (RESPONSE_STATS_MIN_CONVERSATIONS).
 */
export const DEMO_CHATS: readonly DemoChat[] = [
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
    seller: 'carmen',
    buyer: 'javier',
    startedDaysAgo: 4,
    lines: [
      ['buyer', '¿Qué tal viaja en el remolque? Tendría que llevarlo hasta Toledo.'],
      ['seller', 'Sube a la primera y viaja tranquilo; lo he llevado a varios concursos.'],
      ['buyer', 'Genial, ¿podría ir a verlo el martes?'],
      ['seller', 'El martes por la tarde estoy en la cuadra, cuando quieras.'],
    ],
  },
  {
    seller: 'carmen',
    buyer: 'sarah',
    startedDaysAgo: 6,
    lines: [
      ['buyer', 'Hello Carmen, does he have any vices? Crib-biting, weaving?'],
      ['seller', 'Hi Sarah, none at all: he is calm in the box and in the field.'],
    ],
  },
  {
    seller: 'joao',
    buyer: 'jordi',
    startedDaysAgo: 7,
    lines: [
      ['buyer', 'Bon dia João, el cavall està acostumat a sortir a la muntanya?'],
      ['seller', 'Bom dia Jordi! Sim, faz trilhos de montanha todas as semanas.'],
    ],
  },
  {
    seller: 'joao',
    buyer: 'sarah',
    startedDaysAgo: 4,
    lines: [
      ['buyer', 'Hi João, would you consider a part exchange?'],
      ['seller', 'Hi Sarah, sorry, only a sale, but I can help with the transport to Spain.'],
    ],
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
