import { useActionData } from 'react-router';
import { invalidInput, notFound, unknownIntent } from '../../server/http/app-errors.ts';
import { describeDevice } from '../../server/push/device-label.ts';
import { pushDeviceIdSchema, pushEndpointSchema, pushSubscriptionSchema } from '../../server/push/push-schemas.ts';
import { viewPushSettings } from '../../server/push/push-settings.ts';
import { removePushSubscription, savePushSubscription } from '../../server/push/push-subscriptions.ts';
import { PushSettings } from '../components/push/push-settings.tsx';
import { RouteErrorBoundary } from '../components/route-error-boundary.tsx';
import { useI18n } from '../i18n/i18n-context.tsx';
import { metaTranslator, pageMeta } from '../lib/meta.ts';
import { requireUser } from '../lib/route-guards.server.ts';
import type { Route } from './+types/settings-push';
import styles from './settings-push.module.css';

/** /user/settings/push: push notifications, turned on per device; the devices that get them. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const user = requireUser({ context, url });
  return viewPushSettings(user.id);
}

/**
 * `subscribe`: this browser's subscription (posted by the switch); `unsubscribe`: this browser
 * turned push off; `remove`: a device of the list. Each touches only the signed-in user's rows.
 */
export async function action({ request, context, url }: Route.ActionArgs) {
  const user = requireUser({ context, url });
  const form = Object.fromEntries(await request.formData());
  if (form.intent === 'subscribe') {
    const parsed = pushSubscriptionSchema.safeParse(form);
    if (!parsed.success) invalidInput();
    const device = describeDevice(request.headers.get('user-agent'));
    await savePushSubscription({ userId: user.id, ...parsed.data, device });
    return { done: 'settings.push.saved' };
  }
  if (form.intent === 'unsubscribe') {
    const parsed = pushEndpointSchema.safeParse(form);
    if (!parsed.success) invalidInput();
    await removePushSubscription({ userId: user.id, endpoint: parsed.data.endpoint });
    return { done: 'settings.push.turned_off' };
  }
  if (form.intent === 'remove') {
    const parsed = pushDeviceIdSchema.safeParse(form);
    if (!parsed.success || !(await removePushSubscription({ userId: user.id, id: parsed.data.id }))) {
      notFound();
    }
    return { done: 'settings.push.removed' };
  }
  unknownIntent();
}

export default function SettingsPush({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const result = useActionData<typeof action>();
  return (
    <section aria-labelledby="push-title" className={styles.page}>
      <header className={styles.header}>
        <h1 id="push-title" className={styles.title}>
          {t('settings.push.title')}
        </h1>
        <p className={styles.intro}>{t('settings.push.intro')}</p>
      </header>
      {result ? (
        <p className={styles.notice} role="status">
          {t(result.done)}
        </p>
      ) : null}
      <PushSettings publicKey={loaderData.publicKey} devices={loaderData.devices} />
    </section>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(metaTranslator(matches)('settings.push.title'));
}

export const ErrorBoundary = RouteErrorBoundary;
