/** Spec §9: the notification sound, made for the project by scripts/make-notification-sound.ts. */
const NOTIFICATION_SOUND = '/audio/notification2.mp3';

let sound: HTMLAudioElement | undefined;

/**
 * Plays the chime once. Browsers refuse sound before the person has interacted with the page
 * (autoplay policy): the refusal is expected and ignored, the pop-up says it all anyway.
 */
export function playNotificationSound(): void {
  sound ??= new Audio(NOTIFICATION_SOUND);
  sound.currentTime = 0;
  sound.play().catch(() => undefined);
}
