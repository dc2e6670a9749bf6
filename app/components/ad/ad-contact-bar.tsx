import type { ProfilePhone } from '../../../server/accounts/profiles.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { ContactSellerButton } from '../chat/contact-seller-button.tsx';
import { FavouriteButton } from '../engagement/favourite-button.tsx';
import styles from './ad-contact-bar.module.css';

/**
 * The phone's bottom bar (below 960 px, where the seller card is a screen or more down): Chat,
 * Call and Save, always at hand. "Call" dials a company's public number; a private seller's number
 * is asked for in the seller card ("Show phone"), so there it leads to the card. The page keeps
 * room for the bar at its end, so it covers nothing; the chat opens as its own page on a phone.
 */
export function AdContactBar({
  slug,
  title,
  favourited,
  companyPhone,
  hasPhone,
}: {
  slug: string;
  title: string;
  favourited: boolean;
  companyPhone: ProfilePhone | null;
  hasPhone: boolean;
}) {
  const { t } = useI18n();
  return (
    <nav className={styles.bar} aria-label={t('ad.contact_bar.title')} data-contact-bar="">
      <ContactSellerButton slug={slug} className={`button button-primary ${styles.chat}`} label="ad.contact_bar.chat" />
      {companyPhone ? (
        <a className={`button ${styles.call}`} href={companyPhone.href}>
          {t('ad.contact_bar.call')}
        </a>
      ) : hasPhone ? (
        <a className={`button ${styles.call}`} href="#seller-title">
          {t('ad.contact_bar.call')}
        </a>
      ) : null}
      <FavouriteButton slug={slug} title={title} favourited={favourited} variant="bar" />
    </nav>
  );
}
