import { localeFromPath } from '../../common/locale/locale-path.ts';
import { countAds } from '../../server/search/count-ads.ts';
import { criteriaFromForm } from '../../server/search/criteria-from-form.ts';
import { searchFormFromParams } from '../../server/search/parse-search-form.ts';
import type { Route } from './+types/search-count';

/**
 * /search/count?form=<JSON>: how many ads the search finds, for the filter form's submit button
 * ("Show 23 ads") while its fields change. The same for everyone: cached a minute.
 */
export async function loader({ url }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname);
  const criteria = await criteriaFromForm({ form: searchFormFromParams(url.searchParams), locale, countryCode: null });
  return Response.json(await countAds(criteria), { headers: { 'Cache-Control': 'public, max-age=60' } });
}
