import type { ReactNode } from 'react';
import styles from './auth-card.module.css';

/** The narrow card that holds the sign-in, sign-up and account-flow forms. */
export function AuthCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <div className={`container ${styles.wrap}`}>
      <section className={styles.card} aria-labelledby="auth-title">
        <h1 id="auth-title" className={styles.title}>
          {title}
        </h1>
        {intro ? <div className={styles.intro}>{intro}</div> : null}
        {children}
      </section>
    </div>
  );
}
