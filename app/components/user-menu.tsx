import { useEffect, useRef } from 'react';
import { Form, Link, useLocation } from 'react-router';
import type { SignedInUser } from '../../server/accounts/user-views.ts';
import { useI18n } from '../i18n/i18n-context.tsx';
import { useLocalizedPath } from '../i18n/use-localized-path.ts';
import { Avatar } from './avatar.tsx';
import { CsrfInput } from './form/csrf-input.tsx';
import styles from './user-menu.module.css';

/**
 * The signed-in user's menu in the header (spec §2): own ads, saved ads, account, logout. A
 * `<details>`, so it opens before its code arrives; it closes when one of its links is followed
 * (the header stays through a navigation, and the menu would cover the new page).
 */
export function UserMenu({ user }: { user: SignedInUser }) {
  const { t } = useI18n();
  const to = useLocalizedPath();
  const menu = useRef<HTMLDetailsElement>(null);
  const { key } = useLocation();
  // Not on the first render: a menu opened before React took it over stays open.
  const shownAt = useRef(key);
  useEffect(() => {
    if (shownAt.current === key) return;
    shownAt.current = key;
    if (menu.current) menu.current.open = false;
  }, [key]);
  return (
    <details className={styles.menu} ref={menu}>
      <summary className={styles.toggle}>
        <Avatar name={user.name} url={user.avatar_full_url} size={32} />
        <span className={styles.name}>{user.name}</span>
        <span className="visually-hidden">{t('header.user_menu')}</span>
      </summary>
      <ul className={styles.list}>
        <li>
          <Link to={to('/user/settings/classifieds-active')}>{t('header.active_ads')}</Link>
        </li>
        <li>
          <Link to={to('/user/settings/classifieds-inactive')}>{t('header.inactive_ads')}</Link>
        </li>
        <li>
          <Link to={to('/user/settings/classifieds-saved')}>{t('header.saved_ads')}</Link>
        </li>
        <li>
          <Link to={to('/user/messages')}>{t('chat.menu_link')}</Link>
        </li>
        <li>
          <Link to={to('/user/settings')}>{t('header.account')}</Link>
        </li>
        {user.role === 'admin' ? (
          <>
            <li>
              <Link to={to('/admin')}>{t('admin.nav.dashboard')}</Link>
            </li>
            <li>
              <Link to={to('/admin/moderation')}>{t('header.moderation')}</Link>
            </li>
            <li>
              <Link to={to('/admin/users')}>{t('admin.nav.users')}</Link>
            </li>
            <li>
              <Link to={to('/admin/audit')}>{t('admin.nav.audit')}</Link>
            </li>
            <li>
              <Link to={to('/admin/content')}>{t('admin.nav.content')}</Link>
            </li>
          </>
        ) : null}
        <li>
          <Form method="post" action={to('/logout')} reloadDocument>
            <CsrfInput />
            <button type="submit">{t('header.logout')}</button>
          </Form>
        </li>
      </ul>
    </details>
  );
}
