import { useEffect, useState } from 'react';
import { useFetcher } from 'react-router';
import type { PushDeviceView } from '../../../server/push/push-settings.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { useLocalizedPath } from '../../i18n/use-localized-path.ts';
import {
  mayInviteToPush,
  PUSH_INVITE_ASKED,
  readPushState,
  subscribeThisBrowser,
} from '../../lib/push-subscription.ts';
import { useRootData } from '../../lib/use-root-data.ts';
import styles from './push-invite.module.css';

type Phase = 'hidden' | 'asking' | 'on' | 'denied';

/**
 * Issue 34's polite question, once per browser, after the person's first chat message or saved
 * search (never on a page load): push notifications for the answer or the new ads. Shown only
 * when the browser can take pushes, the person has not decided (permission "default") and this
 * browser is not subscribed. "Turn on" subscribes as the settings page does (its action).
 */
export function PushInvite({ reason }: { reason: 'chat' | 'saved_search' }) {
  const { t } = useI18n();
  const { csrf } = useRootData();
  const to = useLocalizedPath();
  const settings = useFetcher<{ publicKey: string; devices: PushDeviceView[] }>();
  const saver = useFetcher();
  const [phase, setPhase] = useState<Phase>('hidden');
  const settingsPath = to('/user/settings/push');

  useEffect(() => {
    let live = true;
    if (!mayInviteToPush()) return;
    readPushState().then(
      (state) => {
        if (!live || state.status !== 'ready' || state.endpoint) return;
        localStorage.setItem(PUSH_INVITE_ASKED, new Date().toISOString());
        setPhase('asking');
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (phase === 'asking' && settings.state === 'idle' && !settings.data) void settings.load(settingsPath);
  }, [phase, settings, settingsPath]);

  async function turnOn() {
    const publicKey = settings.data?.publicKey;
    if (!publicKey) return;
    try {
      const subscription = await subscribeThisBrowser(publicKey);
      if (subscription === 'denied') return setPhase('denied');
      const { endpoint = '', keys = {} } = subscription;
      await saver.submit(
        { intent: 'subscribe', csrf, endpoint, p256dh: keys.p256dh ?? '', auth: keys.auth ?? '' },
        { method: 'post', action: settingsPath },
      );
      setPhase('on');
    } catch (error) {
      console.warn('push not turned on', error);
      setPhase('hidden');
    }
  }

  if (phase === 'hidden') return null;
  return (
    <aside className={styles.invite} aria-label={t('push.invite.label')}>
      {phase === 'asking' ? (
        <>
          <p>{t(`push.invite.${reason}`)}</p>
          <div className={styles.actions}>
            <button
              type="button"
              className="button button-primary"
              onClick={turnOn}
              disabled={!settings.data || saver.state !== 'idle'}
            >
              {t('settings.push.turn_on')}
            </button>
            <button type="button" className={styles.later} onClick={() => setPhase('hidden')}>
              {t('push.invite.not_now')}
            </button>
          </div>
        </>
      ) : (
        <p role="status">{t(phase === 'on' ? 'settings.push.saved' : 'settings.push.state.denied')}</p>
      )}
    </aside>
  );
}
