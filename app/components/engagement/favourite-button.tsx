import { Form, useFetcher, useLocation } from 'react-router';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { useLocalizedPath } from '../../i18n/use-localized-path.ts';
import { useRootData } from '../../lib/use-root-data.ts';
import { CsrfInput } from '../form/csrf-input.tsx';
import styles from './favourite-button.module.css';

/**
 * The heart (spec §1 favourite): a form, so it works before JavaScript loads. Signed in, it posts
 * through a fetcher and shows the asked state at once, then the server's answer (the page's data
 * may come back later, or stale); a refusal puts it back as it was. A guest's post leads to
 * sign-in, after which the favourite is added. `aria-pressed` says whether the ad is a favourite,
 * and the ad page's label says it too. Keyed by the ad where it is used: an answer is one ad's.
 */
export function FavouriteButton({
  slug,
  title,
  favourited,
  variant = 'card',
}: {
  slug: string;
  title: string;
  favourited: boolean;
  variant?: 'card' | 'page' | 'bar';
}) {
  const { t } = useI18n();
  const to = useLocalizedPath();
  const { user } = useRootData();
  const location = useLocation();
  // One fetcher per ad: the ad page's hearts (its column and the phone's bottom bar) show one state.
  const fetcher = useFetcher<{ favourited?: boolean; error?: string }>({ key: `favourite-${slug}` });
  const asked = fetcher.formData?.get('intent');
  const on = asked ? asked === 'add' : (fetcher.data?.favourited ?? favourited);
  const FormTag = user ? fetcher.Form : Form;
  return (
    <FormTag method="post" action={to(`/s/${slug}/favourite`)} className={styles.form}>
      <CsrfInput />
      <input type="hidden" name="intent" value={on ? 'remove' : 'add'} />
      <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
      <button type="submit" aria-pressed={on} className={`${styles.button} ${styles[variant]}`}>
        <svg className={styles.heart} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.8 4.5c2.2 0 3.6 1.2 5.2 3 1.6-1.8 3-3 5.2-3 3.8 0 5.9 3.9 4.4 7.3C19.5 16.4 12 21 12 21z" />
        </svg>
        {variant === 'page' ? (
          <span>{on ? t('favourites.saved') : t('favourites.save')}</span>
        ) : variant === 'bar' ? (
          <span>{on ? t('favourites.saved') : t('favourites.save_short')}</span>
        ) : (
          <span className="visually-hidden">{t('favourites.save_named', { title })}</span>
        )}
      </button>
      {fetcher.data?.error ? (
        <span role="alert" className={styles.error}>
          {fetcher.data.error}
        </span>
      ) : null}
    </FormTag>
  );
}
