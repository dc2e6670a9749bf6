import { describe, expect, test } from 'vitest';
import { findScamPatterns, hasScamPattern } from './scam-patterns.ts';

describe('scam patterns', () => {
  test('payment outside the usual channels, in four languages', () => {
    expect(findScamPatterns('Please pay by Western Union to my agent')).toContain('off_site_payment');
    expect(findScamPatterns('Te lo envío si pagas con MoneyGram')).toContain('off_site_payment');
    expect(findScamPatterns('Paga per PayPal amics i família')).toContain('off_site_payment');
    expect(findScamPatterns('Aceito pagamento em bitcoin')).toContain('off_site_payment');
    expect(findScamPatterns('Compra unas tarjetas regalo de Amazon')).toContain('off_site_payment');
  });

  test('paying before seeing the horse', () => {
    expect(findScamPatterns('I need a deposit of 500 € before the visit')).toContain('advance_payment');
    expect(findScamPatterns('Tienes que hacer el pago por adelantado')).toContain('advance_payment');
    expect(findScamPatterns('Para reservarla hay que pagar una SEÑAL')).toContain('advance_payment');
    expect(findScamPatterns('Cal fer un pagament avançat')).toContain('advance_payment');
    expect(findScamPatterns('Preciso de um pagamento adiantado')).toContain('advance_payment');
  });

  test('transport agents and shipping companies', () => {
    expect(findScamPatterns('My transport agent will collect the horse')).toContain('transport_agent');
    expect(findScamPatterns('Una empresa de transporte se encarga del envío')).toContain('transport_agent');
    expect(findScamPatterns("L'agència de transport us trucarà")).toContain('transport_agent');
    expect(findScamPatterns('A transportadora trata de tudo')).toContain('transport_agent');
  });

  test('moving the conversation off the site', () => {
    expect(findScamPatterns('Escríbeme por WhatsApp mejor')).toContain('off_site_contact');
    expect(findScamPatterns('Contact me: john.smith@example.com')).toContain('off_site_contact');
    expect(findScamPatterns('Llámame al 612 345 678')).toContain('off_site_contact');
    expect(findScamPatterns('O meu número é +351 912-345-678')).toContain('off_site_contact');
    expect(findScamPatterns('Parla amb mi per Telegram')).toContain('off_site_contact');
  });

  test('ordinary questions about a horse raise nothing', () => {
    for (const text of [
      'Hola, ¿sigue disponible la yegua? ¿Qué edad tiene?',
      'Is he good in traffic and with the farrier?',
      'El preu és 12.000 €, negociable. Va néixer el 2015.',
      'Podemos ir a verlo el sábado por la mañana a las 11:30?',
      'Tem 1,65 m e está vacinado. Obrigado!',
    ]) {
      expect(hasScamPattern(text), text).toBe(false);
    }
  });
});
