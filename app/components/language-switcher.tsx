import type { ShellData } from '../../server/catalogue/shell-data.ts';
import { useI18n } from '../i18n/i18n-context.tsx';
import { useAlternates } from '../lib/use-alternates.ts';
import styles from './language-switcher.module.css';

/**
 * Links to this same page in each language. Plain links so it works before JavaScript loads; the
 * page they open stores the `i18n_redirected` cookie (root loader).
 */
export function LanguageSwitcher({ languages }: { languages: ShellData['languages'] }) {
  const { t, locale } = useI18n();
  const alternates = useAlternates();
  return (
    <nav aria-label={t('footer.language')}>
      <ul className={styles.list}>
        {languages.map((language) => (
          <li key={language.code}>
            <a
              className={styles.link}
              href={alternates[language.code]}
              hrefLang={language.code}
              lang={language.code}
              aria-current={language.code === locale ? 'true' : undefined}
            >
              {language.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
