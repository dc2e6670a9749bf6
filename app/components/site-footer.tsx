import { Link } from 'react-router';
import type { ShellData } from '../../server/catalogue/shell-data.ts';
import { useI18n } from '../i18n/i18n-context.tsx';
import { useLocalizedPath } from '../i18n/use-localized-path.ts';
import { LanguageSwitcher } from './language-switcher.tsx';
import { Logo } from './logo.tsx';
import styles from './site-footer.module.css';

/**
 * Footer of spec §2: subcategories per category, about, social, policies, useful pages, country, language.
 * Its 60-odd links are `discover="none"`: React Router learns their routes when one is clicked,
 * instead of fetching the route manifest for all of them after every page loads, which cost three
 * requests and long tasks on a phone (docs/decisions/0023-page-shell.md).
 */
export function SiteFooter({ global }: { global: ShellData }) {
  const { t } = useI18n();
  const to = useLocalizedPath();
  const policies = global.pages.filter((page) => page.place === 'policy');
  const useful = global.pages.filter((page) => page.place === 'useful');
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.categories}`}>
        {global.categories.map((category) => (
          <section key={category.slug} aria-labelledby={`footer-${category.slug}`}>
            <h2 id={`footer-${category.slug}`} className={styles.heading}>
              <Link discover="none" to={to(`/c/${category.slug}`)}>
                {category.name}
              </Link>
            </h2>
            <ul className={styles.list}>
              {category.sub_categories.map((subcategory) => (
                <li key={subcategory.slug}>
                  <Link discover="none" to={to(`/c/${category.slug}/${subcategory.slug}`)}>
                    {subcategory.name}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <div className={`container ${styles.about}`}>
        <section className={styles.aboutText}>
          <Logo />
          <p>{t('footer.about_text')}</p>
          <ul className={styles.social} aria-label={t('footer.follow_us')}>
            {global.socialLinks.map((link) => (
              <li key={link.name}>
                <a href={link.url} title={link.title} rel="noopener noreferrer" target="_blank">
                  {link.title}
                </a>
              </li>
            ))}
          </ul>
        </section>
        <nav aria-labelledby="footer-policies">
          <h2 id="footer-policies" className={styles.heading}>
            {t('footer.policies')}
          </h2>
          <ul className={styles.list}>
            {policies.map((page) => (
              <li key={page.key}>
                <Link discover="none" to={to(`/p/spec/${page.slug}`)}>
                  {page.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-useful">
          <h2 id="footer-useful" className={styles.heading}>
            {t('footer.useful')}
          </h2>
          <ul className={styles.list}>
            {useful.map((page) => (
              <li key={page.key}>
                <Link discover="none" to={to(`/p/${page.slug}`)}>
                  {page.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-countries">
          <h2 id="footer-countries" className={styles.heading}>
            {t('footer.country')}
          </h2>
          <ul className={`${styles.list} ${styles.countries}`}>
            {global.countriesWithIcons.map((country) => (
              <li key={country.code}>
                <Link
                  discover="none"
                  to={to(`/${country.slug}`)}
                  aria-current={country.code === global.country.code ? 'true' : undefined}
                >
                  <img src={country.icon} alt="" width="20" height="14" loading="lazy" />
                  {country.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className={`container ${styles.bottom}`}>
        <LanguageSwitcher languages={global.languages} />
        <p className={styles.copyright}>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
