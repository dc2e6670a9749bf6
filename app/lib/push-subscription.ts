/**
 * This browser's Web Push subscription (the settings page's switch, app/components/push/): made
 * with the site's VAPID key through the service worker (/sw.js), which shows the pushes.
 */
export type PushState = { status: 'unsupported' | 'denied' } | { status: 'ready'; endpoint: string | null };

function pushSupported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** Set once the one-time question about push has been shown in this browser (push-invite.tsx). */
export const PUSH_INVITE_ASKED = 'galope.push-invite';

/**
 * Whether the one-time question may be asked now: the browser can take pushes, the person has not
 * decided, it was not asked here before, and the network is there (its code is a chunk to fetch).
 */
export function mayInviteToPush(): boolean {
  return (
    navigator.onLine &&
    pushSupported() &&
    Notification.permission === 'default' &&
    localStorage.getItem(PUSH_INVITE_ASKED) === null
  );
}

export async function readPushState(): Promise<PushState> {
  if (!pushSupported()) return { status: 'unsupported' };
  if (Notification.permission === 'denied') return { status: 'denied' };
  const registration = await navigator.serviceWorker.getRegistration('/');
  const subscription = registration ? await registration.pushManager.getSubscription() : null;
  return { status: 'ready', endpoint: subscription?.endpoint ?? null };
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(text, (character) => character.charCodeAt(0));
}

function sameKey(given: ArrayBuffer | null | undefined, wanted: Uint8Array): boolean {
  if (!given) return false;
  const bytes = new Uint8Array(given);
  return bytes.length === wanted.length && bytes.every((byte, index) => byte === wanted[index]);
}

/**
 * Asks for permission (the browser's own prompt, after the person's click), then subscribes; a
 * subscription made with another key (the site's keys changed) is replaced. 'denied' when the
 * person said no.
 */
export async function subscribeThisBrowser(publicKey: string): Promise<PushSubscriptionJSON | 'denied'> {
  if ((await Notification.requestPermission()) !== 'granted') return 'denied';
  await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  const registration = await navigator.serviceWorker.ready;
  const key = keyBytes(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  return subscription.toJSON();
}

/** Ends this browser's subscription; its endpoint, for the server to forget, or null if there was none. */
export async function unsubscribeThisBrowser(): Promise<string | null> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  const subscription = registration ? await registration.pushManager.getSubscription() : null;
  if (!subscription) return null;
  await subscription.unsubscribe();
  return subscription.endpoint;
}
