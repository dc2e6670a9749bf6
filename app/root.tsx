import {
  data,
  isRouteErrorResponse,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
} from 'react-router';
import { viewSignedInUser } from '../server/accounts/user-views.ts';
import { AFTER_PAINT_REL } from '../server/http/after-paint.ts';
import { csrfContext, userContext } from '../server/http/request-context.ts';
import { readConfig, showcasePagesEnabled } from '../server/infra/config.ts';
import { publicOrigin } from '../server/infra/public-origin.ts';
import { pageDirection } from '../server/locale/direction.ts';
import { localeCookieToSet } from '../server/locale/locale-cookie.ts';
import { localeFromPath } from '../server/locale/locale-path.ts';
import { DIRECTIONS, INTL_TAG, URL_PREFIX } from '../server/locale/locales.ts';
import { browserCatalogue } from '../server/locale/messages.ts';
import { countUnseenNotifications } from '../server/notifications/user-notifications.ts';
import type { Route } from './+types/root';
import { DocumentStyles } from './components/document-styles.tsx';
import { ErrorScreen } from './components/error-screen.tsx';
import { catalogueFor } from './i18n/catalogues.ts';
import { I18nProvider } from './i18n/i18n-context.tsx';
import { useCspNonce } from './lib/csp-nonce.ts';
import { readLayoutPreference } from './lib/layout-preference.ts';
import { RealtimeProvider } from './lib/realtime/realtime-context.tsx';
import { requestMiddleware } from './lib/request-middleware.server.ts';
import { useAlternates } from './lib/use-alternates.ts';
import { useShareImage } from './lib/use-share-image.ts';
import './styles/global.css';

export const middleware: Route.MiddlewareFunction[] = [requestMiddleware];

const ZOD_JITLESS = 'globalThis.__zod_globalConfig={jitless:true}';

/**
 * The locale guard (spec §2): the URL sets the language; the `i18n_redirected` cookie follows it,
 * so the next visit to the bare home page returns to the chosen language.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname);
  const user = context.get(userContext);
  const cookieHeader = request.headers.get('cookie');
  const headers = new Headers();
  const localeCookie = localeCookieToSet(cookieHeader, locale);
  if (localeCookie) headers.append('set-cookie', localeCookie);
  return data(
    {
      locale,
      // Spec §1: the locale's direction; a test-only cookie previews right to left (showcase mode).
      dir: pageDirection(locale, cookieHeader, () => showcasePagesEnabled(readConfig())),
      /** The catalogue's file, fetched before hydration (docs/decisions/0023-page-shell.md). */
      catalogue: browserCatalogue(locale).path,
      origin: publicOrigin(),
      layout: readLayoutPreference(cookieHeader),
      csrf: context.get(csrfContext),
      user: viewSignedInUser(user),
      // The header's badge: one indexed count; the list itself loads when the menu opens.
      unseenNotifications: user ? await countUnseenNotifications(user.id) : 0,
    },
    { headers },
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof loader>('root');
  const { pathname } = useLocation();
  const alternates = useAlternates();
  const shareImage = useShareImage();
  const nonce = useCspNonce();
  const origin = root?.origin ?? '';
  const locale = root?.locale ?? localeFromPath(pathname);
  return (
    <html lang={locale} dir={root?.dir ?? DIRECTIONS[locale]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1f4d3a" />
        {/* Before any module: Zod would probe `new Function('')` for faster validators, and the
            CSP (no eval) turns the probe into a violation report (docs/decisions/0032). */}
        <script nonce={nonce}>{ZOD_JITLESS}</script>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        {root ? (
          <>
            {/* Fetched alongside the scripts, once the page has painted (decision 0042); hydration
                waits for it (app/entry.client.tsx). */}
            <link
              rel={AFTER_PAINT_REL}
              data-after-paint="preload"
              href={root.catalogue}
              as="fetch"
              crossOrigin="anonymous"
            />
            <link rel="canonical" href={`${origin}${alternates[root.locale]}`} />
            {/* Open Graph's address and picture of every page: the canonical address, and the
                page's photo or the site's own picture, both absolute on the public origin. */}
            <meta property="og:url" content={`${origin}${alternates[root.locale]}`} />
            <meta property="og:image" content={new URL(shareImage, `${origin}/`).href} />
            {Object.entries(alternates).map(([locale, path]) => (
              <link
                key={locale}
                rel="alternate"
                hrefLang={INTL_TAG[locale as keyof typeof INTL_TAG].slice(0, 2)}
                href={`${origin}${path}`}
              />
            ))}
            <link rel="alternate" hrefLang="x-default" href={`${origin}${alternates.es}`} />
          </>
        ) : null}
        <DocumentStyles />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  // The browser holds its page's catalogue only: every link stays in the page's language, and
  // the language switcher loads a new document (docs/decisions/0023-page-shell.md).
  return (
    <I18nProvider locale={loaderData.locale} messages={catalogueFor(loaderData.locale)}>
      <RealtimeProvider chatKey={loaderData.user?.chat_key}>
        <Outlet />
      </RealtimeProvider>
    </I18nProvider>
  );
}

/** Reached only when the root itself failed; every page has its own boundary inside the layout. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const root = useRouteLoaderData<typeof loader>('root');
  const { pathname } = useLocation();
  // The middleware refused the request before the root loader ran (the database away: 503; a
  // CSRF refusal: 403): the error screen still speaks the URL's language.
  const locale = root?.locale ?? (isRouteErrorResponse(error) ? localeFromPath(pathname) : undefined);
  if (!locale) {
    return (
      <main className="error-fallback">
        <h1>An error occurred while showing the error page</h1>
        <a href="/">Galope</a>
      </main>
    );
  }
  return (
    <I18nProvider locale={locale} messages={catalogueFor(locale)}>
      <ErrorScreen error={error} homePath={`/${URL_PREFIX[locale]}`} />
    </I18nProvider>
  );
}
