/** The ad page form's `intent` that asks for the seller's phone (app/lib/show-phone.server.ts). */
export const SHOW_PHONE_INTENT = 'show_phone';

/** The captcha task a guest solves to see a seller's phone: always asked of guests, whatever the settings. */
export const SHOW_PHONE_TASK = 'show_phone';
