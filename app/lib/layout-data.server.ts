import { loadGlobalData } from '../../server/catalogue/global-data.ts';
import { readConfig } from '../../server/infra/config.ts';
import { localeFromPath } from '../../server/locale/locale-path.ts';
import { publicOrigin } from './public-origin.server.ts';

/** What every layout's loader returns: the global data for the URL's locale and country. */
export async function loadLayoutData({ url, params }: { url: URL; params: { country?: string } }) {
  const global = await loadGlobalData({
    locale: localeFromPath(url.pathname),
    countrySlug: params.country,
    defaultCountry: readConfig().DEFAULT_COUNTRY,
    origin: publicOrigin(url),
  });
  return { global };
}
