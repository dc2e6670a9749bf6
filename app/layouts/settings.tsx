import { useEffect, useRef } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { SiteShell } from '../components/site-shell.tsx';
import { useI18n } from '../i18n/i18n-context.tsx';
import { useLocalizedPath } from '../i18n/use-localized-path.ts';
import { loadLayoutData } from '../lib/layout-data.server.ts';
import { requireUser } from '../lib/route-guards.server.ts';
import { shouldRevalidateLayout } from '../lib/should-revalidate-layout.ts';
import type { Route } from './+types/settings';
import styles from './settings.module.css';

/** The settings children of spec §2, and the notifications page beside them. */
const SECTIONS = [
  { path: '/user/settings', key: 'settings.nav.account', end: true },
  { path: '/user/settings/classifieds-active', key: 'settings.ads.nav_active', end: false },
  { path: '/user/settings/classifieds-draft', key: 'settings.ads.nav_draft', end: false },
  { path: '/user/settings/classifieds-inactive', key: 'settings.ads.nav_inactive', end: false },
  { path: '/user/notifications', key: 'notifications.title', end: false },
  { path: '/user/visits', key: 'visits.nav', end: false },
  { path: '/user/reviews', key: 'trust.review.nav', end: false },
  { path: '/user/settings/classifieds-saved', key: 'settings.saved.nav', end: false },
  { path: '/user/settings/search-saved', key: 'settings.nav.search_saved', end: false },
  { path: '/user/settings/push', key: 'settings.nav.push', end: false },
  { path: '/user/settings/change-password', key: 'settings.nav.change_password', end: false },
  { path: '/user/verify-phone-number', key: 'settings.nav.phone', end: false },
  // Listed for every account: the page itself tells an individual account it is for companies.
  { path: '/user/settings/company', key: 'settings.nav.company', end: false },
] as const;

/** Account settings: signed-in users only (auth-only guard). */
export function loader({ url, context }: Route.LoaderArgs) {
  requireUser({ context, url });
  // No settings page names a country: the global data is the default country's.
  return loadLayoutData({ url, params: {} });
}

export const shouldRevalidate = shouldRevalidateLayout;

export default function SettingsLayout({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const to = useLocalizedPath();
  const { pathname } = useLocation();
  const sections = useRef<HTMLUListElement>(null);
  // On a phone the sections scroll sideways: the page's own is brought into the row's view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: again on each section's page (the same layout stays mounted)
  useEffect(() => {
    const row = sections.current;
    const current = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (row && current && row.scrollWidth > row.clientWidth) {
      row.scrollLeft = current.offsetLeft - row.offsetLeft - (row.clientWidth - current.offsetWidth) / 2;
    }
  }, [pathname]);
  return (
    // No search bar in the settings (docs/decisions/0015-search-bar.md).
    <SiteShell global={loaderData.global} showSearchToggle={false}>
      <div className={`container ${styles.layout}`}>
        <nav aria-label={t('settings.nav.label')} className={styles.nav}>
          <ul ref={sections}>
            {SECTIONS.map((section) => (
              <li key={section.path}>
                <NavLink to={to(section.path)} end={section.end}>
                  {t(section.key)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.content}>
          <Outlet />
        </div>
      </div>
    </SiteShell>
  );
}
