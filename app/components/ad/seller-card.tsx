import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { PublicUserView } from '../../../server/accounts/profiles.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { useLocalizedPath } from '../../i18n/use-localized-path.ts';
import { Avatar } from '../avatar.tsx';
import { ProfessionalTag } from '../professional-tag.tsx';
import styles from './seller-card.module.css';

/**
 * Who posted the ad: photo, name (to their page), the Professional tag (to the company page),
 * member since, their phone on demand and the way to write to them (`contact`). The number only appears once asked for, so it is not
 * in the page's text for anyone who merely scrolls past (or scrapes it).
 */
export function SellerCard({ seller, contact }: { seller: PublicUserView; contact?: ReactNode }) {
  const { t } = useI18n();
  const to = useLocalizedPath();
  const [phoneShown, setPhoneShown] = useState(false);
  const phoneLink = useRef<HTMLAnchorElement>(null);

  // The button that was pressed disappears: the focus moves to the number it revealed.
  useEffect(() => {
    if (phoneShown) phoneLink.current?.focus();
  }, [phoneShown]);

  return (
    <section className={styles.card} aria-labelledby="seller-title">
      <h2 id="seller-title" className={styles.heading}>
        {t('ad.seller.title')}
      </h2>
      <div className={styles.person}>
        <Avatar name={seller.name} url={seller.avatar_full_url} size={56} />
        <div className={styles.who}>
          <Link className={styles.name} to={to(`/u/${seller.slug}`)}>
            {seller.name}
          </Link>
          {seller.accountType === 'company' ? (
            <ProfessionalTag to={seller.companySlug ? to(`/pro/${seller.companySlug}`) : undefined} />
          ) : null}
          <p className={styles.since}>{t('profile.member_since', { date: seller.memberSince })}</p>
        </div>
      </div>
      {seller.phone ? (
        phoneShown ? (
          <a ref={phoneLink} className={`button ${styles.phone}`} href={seller.phone.href}>
            <span className="visually-hidden">{t('ad.seller.call')} </span>
            {seller.phone.display}
          </a>
        ) : (
          <button type="button" className={`button ${styles.phone}`} onClick={() => setPhoneShown(true)}>
            {t('ad.seller.show_phone')}
          </button>
        )
      ) : null}
      {contact}
    </section>
  );
}
