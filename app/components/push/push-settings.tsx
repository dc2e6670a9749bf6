import { useEffect, useState } from 'react';
import { Form, useFetcher } from 'react-router';
import type { PushDeviceView } from '../../../server/push/push-settings.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { readPushState, subscribeThisBrowser, unsubscribeThisBrowser } from '../../lib/push-subscription.ts';
import { useRootData } from '../../lib/use-root-data.ts';
import { CsrfInput } from '../form/csrf-input.tsx';
import styles from './push-settings.module.css';

type Status = 'checking' | 'unsupported' | 'denied' | 'off' | 'on' | 'failed';

/**
 * The settings page's push section: this browser's switch (needs JavaScript: the browser makes
 * the subscription) and the list of devices that get pushes, each removable with a plain form.
 */
export function PushSettings({ publicKey, devices }: { publicKey: string; devices: PushDeviceView[] }) {
  const { t } = useI18n();
  const { csrf } = useRootData();
  const fetcher = useFetcher<{ done: string }>();
  const [status, setStatus] = useState<Status>('checking');
  const [here, setHere] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const known = devices.map((each) => each.endpoint).join('\n');
  // What the switch's last post did, while it still describes this browser (a removal from the
  // list, or a reload, may have changed it since).
  const done = fetcher.data?.done;
  const notice =
    (done === 'settings.push.saved' && status === 'on') || (done === 'settings.push.turned_off' && status === 'off')
      ? done
      : null;

  useEffect(() => {
    let live = true;
    readPushState().then(
      (state) => {
        if (!live) return;
        if (state.status !== 'ready') return setStatus(state.status);
        setHere(state.endpoint);
        setStatus(state.endpoint && known.split('\n').includes(state.endpoint) ? 'on' : 'off');
      },
      () => live && setStatus('failed'),
    );
    return () => {
      live = false;
    };
  }, [known]);

  async function turnOn() {
    setBusy(true);
    try {
      const subscription = await subscribeThisBrowser(publicKey);
      if (subscription === 'denied') return setStatus('denied');
      const { endpoint = '', keys = {} } = subscription;
      await fetcher.submit(
        { intent: 'subscribe', csrf, endpoint, p256dh: keys.p256dh ?? '', auth: keys.auth ?? '' },
        { method: 'post' },
      );
    } catch (error) {
      console.warn('push not turned on', error);
      setStatus('failed');
    } finally {
      setBusy(false);
    }
  }

  async function turnOff() {
    setBusy(true);
    try {
      const endpoint = (await unsubscribeThisBrowser()) ?? here ?? '';
      await fetcher.submit({ intent: 'unsubscribe', csrf, endpoint }, { method: 'post' });
    } catch (error) {
      console.warn('push not turned off', error);
      setStatus('failed');
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <div className={styles.switch}>
        <p className={styles.state} role="status">
          {t(`settings.push.state.${status}`)}
        </p>
        {status === 'off' ? (
          <button type="button" className="button button-primary" onClick={turnOn} disabled={busy}>
            {t('settings.push.turn_on')}
          </button>
        ) : null}
        {status === 'on' ? (
          <button type="button" className="button" onClick={turnOff} disabled={busy}>
            {t('settings.push.turn_off')}
          </button>
        ) : null}
        {notice ? <p className={styles.notice}>{t(notice)}</p> : null}
      </div>
      <section aria-labelledby="push-devices-title" className={styles.devices}>
        <h2 id="push-devices-title" className={styles.subtitle}>
          {t('settings.push.devices')}
        </h2>
        {devices.length === 0 ? (
          <p className={styles.empty}>{t('settings.push.no_devices')}</p>
        ) : (
          <ul className={styles.rows}>
            {devices.map((each) => (
              <li key={each.id} className={styles.row}>
                <div className={styles.device}>
                  <strong id={`push-device-${each.id}`}>
                    {each.device}
                    {each.endpoint === here ? (
                      <span className={styles.here}>{t('settings.push.this_device')}</span>
                    ) : null}
                  </strong>
                  <span className={styles.added}>{t('settings.push.added', { date: each.added })}</span>
                </div>
                <Form method="post">
                  <CsrfInput />
                  <input type="hidden" name="id" value={each.id} />
                  <button
                    type="submit"
                    name="intent"
                    value="remove"
                    className="button"
                    aria-describedby={`push-device-${each.id}`}
                  >
                    {t('settings.push.remove')}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
