import { index, layout, prefix, type RouteConfig, type RouteConfigEntry, route } from '@react-router/dev/routes';
import { LOCALES, type Locale, URL_PREFIX } from '../common/locale/locales.ts';

/**
 * Every page exists once per locale: Spanish without a prefix, then /en, /cat and /pt
 * (docs/decisions/0002-locale-routing.md). `routesFor` is the single declaration; each route id
 * carries the locale as a suffix (`home-es`, `home-en`, `home-ca`, `home-pt`).
 */
function routesFor(locale: Locale): RouteConfigEntry[] {
  const id = (name: string) => ({ id: `${name}-${locale}` });
  /** A place page's /c/{category} and /c/{category}/{subcategory} children (spec §2). */
  const withCategory = (path: string, name: string) => [
    route(`${path}/c/:category`, 'routes/browse.tsx', id(`${name}-category`)),
    route(`${path}/c/:category/:subcategory`, 'routes/browse.tsx', id(`${name}-subcategory`)),
  ];
  const tree = [
    layout('layouts/default.tsx', id('layout-default'), [
      index('routes/home.tsx', id('home')),
      route('p/spec/:page', 'routes/policy-page.tsx', id('policy-page')),
      route('p/:page', 'routes/page.tsx', id('page')),
      route('search', 'routes/search.tsx', id('search')),
      route('c/:category', 'routes/category.tsx', id('category')),
      route('c/:category/:subcategory', 'routes/category.tsx', id('subcategory')),
      route('cc/:country', 'routes/country.tsx', id('country-cc')),
      route('f/:filter', 'routes/browse.tsx', id('filter')),
      route('f/:filter/:filteritem', 'routes/browse.tsx', id('filter-item')),
      // Geographic browse. React Router ranks static segments above dynamic ones, so /search,
      // /sign-in, /s/..., /p/..., /u/... and every other static route win over `:country`.
      route(':country', 'routes/country.tsx', id('country')),
      ...withCategory(':country', 'country'),
      route(':country/:community', 'routes/browse.tsx', id('community')),
      ...withCategory(':country/:community', 'community'),
      route(':country/:community/:province', 'routes/browse.tsx', id('province')),
      ...withCategory(':country/:community/:province', 'province'),
      route(':country/:community/:province/:town', 'routes/browse.tsx', id('town')),
      ...withCategory(':country/:community/:province/:town', 'town'),
      // ads
      route('s/add', 'routes/ad-add.tsx', id('ad-add')),
      route('s/add-guest', 'routes/ad-add-guest.tsx', id('ad-add-guest')),
      route('s/:classified', 'routes/ad-page.tsx', id('ad-page')),
      route('s/:classified/edit', 'routes/ad-edit.tsx', id('ad-edit')),
      // visits: the seller's times and answers for one ad
      route('s/:classified/visits', 'routes/ad-visits.tsx', id('ad-visits')),
      route('ad-successfully', 'routes/ad-successfully.tsx', id('ad-successfully')),
      route('admin/moderation', 'routes/admin-moderation.tsx', id('admin-moderation')),
      // administration: users and the audit log
      route('admin/users', 'routes/admin-users.tsx', id('admin-users')),
      route('admin/users/:user', 'routes/admin-user.tsx', id('admin-user')),
      route('admin/audit', 'routes/admin-audit.tsx', id('admin-audit')),
      // administration: dashboard and content (categories, filters, pages, links, countries, settings)
      route('admin', 'routes/admin-dashboard.tsx', id('admin-dashboard')),
      route('admin/content', 'routes/admin-content.tsx', id('admin-content')),
      route('admin/content/:type', 'routes/admin-content.tsx', id('admin-content-type')),
      route('admin/content/:type/new', 'routes/admin-content-edit.tsx', id('admin-content-new')),
      route('admin/content/:type/:key', 'routes/admin-content-edit.tsx', id('admin-content-edit')),
      // moderation: reports from users (ads and conversations)
      route('admin/reports', 'routes/admin-reports.tsx', id('admin-reports')),
      route('sign-in', 'routes/sign-in.tsx', id('sign-in')),
      route('sign-up', 'routes/sign-up.tsx', id('sign-up')),
      route('user/email-verification', 'routes/email-verification.tsx', id('email-verification')),
      route('user/forgot-password', 'routes/forgot-password.tsx', id('forgot-password')),
      // social sign-in routes
      route('oauth2_redirect/:provider', 'routes/oauth2-redirect.tsx', id('oauth2-redirect')),
      route('user/complete-registration', 'routes/complete-registration.tsx', id('complete-registration')),
      // profile routes
      route('u/:user', 'routes/user-page.tsx', id('user-page')),
      route('pro/:company_slug', 'routes/company-page.tsx', id('company-page')),
      // saved searches: the unsubscribe link of their alert mails
      route('saved-searches/unsubscribe', 'routes/saved-search-unsubscribe.tsx', id('saved-search-unsubscribe')),
      // chat
      route('user/messages/:message?', 'routes/user-messages.tsx', id('user-messages')),
      // map and calendar: component showcase pages (404 in production unless enabled)
      route('ziko', 'routes/ziko.tsx', id('ziko')),
      route('ziko2', 'routes/ziko.tsx', id('ziko2')),
      route('errors/page-404', 'routes/error-page.tsx', id('page-404')),
      route('errors/page-500', 'routes/error-page.tsx', id('page-500')),
      route('*', 'routes/error-page.tsx', id('not-found')),
    ]),
    layout('layouts/settings.tsx', id('layout-settings'), [
      route('user/settings', 'routes/settings-account.tsx', id('settings')),
      route('user/settings/company', 'routes/settings-company.tsx', id('settings-company')),
      route('user/settings/change-password', 'routes/settings-change-password.tsx', id('settings-change-password')),
      route('user/verify-phone-number', 'routes/settings-phone.tsx', id('verify-phone-number')),
      route('user/settings/classifieds-active', 'routes/settings-ads.tsx', id('settings-ads-active')),
      route('user/settings/classifieds-draft', 'routes/settings-ads.tsx', id('settings-ads-draft')),
      route('user/settings/classifieds-inactive', 'routes/settings-ads.tsx', id('settings-ads-inactive')),
      // saved searches
      route('user/settings/search-saved', 'routes/settings-saved-searches.tsx', id('settings-search-saved')),
      // push notifications: this browser's switch and the user's devices
      route('user/settings/push', 'routes/settings-push.tsx', id('settings-push')),
      // engagement: the user's favourite ads
      route('user/settings/classifieds-saved', 'routes/settings-saved.tsx', id('settings-saved')),
      route('user/settings/delete-account', 'routes/settings-delete-account.tsx', id('settings-delete-account')),
      // visits: the user's visits as buyer and as seller
      route('user/visits', 'routes/settings-visits.tsx', id('settings-visits')),
      // trust: reviews to write and reviews received (issue 31)
      route('user/reviews', 'routes/user-reviews.tsx', id('user-reviews')),
      // notifications
      route('user/notifications', 'routes/notifications.tsx', id('notifications')),
      route('user/notifications/:notification', 'routes/notification-open.tsx', id('notification-open')),
    ]),
    route('user/settings/export', 'routes/settings-export.tsx', id('settings-export')),
    route('logout', 'routes/logout.tsx', id('logout')),
    // the results pages' filter form asks here how many ads its fields find ("Show 23 ads")
    route('search/count', 'routes/search-count.tsx', id('search-count')),
    // spec §2's names for two pages kept elsewhere: redirects (routes/spec-path-redirect.tsx)
    route('login', 'routes/spec-path-redirect.tsx', id('login')),
    route('user/change-password', 'routes/spec-path-redirect.tsx', id('change-password')),
    // engagement: favourite and rating forms post here (no page of their own)
    route('s/:classified/favourite', 'routes/ad-favourite.tsx', id('ad-favourite')),
    route('s/:classified/rating', 'routes/ad-rating.tsx', id('ad-rating')),
    // visits: the ad page's booking form posts here; a confirmed visit as an .ics file
    route('s/:classified/visit', 'routes/ad-visit-request.tsx', id('ad-visit-request')),
    route('user/visits/:visit/calendar', 'routes/visit-calendar-file.tsx', id('visit-calendar-file')),
    // moderation: the ad report form posts here; the administration's reports queue
    route('s/:classified/report', 'routes/ad-report.tsx', id('ad-report')),
  ];
  return URL_PREFIX[locale] ? [prefix(URL_PREFIX[locale], tree)].flat() : tree;
}

export default [...LOCALES.flatMap(routesFor)] satisfies RouteConfig;
