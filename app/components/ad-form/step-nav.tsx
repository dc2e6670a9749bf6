import { Link, useLocation, useNavigation } from 'react-router';
import { AD_STEPS, type AdStep } from '../../../common/ads/ad-schemas.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import styles from './ad-form.module.css';

/** Back to the previous step (a link: nothing is posted) and the step's own submit button. */
export function StepNav({
  step,
  submitLabel,
  intent,
  blockedBy,
}: {
  step: AdStep;
  submitLabel?: string;
  /** Posted as the button's own value, where one form has several buttons. */
  intent?: string;
  /** The id of the message saying why the step cannot go on yet (the button is then disabled). */
  blockedBy?: string;
}) {
  const { t } = useI18n();
  const location = useLocation();
  const busy = useNavigation().state === 'submitting';
  const previous = AD_STEPS[AD_STEPS.indexOf(step) - 1];
  const back = new URLSearchParams(location.search);
  if (previous) back.set('step', previous);
  return (
    <div className={styles.nav}>
      {previous ? (
        <Link className="button" to={`${location.pathname}?${back}`}>
          {t('posting.back')}
        </Link>
      ) : (
        <span />
      )}
      <button
        type="submit"
        name={intent ? 'intent' : undefined}
        value={intent}
        className="button button-primary"
        disabled={busy || Boolean(blockedBy)}
        aria-describedby={blockedBy}
      >
        {submitLabel ?? t('posting.continue')}
      </button>
    </div>
  );
}
