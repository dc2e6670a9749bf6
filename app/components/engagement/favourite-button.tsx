import { createContext, useContext } from 'react';
import { Form, useFetcher, useLocation } from 'react-router';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { useLocalizedPath } from '../../i18n/use-localized-path.ts';
import { useRootData } from '../../lib/use-root-data.ts';
import { CsrfInput } from '../form/csrf-input.tsx';
import styles from './favourite-button.module.css';

/** The id of the form a list's hearts share (`FavouritesForm`), or null: each heart is its own form. */
export const SharedFavouritesForm = createContext<string | null>(null);

/**
 * The heart (spec §1 favourite): a form, so it works before JavaScript loads. Signed in, it posts
 * through a fetcher and shows the asked state at once, then the server's answer (the page's data
 * may come back later, or stale); a refusal puts it back as it was. A guest's post leads to
 * sign-in, after which the favourite is added. `aria-pressed` says whether the ad is a favourite,
 * and the ad page's label says it too. Keyed by the ad where it is used: an answer is one ad's.
 * The button carries the intent (add or remove); in a list it posts the list's shared form to its
 * own ad's address. The heart itself is drawn by the stylesheet.
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
  const { user, csrf } = useRootData();
  const location = useLocation();
  const shared = useContext(SharedFavouritesForm);
  // One fetcher per ad: the ad page's hearts (its column and the phone's bottom bar) show one state.
  const fetcher = useFetcher<{ favourited?: boolean; error?: string }>({ key: `favourite-${slug}` });
  const asked = fetcher.formData?.get('intent');
  const on = asked ? asked === 'add' : (fetcher.data?.favourited ?? favourited);
  const action = to(`/s/${slug}/favourite`);
  const returnTo = `${location.pathname}${location.search}`;
  const intent = on ? 'remove' : 'add';
  const button = (
    <button
      type="submit"
      name="intent"
      value={intent}
      form={shared ?? undefined}
      formAction={shared ? action : undefined}
      aria-pressed={on}
      className={`${styles.button} ${styles[variant]}`}
      onClick={(event) => {
        if (!user) return;
        event.preventDefault();
        fetcher.submit({ csrf, intent, returnTo }, { method: 'post', action });
      }}
    >
      <span className={styles.heart} aria-hidden="true" />
      {variant === 'page' ? (
        <span>{on ? t('favourites.saved') : t('favourites.save')}</span>
      ) : variant === 'bar' ? (
        <span>{on ? t('favourites.saved') : t('favourites.save_short')}</span>
      ) : (
        <span className="visually-hidden">{t('favourites.save_named', { title })}</span>
      )}
    </button>
  );
  const error = fetcher.data?.error ? (
    <span role="alert" className={styles.error}>
      {fetcher.data.error}
    </span>
  ) : null;
  return shared ? (
    <>
      {button}
      {error}
    </>
  ) : (
    <Form method="post" action={action} className={styles.form}>
      <CsrfInput />
      <input type="hidden" name="returnTo" value={returnTo} />
      {button}
      {error}
    </Form>
  );
}
