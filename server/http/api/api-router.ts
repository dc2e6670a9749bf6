import express, { type Request, type Response, Router } from 'express';
import { API_PATHS } from '../../../common/http/api-url.ts';
import { isLocale, type Locale, localeFromPrefix } from '../../../common/locale/locales.ts';
import { findFiltersForSubcategory } from '../../catalogue/find-filters.ts';
import { loadGlobalData } from '../../catalogue/global-data.ts';
import { listProvincesByCommunity, listTownsByProvince } from '../../catalogue/places.ts';
import { reverseGeocode } from '../../geo/reverse-geocode.ts';
import { readConfig } from '../../infra/config.ts';
import { publicOrigin } from '../../infra/public-origin.ts';
import { deriveKey } from '../../infra/secret.ts';
import { getTranslator } from '../../locale/messages.ts';
import { PRIVATE_NO_STORE, readSessionToken } from '../session-cookie.ts';
import { accountApiRouter, bearerToken } from './account-api.ts';
import { apiSchemas } from './api-schemas.ts';
import { captchaRouter } from './captcha-router.ts';
import { chatApiRouter } from './chat-api.ts';
import { buildOpenApiDocument } from './openapi-document.ts';
import { savedSearchApiRouter } from './saved-search-api.ts';

/** The JSON API of spec §7; handlers only parse, call a domain function and answer. */
export function apiRouter(): Router {
  const router = Router();
  const config = readConfig();
  const openApi = buildOpenApiDocument();

  router.use((req, res, next) => {
    // An answer to a request with a session may be about that user: no cache keeps it. Set before
    // the answer, so that a route's own no-store stays; without a session nothing changes.
    if (bearerToken(req) ?? readSessionToken(req.get('cookie') ?? null)) res.set('cache-control', PRIVATE_NO_STORE);
    next();
  });
  router.get('/openapi.json', (_req, res) => void res.json(openApi));

  router.get(`/:locale/${API_PATHS.globalData}`, async (req, res) => {
    const locale = apiLocale(req, res);
    if (locale) res.json(await globalData(locale));
  });
  router.get(`/:locale/:country/${API_PATHS.globalData}`, async (req, res) => {
    const locale = apiLocale(req, res);
    if (locale) res.json(await globalData(locale, String(req.params.country)));
  });
  router.get(`/:locale/:current/${API_PATHS.country}/:country`, async (req, res) => {
    const locale = apiLocale(req, res);
    if (locale) res.json({ country: (await globalData(locale, String(req.params.country))).country });
  });
  router.get(`/:locale/${API_PATHS.filters}/:subcategory{/:withAll}`, async (req, res) => {
    const locale = apiLocale(req, res);
    if (!locale) return;
    if (req.params.withAll !== undefined && req.params.withAll !== 'with_all') return notFound(res);
    res.json(
      await findFiltersForSubcategory({
        subcategorySlug: String(req.params.subcategory),
        locale,
        withAll: req.params.withAll === 'with_all',
        allLabel: getTranslator(locale)('filters.all'),
      }),
    );
  });
  router.get(`/${API_PATHS.provincesByCommunity}/:community`, async (req, res) => {
    // Names in the reader's language when `?locale=` says which (spec §7 call 6 has none: Spanish).
    const asked = typeof req.query.locale === 'string' ? req.query.locale : 'es';
    const locale = isLocale(asked) ? asked : (localeFromPrefix(asked) ?? 'es');
    res.json({ data: await listProvincesByCommunity({ communitySlug: String(req.params.community), locale }) });
  });
  router.get(`/${API_PATHS.townsByProvince}/:province`, async (req, res) => {
    res.json({ data: await listTownsByProvince({ provinceSlug: String(req.params.province) }) });
  });
  // Read-only and sessionless, so no CSRF token: it answers the same to anyone who asks.
  router.post(`/:locale/${API_PATHS.reverseGeocode}`, express.json({ limit: '1kb' }), async (req, res) => {
    const locale = apiLocale(req, res);
    if (!locale) return;
    const point = apiSchemas.ReverseGeocodeRequest.safeParse(req.body);
    if (!point.success) return void res.status(400).json({ message: 'lat and lng must be coordinates on Earth' });
    const answer = await reverseGeocode({ ...point.data, locale });
    if (!answer) return notFound(res);
    res.json(answer);
  });
  router.use(accountApiRouter());
  router.use(chatApiRouter());
  router.use(savedSearchApiRouter());
  router.use(captchaRouter({ hmacKey: deriveKey('captcha') }));
  router.use((_req, res) => notFound(res));

  function globalData(locale: Locale, countrySlug?: string) {
    return loadGlobalData({ locale, countrySlug, defaultCountry: config.DEFAULT_COUNTRY, origin: publicOrigin() });
  }
  return router;
}

/** `es`, `en`, `pt`, and Catalan as `cat` (the URL prefix) or `ca` (its language code). */
function apiLocale(req: Request, res: Response): Locale | undefined {
  const value = String(req.params.locale);
  const locale = isLocale(value) ? value : localeFromPrefix(value);
  if (!locale) notFound(res);
  return locale;
}

function notFound(res: Response): void {
  res.status(404).json({ message: 'Not found' });
}
