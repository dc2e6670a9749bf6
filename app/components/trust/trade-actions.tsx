import { Form, Link, useNavigation } from 'react-router';
import type { TradeState } from '../../../server/trust/trades.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { useLocalizedPath } from '../../i18n/use-localized-path.ts';
import { CsrfInput } from '../form/csrf-input.tsx';
import styles from './trade-actions.module.css';

/**
 * The ad's sale, in a conversation's header (issue 31): the seller reserves the ad or sells it to
 * this buyer; both sides see where it stands and, once sold here, are led to review each other.
 * Plain forms: they work before the page's JavaScript runs.
 */
export function TradeActions({ trade, name }: { trade: TradeState; name: string }) {
  const { t } = useI18n();
  const to = useLocalizedPath();
  const busy = useNavigation().state === 'submitting';
  const status = trade.soldHere
    ? t(trade.role === 'seller' ? 'trust.trade.sold_to' : 'trust.trade.sold_to_you', { name })
    : trade.sold
      ? t('ad.sold')
      : trade.reserved
        ? t(trade.role === 'seller' ? 'trust.trade.reserved_seller' : 'trust.trade.reserved_buyer')
        : null;
  return (
    <div className={styles.trade}>
      {status ? (
        <p className={styles.status} role="status">
          {status}
        </p>
      ) : null}
      {trade.canAct && !trade.sold ? (
        <Form method="post" className={styles.actions}>
          <CsrfInput />
          <button
            type="submit"
            name="intent"
            value={trade.reserved ? 'unreserve' : 'reserve'}
            className={styles.action}
            disabled={busy}
          >
            {trade.reserved ? t('trust.trade.unreserve') : t('trust.trade.reserve')}
          </button>
          <button type="submit" name="intent" value="sold_to_buyer" className={styles.action} disabled={busy}>
            {t('trust.trade.sell_to_buyer')}
          </button>
        </Form>
      ) : null}
      {trade.soldHere ? (
        <Link className={styles.review} to={to('/user/reviews')}>
          {t('trust.trade.review_link', { name })}
        </Link>
      ) : null}
    </div>
  );
}
