import { Form } from 'react-router';
import type { VisitAction } from '../../../server/visits/visit-rules.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { CsrfInput } from '../form/csrf-input.tsx';

/** The buttons a side may press on a visit (confirm, decline, cancel), each a plain POST form. */
export function VisitChangeForms({
  visitId,
  actions,
  describedBy,
  className,
}: {
  visitId: string;
  actions: readonly VisitAction[];
  describedBy: string;
  className?: string;
}) {
  const { t } = useI18n();
  if (actions.length === 0) return null;
  return (
    <div className={className}>
      {actions.map((action) => (
        <Form method="post" key={action} preventScrollReset>
          <CsrfInput />
          <input type="hidden" name="visit" value={visitId} />
          <button
            type="submit"
            name="intent"
            value={action}
            className={action === 'confirm' ? 'button button-primary' : 'button'}
            aria-describedby={describedBy}
          >
            {t(`visits.action.${action}`)}
          </button>
        </Form>
      ))}
    </div>
  );
}
