import { type ReactNode, useId } from 'react';
import { Form, useLocation } from 'react-router';
import { FavouriteButton, SharedFavouritesForm } from '../engagement/favourite-button.tsx';
import { CsrfInput } from '../form/csrf-input.tsx';
import styles from './ad-card.module.css';
import { AdCard, type ListedAd } from './ad-card.tsx';

/**
 * A responsive grid of ad cards (one column on a phone, up to four on a wide screen), or a list
 * of rows. The first `eager` cards are in the first screen and load without waiting. Each card
 * has a heart, filled for the slugs in `favourites` (the reader's, found in one query per page);
 * the hearts share one form.
 */
export function AdCardGrid({
  ads,
  layout = 'grid',
  eager = 0,
  favourites = [],
}: {
  ads: ListedAd[];
  layout?: 'grid' | 'row';
  eager?: number;
  favourites?: readonly string[];
}) {
  return (
    <FavouritesForm>
      <ul className={layout === 'row' ? styles.rows : styles.grid}>
        {ads.map((ad, index) => (
          <li key={ad.slug}>
            <AdCard
              ad={ad}
              layout={layout}
              eager={index < eager}
              favourite={<FavouriteButton slug={ad.slug} title={ad.title} favourited={favourites.includes(ad.slug)} />}
            />
          </li>
        ))}
      </ul>
    </FavouritesForm>
  );
}

/**
 * One form for the list's hearts: the CSRF token and the page to come back to, once. Each heart in
 * `children` is then only its button, posting this form to its own ad's address (`formaction`).
 * A results page's 24 forms, each with those fields, were 10 kB of its HTML (issue 32).
 */
function FavouritesForm({ children }: { children: ReactNode }) {
  const id = useId();
  const location = useLocation();
  return (
    <>
      <Form id={id} method="post" hidden>
        <CsrfInput />
        <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
      </Form>
      <SharedFavouritesForm.Provider value={id}>{children}</SharedFavouritesForm.Provider>
    </>
  );
}
