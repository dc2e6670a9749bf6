import type { ReactNode } from 'react';
import type { ProfileCountry } from '../../server/accounts/profiles.ts';
import { Avatar } from './avatar.tsx';
import styles from './profile-header.module.css';

/**
 * The header band of the profile pages (spec §2): white for /u/{user}; for /pro/{slug} the
 * professional custom header, under its cover (a calm band until covers can be uploaded).
 */
export function ProfileHeader({
  title,
  avatarUrl,
  country,
  tag,
  professional = false,
  coverUrl = null,
  children,
}: {
  title: string;
  avatarUrl: string | null;
  country: ProfileCountry;
  tag?: ReactNode;
  professional?: boolean;
  coverUrl?: string | null;
  children?: ReactNode;
}) {
  return (
    <section className={`${styles.band} ${professional ? styles.professional : ''}`} aria-labelledby="profile-title">
      {professional ? <div className={styles.cover}>{coverUrl ? <img src={coverUrl} alt="" /> : null}</div> : null}
      <div className={`container ${styles.inner}`}>
        <Avatar name={title} url={avatarUrl} size={72} className={styles.avatar} />
        <div className={styles.head}>
          <h1 id="profile-title" className={styles.title}>
            {title}
          </h1>
          <p className={styles.meta}>
            {tag}
            <span className={styles.country}>
              <img src={country.icon} alt="" width="24" height="16" />
              {country.name}
            </span>
          </p>
        </div>
        {children ? <div className={styles.details}>{children}</div> : null}
      </div>
    </section>
  );
}
