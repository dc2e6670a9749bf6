import { Link } from 'react-router';
import { useI18n } from '../i18n/i18n-context.tsx';
import styles from './professional-tag.module.css';

/** The "Professional" badge of a company's profile; a link to its page where one is given. */
export function ProfessionalTag({ to }: { to?: string }) {
  const { t } = useI18n();
  return to ? (
    <Link className={styles.tag} to={to}>
      {t('profile.professional')}
    </Link>
  ) : (
    <span className={styles.tag}>{t('profile.professional')}</span>
  );
}
