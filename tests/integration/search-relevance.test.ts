import { expect, test } from 'vitest';
import { measureRelevance, RELEVANCE_BAR } from '../relevance/measure-relevance.ts';
import { loadRelevanceData } from '../relevance/relevance-data.ts';

// Issue 28, item 6: the judged relevance set (tests/relevance/) over the demo's ads, through the
// real engine. `npm run bench:relevance` prints the same numbers with the worst searches.
test('the judged searches find what a buyer means, above the bar', async () => {
  const ads = await loadRelevanceData();
  const report = await measureRelevance(ads);
  const worst = report.worst.map((each) => `${each.precisionAt10.toFixed(2)} ${each.locale} "${each.q}"`).join('\n');
  expect(report.searches).toBeGreaterThanOrEqual(200);
  expect(report.precisionAt10, worst).toBeGreaterThanOrEqual(RELEVANCE_BAR.precisionAt10);
  for (const [language, each] of Object.entries(report.byLanguage))
    expect(each.precisionAt10, `${language}\n${worst}`).toBeGreaterThanOrEqual(RELEVANCE_BAR.perLanguage);
  expect(report.zeroResultRate).toBeLessThanOrEqual(RELEVANCE_BAR.zeroResultRate);
}, 120_000);
