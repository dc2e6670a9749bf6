/**
 * Settings the front end reads from the global data. `recaptchaAllowedInTasks` names the tasks
 * that ask for a captcha (spec §7.12); the accounts issue fills in its tasks.
 */
export const SITE_SETTINGS = {
  recaptchaAllowedInTasks: ['sign_up', 'sign_in', 'forgot_password', 'add_classified_guest', 'contact_seller'],
} as const;

/** Every form that can ask for a captcha: what an administrator may list in `recaptchaAllowedInTasks`. */
export const CAPTCHA_TASKS = SITE_SETTINGS.recaptchaAllowedInTasks;
