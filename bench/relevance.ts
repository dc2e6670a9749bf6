/**
 * `npm run bench:relevance`: the judged relevance set (tests/relevance/) over its fixed data set
 * (the demo's ads, tests/relevance/relevance-data.ts) in a separate embedded PostgreSQL
 * (`.data/relevance`, git-ignored): precision at 10 overall and per language, the zero-result rate
 * of the searches that have an answer, and the worst searches. Writes
 * bench/results/runs/relevance-<date>-<time>.json with the machine (BENCH_LABEL names the run).
 * RELEVANCE_DUMP=file writes the data set's ads as JSON (to judge new searches against);
 * RELEVANCE_SHOW=words prints the first page of the searches whose words contain them.
 */
import { writeFileSync } from 'node:fs';
import pg from 'pg';
import { seedReferenceData } from '../server/catalogue/seed-reference-data.ts';
import { closeDatabase, connectDatabase, getDb } from '../server/db/client.ts';
import { startEmbeddedPostgres } from '../server/db/embedded-postgres.ts';
import { runMigrations } from '../server/db/migrate.ts';
import { measureRelevance, RELEVANCE_BAR } from '../tests/relevance/measure-relevance.ts';
import { loadRelevanceData } from '../tests/relevance/relevance-data.ts';
import { describeMachine, writeBenchResult } from './support/bench-result.ts';

const DATABASE = 'galope_relevance';
const server = await startEmbeddedPostgres({ dataDir: process.env.BENCH_DATA_DIR ?? '.data/relevance' });
const admin = new pg.Client({ connectionString: server.url });
await admin.connect();
await admin.query(`drop database if exists ${DATABASE} with (force)`);
await admin.query(`create database ${DATABASE}`);
await admin.end();
const url = new URL(server.url);
url.pathname = `/${DATABASE}`;
connectDatabase(url.href);
try {
  await runMigrations(getDb());
  await seedReferenceData(getDb());
  const ads = await loadRelevanceData();
  if (process.env.RELEVANCE_DUMP) writeFileSync(process.env.RELEVANCE_DUMP, JSON.stringify(ads, null, 1));
  const report = await measureRelevance(ads);
  const rate = (value: number) => value.toFixed(3);
  console.log(`searches: ${report.searches} over ${ads.length} ads`);
  console.log(`precision@10: ${rate(report.precisionAt10)} (bar ${RELEVANCE_BAR.precisionAt10})`);
  for (const [language, value] of Object.entries(report.byLanguage))
    console.log(`  ${language}: ${rate(value.precisionAt10)} over ${value.searches}`);
  for (const [kind, value] of Object.entries(report.byKind))
    console.log(`  ${kind.padEnd(16)} ${rate(value.precisionAt10)} over ${value.searches}`);
  console.log(`zero-result rate: ${rate(report.zeroResultRate)} (bar ${RELEVANCE_BAR.zeroResultRate})`);
  console.log('worst searches:');
  for (const each of report.worst)
    console.log(
      `  ${rate(each.precisionAt10)} ${each.locale} "${each.q}"${each.filters ? ` ${each.filters}` : ''}: ${each.relevantShown}/${each.expected} relevant, ${each.total} found${each.correctedQuery ? `, corrected to "${each.correctedQuery}"` : ''}${each.someWords ? ', some words' : ''}`,
    );
  const show = process.env.RELEVANCE_SHOW?.toLowerCase();
  for (const each of show ? report.outcomes.filter((outcome) => outcome.q.toLowerCase().includes(show)) : []) {
    console.log(`${each.locale} "${each.q}"${each.filters ? ` ${each.filters}` : ''}:`);
    for (const line of each.firstPage) console.log(`  ${line}`);
  }
  const file = writeBenchResult('relevance', {
    machine: describeMachine(),
    ads: ads.length,
    ...report,
  });
  console.log(`written to ${file}`);
} finally {
  await closeDatabase();
  await server.stop();
}
