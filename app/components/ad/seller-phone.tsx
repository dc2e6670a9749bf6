import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import type { ProfilePhone } from '../../../server/accounts/profiles.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { useLocalizedPath } from '../../i18n/use-localized-path.ts';
import { SHOW_PHONE_INTENT, SHOW_PHONE_TASK } from '../../lib/show-phone.ts';
import { useRootData } from '../../lib/use-root-data.ts';
import { CsrfInput } from '../form/csrf-input.tsx';
import styles from './seller-card.module.css';

/** The captcha only a guest who asks for the number needs: its code loads when it first shows. */
const CaptchaField = lazy(() => import('../captcha-field.tsx').then((module) => ({ default: module.CaptchaField })));

/** What the ad page's action answered to "Show phone" (a form posted before JavaScript loaded). */
export interface PhoneAnswer {
  phone?: ProfilePhone;
  phoneError?: string;
  /** A guest asked without the captcha: ask it. */
  captcha?: boolean;
}

/**
 * "Show phone" for a private seller: the number is not in the page, the ad page's action hands
 * it to a signed-in reader, or to a guest who solved the captcha (docs/decisions/0063). A
 * fetcher asks for it; before JavaScript the form posts and the page comes back with it.
 */
export function AskedPhone({ slug, answer }: { slug: string; answer?: PhoneAnswer }) {
  const { t } = useI18n();
  const to = useLocalizedPath();
  const { user } = useRootData();
  const fetcher = useFetcher<PhoneAnswer>();
  // A guest's first press opens the captcha; the next one sends it.
  const [asking, setAsking] = useState(false);
  const result = fetcher.data ?? answer;
  if (result?.phone) return <PhoneLink phone={result.phone} />;
  const page = to(`/s/${slug}`);
  const error = result?.phoneError;
  // A guest's press that reached the server without the captcha (before the script took over the
  // button) asks it like a first press.
  const askCaptcha = asking || result?.captcha === true;
  return (
    <fetcher.Form method="post" action={page} className={styles.ask}>
      <CsrfInput />
      <input type="hidden" name="intent" value={SHOW_PHONE_INTENT} />
      {!user && askCaptcha ? (
        <Suspense fallback={null}>
          <CaptchaField task={SHOW_PHONE_TASK} always />
        </Suspense>
      ) : null}
      <button
        type="submit"
        className={`button ${styles.phone}`}
        disabled={fetcher.state !== 'idle'}
        onClick={(event) => {
          if (user || askCaptcha) return;
          event.preventDefault();
          setAsking(true);
        }}
      >
        {t('ad.seller.show_phone')}
      </button>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      {user ? null : (
        <a className={styles.signIn} href={`${to('/sign-in')}?${new URLSearchParams({ redirectTo: page })}`}>
          {t('ad.seller.phone_sign_in')}
        </a>
      )}
    </fetcher.Form>
  );
}

/** A company's number it shows openly: in the page, revealed by the button without asking. */
export function ShownPhone({ phone }: { phone: ProfilePhone }) {
  const { t } = useI18n();
  const [shown, setShown] = useState(false);
  if (shown) return <PhoneLink phone={phone} />;
  return (
    <button type="button" className={`button ${styles.phone}`} onClick={() => setShown(true)}>
      {t('ad.seller.show_phone')}
    </button>
  );
}

/** The pressed button disappears: the focus moves to the number it revealed. */
function PhoneLink({ phone }: { phone: ProfilePhone }) {
  const { t } = useI18n();
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => link.current?.focus(), []);
  return (
    <a ref={link} className={`button ${styles.phone}`} href={phone.href}>
      <span className="visually-hidden">{t('ad.seller.call')} </span>
      {phone.display}
    </a>
  );
}

/** The card's trust part shares this chunk (see seller-card.tsx). */
export { SellerTrust } from './seller-trust.tsx';
