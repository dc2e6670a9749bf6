import { AD_STEPS } from '../../../common/ads/ad-schemas.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { moderationReasonText } from '../../lib/moderation-reason-text.ts';
import styles from './ad-form.module.css';
import type { AdFormProps } from './ad-form-props.ts';
import { StepCategory } from './step-category.tsx';
import { StepDetails } from './step-details.tsx';
import { StepLocation } from './step-location.tsx';
import { StepMedia } from './step-media.tsx';
import { StepPreview } from './step-preview.tsx';
import { StepType } from './step-type.tsx';

export type { AdFormProps };

/** The posting form: a step bar, then the current step (spec §2 /s/add, issue 4). */
export function AdForm(props: AdFormProps) {
  const { t } = useI18n();
  const { step, mode } = props;
  const current = AD_STEPS.indexOf(step);
  const answer = props.answer?.step === step ? props.answer : undefined;
  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.title}>{t(mode === 'edit' ? 'posting.edit_title' : 'posting.title')}</h1>
      {/* A phone shows the list as a thin progress bar under one line naming the step; wider
          screens show every step by name. */}
      <div className={styles.stepper}>
        <ol className={styles.steps} aria-label={t('posting.steps_label')}>
          {AD_STEPS.map((each, index) => (
            <li
              key={each}
              className={index === current ? styles.stepCurrent : index < current ? styles.stepDone : undefined}
              aria-current={index === current ? 'step' : undefined}
            >
              <span className={styles.stepNumber}>{index + 1}</span>
              <span className={styles.stepName}>{t(`posting.step.${each}`)}</span>
            </li>
          ))}
        </ol>
        <p className={styles.progress}>
          <span className={styles.progressNamed}>
            {t('posting.step_of_named', {
              current: current + 1,
              total: AD_STEPS.length,
              name: t(`posting.step.${step}`),
            })}
          </span>
          <span className={styles.progressPlain}>
            {t('posting.step_of', { current: current + 1, total: AD_STEPS.length })}
          </span>
        </p>
      </div>
      {props.ad?.moderationReason && props.ad.status === 'refused' ? (
        <p className={styles.notice} role="status">
          {t('posting.refused_reason', { reason: moderationReasonText(props.ad.moderationReason, t) })}
        </p>
      ) : null}
      {props.ad?.awaitingReview && props.ad.status === 'approved' ? (
        <p className={styles.info} role="status">
          {t('posting.changes_waiting')}
        </p>
      ) : null}
      {step === 'type' ? <StepType {...props} answer={answer} /> : null}
      {step === 'category' ? <StepCategory {...props} answer={answer} /> : null}
      {step === 'details' ? <StepDetails {...props} answer={answer} /> : null}
      {step === 'location' ? <StepLocation {...props} answer={answer} /> : null}
      {step === 'media' ? <StepMedia {...props} answer={answer} /> : null}
      {step === 'preview' ? <StepPreview {...props} answer={answer} /> : null}
    </div>
  );
}
