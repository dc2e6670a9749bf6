import { Form } from 'react-router';
import type { VisitAction } from '../../../common/visits/visit-rules.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { CsrfInput } from '../form/csrf-input.tsx';
import styles from './visits.module.css';

/**
 * The buttons a side may press on a visit, each a plain POST form. Declining and cancelling are
 * final and e-mail the other person, so they take a second, deliberate press.
 */
export function VisitChangeForms({
  visitId,
  actions,
  describedBy,
}: {
  visitId: string;
  actions: readonly VisitAction[];
  describedBy: string;
}) {
  const { t } = useI18n();
  if (actions.length === 0) return null;
  const form = (action: VisitAction, label: string, className: string) => (
    <Form method="post" preventScrollReset>
      <CsrfInput />
      <input type="hidden" name="visit" value={visitId} />
      <button type="submit" name="intent" value={action} className={className} aria-describedby={describedBy}>
        {label}
      </button>
    </Form>
  );
  return (
    <div className={styles.actions}>
      {actions.map((action) =>
        action === 'confirm' ? (
          <div key={action}>{form(action, t('visits.action.confirm'), 'button button-primary')}</div>
        ) : (
          <details key={action} className={styles.confirmStep}>
            <summary className="button">{t(`visits.action.${action}`)}</summary>
            {form(action, t(`visits.action.${action}_sure`), `button ${styles.danger}`)}
          </details>
        ),
      )}
    </div>
  );
}
