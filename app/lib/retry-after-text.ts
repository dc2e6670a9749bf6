import type { Translate } from '../../common/locale/translate.ts';

/** "You can try again in …": seconds for a short wait, whole minutes (rounded up) from two on. */
export function retryAfterText(t: Translate, seconds: number): string {
  if (seconds < 120) return t('errors.retry_after', { seconds });
  return t('errors.retry_after_minutes', { minutes: Math.ceil(seconds / 60) });
}
