import styles from './logo.module.css';

/** The Galope mark: a horseshoe in the accent colour beside the word. */
export function Logo() {
  return (
    <span className={styles.logo}>
      <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <path
          d="M9 27c-3.2-3.4-5-8-4.4-12.6C5.4 8.2 10.2 4 16 4s10.6 4.2 11.4 10.4C28 19 26.2 23.6 23 27"
          fill="none"
          stroke="currentColor"
          strokeWidth="4.2"
          strokeLinecap="round"
        />
        <g fill="var(--color-bg, #fff)">
          <circle cx="7.6" cy="18" r="1.1" />
          <circle cx="9.6" cy="11" r="1.1" />
          <circle cx="16" cy="7.1" r="1.1" />
          <circle cx="22.4" cy="11" r="1.1" />
          <circle cx="24.4" cy="18" r="1.1" />
        </g>
      </svg>
      <span className={styles.word}>Galope</span>
    </span>
  );
}
