import { type ReactNode, Suspense } from 'react';
import { Link } from 'react-router';
import type { ProfilePhone, PublicUserView } from '../../../server/accounts/profiles.ts';
import type { ProfileTrust } from '../../../server/trust/profile-trust.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { useLocalizedPath } from '../../i18n/use-localized-path.ts';
import { lazyComponent } from '../../lib/lazy-component.tsx';
import { Avatar } from '../avatar.tsx';
import { ProfessionalTag } from '../professional-tag.tsx';
import styles from './seller-card.module.css';
import type { PhoneAnswer } from './seller-phone.tsx';

// The phone's button and link: server-rendered with the card, their code loaded by the browser on
// its own, off the ad page's first download (its 120 KB budget, bench:page-weight).
const loadPhone = () => import('./seller-phone.tsx');
const AskedPhone = lazyComponent(() => loadPhone().then((module) => module.AskedPhone));
const ShownPhone = lazyComponent(() => loadPhone().then((module) => module.ShownPhone));
// The trust part (issue 31) rides in the same chunk: the ad page's list of preloads is at its budget.
const Trust = lazyComponent(() => loadPhone().then((module) => module.SellerTrust));

/**
 * Who posted the ad: photo, name (to their page, a company's own), the Professional tag (to the company page),
 * member since; then what a buyer does: write to them (`contact`), their phone on demand, and
 * `more` (save, share, book a visit); last, what vouches for them (trust). Actions before trust:
 * on a laptop's short screen the way to reach the seller stays above the fold. A private
 * seller's number is never in the page: "Show phone" asks the server for it (`canAsk`: not the
 * seller's own ad). A company that shows its number has it in the page, behind the same button.
 */
export function SellerCard({
  slug,
  seller,
  companyPhone,
  answer,
  canAsk,
  contact,
  more,
}: {
  slug: string;
  /** With `trust`: reviews, response time, ads sold and verified badges (seller-trust.tsx). */
  seller: PublicUserView & { trust?: ProfileTrust };
  companyPhone: ProfilePhone | null;
  answer?: PhoneAnswer;
  canAsk: boolean;
  contact?: ReactNode;
  more?: ReactNode;
}) {
  const { t } = useI18n();
  const to = useLocalizedPath();
  return (
    <section className={styles.card} aria-labelledby="seller-title">
      <h2 id="seller-title" className={styles.heading}>
        {t('ad.seller.title')}
      </h2>
      <div className={styles.person}>
        <Avatar name={seller.name} url={seller.avatar_full_url} size={56} />
        <div className={styles.who}>
          {/* A company's name leads to its page (header, contact, social links: spec §6), as its tag does. */}
          <Link
            className={styles.name}
            to={to(seller.companySlug ? `/pro/${seller.companySlug}` : `/u/${seller.slug}`)}
          >
            {seller.name}
          </Link>
          {seller.accountType === 'company' ? (
            <ProfessionalTag to={seller.companySlug ? to(`/pro/${seller.companySlug}`) : undefined} />
          ) : null}
          <p className={styles.since}>{t('profile.member_since', { date: seller.memberSince })}</p>
        </div>
      </div>
      {contact}
      <Suspense fallback={null}>
        {companyPhone ? (
          <ShownPhone phone={companyPhone} />
        ) : seller.hasPhone && canAsk ? (
          <AskedPhone slug={slug} answer={answer} />
        ) : null}
      </Suspense>
      {more}
      <Suspense fallback={null}>
        <Trust trust={seller.trust} />
      </Suspense>
    </section>
  );
}
