import { localeFromPath } from '../../common/locale/locale-path.ts';
import { loadShellData } from '../../server/catalogue/shell-data.ts';
import { readConfig } from '../../server/infra/config.ts';

/** What every layout's loader returns: the shell data for the URL's locale and country. */
export async function loadLayoutData({ url, params }: { url: URL; params: { country?: string } }) {
  const global = await loadShellData({
    locale: localeFromPath(url.pathname),
    countrySlug: params.country,
    defaultCountry: readConfig().DEFAULT_COUNTRY,
  });
  return { global };
}
