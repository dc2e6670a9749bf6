/**
 * Typical scam patterns in classified-ad chats, in Spanish, English, Catalan and Portuguese: money
 * sent outside the usual channels, paying before seeing the horse, a "transport agent" who needs
 * paying, and moving the conversation off the site (WhatsApp, a phone number, an e-mail address).
 * A match only raises a warning for the reader; nothing is blocked (plenty of honest sellers
 * give their phone number). Pure: no I/O, tested beside it.
 */
export type ScamKind = 'off_site_payment' | 'advance_payment' | 'transport_agent' | 'off_site_contact';

const PATTERNS: Record<ScamKind, RegExp[]> = {
  off_site_payment: [
    /\bwestern ?union\b/,
    /\bmoney ?gram\b/,
    /\bria money\b/,
    /\bpaypal\b.{0,20}\b(friends?|amigos?|amics?|familia|family)\b/,
    /\b(gift ?cards?|tarjetas? regalo|targetes? regal|cartoes? (presente|oferta)|vales? regalo)\b/,
    /\b(bitcoin|btc|usdt|crypto|cripto|criptomonedas?|criptomoedas?|criptomonedes)\b/,
    /\b(transferencia|transferencia bancaria|bank transfer|wire transfer|transferencia internacional)\b.{0,30}\b(abroad|extranjero|estranger|estrangeiro|internacional|international)\b/,
    /\b(pay|payment|pago|pagament|pagamento)\b.{0,25}\b(outside|fuera|fora)\b.{0,15}\b(site|web|galope|plataforma|pagina|pagina web)\b/,
  ],
  advance_payment: [
    /\b(advance payment|pay(ment)? (in )?advance|pay(ment)? upfront|upfront payment|up front)\b/,
    /\b(deposit|reservation fee|holding fee)\b/,
    /\b(pago|pagar|paga) (por )?(adelantado|anticipado)\b/,
    /\b(anticipo|adelanto|deposito|fianza)\b/,
    /\b(pagar|paga|pagues|pague) (una |la )?senal\b/,
    /\b(pagament|pagar|paga) (per )?(avancat|anticipat|bestreta)\b/,
    /\b(bestreta|diposit|paga i senyal|pagar (una |la )?senyal)\b/,
    /\b(pagamento|pagar|pague) (adiantado|antecipado|adiantadamente|antecipadamente)\b/,
    /\b(adiantamento|caucao|pagar (um |o )?sinal)\b/,
  ],
  transport_agent: [
    /\b(transport|shipping|delivery|courier|haulage) (agent|agency|company|firm)\b/,
    /\b(shipping|delivery|transport) (fee|cost|insurance) (first|upfront|before)\b/,
    /\b(agente|agencia|empresa|compania) de (transporte|envios?|mensajeria)\b/,
    /\b(agent|agencia|empresa|companyia) de (transport|trasllat|enviaments?|missatgeria)\b/,
    /\b(agente|agencia|empresa|companhia) de (transporte|envio|entregas?)\b/,
    /\btransportadora\b/,
    /\b(seguro|asseguranca|assegurança|insurance) (del|de|do|of the)? ?(transporte|transport|envio)\b/,
  ],
  off_site_contact: [
    /\b(whats ?app|wasap|wassap|guasap|whatsap|watsap|wsp|telegram|viber|signal app)\b/,
    /[a-z0-9._%+-]+@[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}/,
    // A phone number: nine or more digits, in groups separated by spaces, dots or dashes.
    /(\+|\b00)?\d[\d .-]{7,}\d/,
    /\b(email|e-mail|mail|correo|correu|e-?mail)\b.{0,20}\b(me|me at|conmigo|amb mi|comigo|escribeme|escriu-me|escreve-me)\b/,
    /\b(escribeme|escriu-me|escreve-me|write me|text me|call me|llamame|truca'?m|liga-me)\b.{0,25}\b(al|a|ao|on|to|at)\b.{0,20}\b(correo|correu|email|mail|numero|number|movil|mobil|telemovel|whatsapp)\b/,
  ],
};

/** Lower case without accents, so "señal", "senal" and "SEÑAL" read the same. */
function normalise(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The kinds of scam pattern `text` contains, in a fixed order; empty when none. */
export function findScamPatterns(text: string): ScamKind[] {
  const plain = normalise(text);
  return (Object.keys(PATTERNS) as ScamKind[]).filter((kind) =>
    PATTERNS[kind].some((pattern) => pattern.test(plain) && isRealMatch(kind, plain, pattern)),
  );
}

export function hasScamPattern(text: string): boolean {
  return findScamPatterns(text).length > 0;
}

/** A "phone number" must have at least nine digits: prices ("12.000 €") and years are not one. */
function isRealMatch(kind: ScamKind, text: string, pattern: RegExp): boolean {
  if (kind !== 'off_site_contact' || !pattern.source.includes('\\d')) return true;
  const matches = text.match(new RegExp(pattern.source, 'g')) ?? [];
  return matches.some((match) => match.replace(/\D/g, '').length >= 9);
}
