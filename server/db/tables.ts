/**
 * Every table, one import away: the database client's schema and the app's queries import from
 * here. `schema.ts` holds the core tables (places, catalogue, accounts, ads); each `schema-*.ts`
 * holds one area's tables and imports the core tables it references from `schema.ts`, never from
 * this file (so no module imports itself back).
 */
export * from './schema.ts';
export * from './schema-admin.ts';
export * from './schema-chat.ts';
export * from './schema-engagement.ts';
export * from './schema-moderation.ts';
export * from './schema-push.ts';
export * from './schema-rate-limits.ts';
export * from './schema-saved-searches.ts';
export * from './schema-search.ts';
export * from './schema-trust.ts';
export * from './schema-visits.ts';
