import { getReferenceData } from '../../server/catalogue/reference-data.ts';
import { captchaRequired, verifyCaptcha } from '../../server/infra/captcha/captcha.ts';
import { readConfig } from '../../server/infra/config.ts';
import { deriveKey } from '../../server/infra/secret.ts';
import { CAPTCHA_FIELD } from '../components/captcha-field.tsx';

/**
 * Checks the captcha of a form when the settings ask for one on `task` (spec §7.12). Returns the
 * message key to show, or undefined when the form may go on.
 */
export async function captchaError(options: {
  formData: FormData;
  task: string;
  clientIp: string;
}): Promise<string | undefined> {
  const { settings } = await getReferenceData();
  const allowed = Array.isArray(settings.recaptchaAllowedInTasks) ? (settings.recaptchaAllowedInTasks as string[]) : [];
  if (!captchaRequired(options.task, allowed)) return undefined;
  const result = await verifyCaptcha({
    token: options.formData.get(CAPTCHA_FIELD),
    task: options.task,
    config: readConfig(),
    hmacKey: deriveKey('captcha'),
    remoteIp: options.clientIp,
  });
  if (result.ok) return undefined;
  return result.reason === 'missing' ? 'validation.not_a_bot' : 'errors.bot_check_failed';
}
