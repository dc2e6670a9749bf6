// ALTCHA ships types for its language modules under generic names (es.d.ts, pt.d.ts); these two
// register themselves and export nothing we use.
declare module 'altcha/i18n/es-es';
declare module 'altcha/i18n/pt-pt';
