import { data, type RouterContextProvider } from 'react-router';
import type { Locale } from '../../common/locale/locales.ts';
import { findAdSellerPhone } from '../../server/ads/ad-seller-phone.ts';
import { clientIpContext } from '../../server/http/request-context.ts';
import { CAPTCHA_FIELD, verifyCaptcha } from '../../server/infra/captcha/captcha.ts';
import { readConfig } from '../../server/infra/config.ts';
import { rateLimits } from '../../server/infra/rate-limits.ts';
import { deriveKey } from '../../server/infra/secret.ts';
import { getTranslator } from '../../server/locale/messages.ts';
import { exceededLimit, tooManyRequestsText } from './rate-limit.server.ts';
import { optionalUser } from './route-guards.server.ts';
import { SHOW_PHONE_TASK } from './show-phone.ts';

/**
 * "Show phone" on the ad page (intent `show_phone`): the seller's number for a signed-in reader,
 * or a guest who solved the captcha, each within PHONE_REVEAL_LIMIT an hour. Every try counts,
 * refused ones too, so a script cannot try captchas for free. Answers `{ phone }`, or
 * `{ phoneError }` (a message key, or with a 429 the spec's text and how long to wait), or
 * `{ captcha: true }` to a guest who sent none (a press before the page's script took over the
 * button, or without JavaScript): the card then asks the captcha, as a first press does.
 */
export async function showPhone({
  context,
  formData,
  slug,
  locale,
}: {
  context: Readonly<RouterContextProvider>;
  formData: FormData;
  slug: string;
  locale: Locale;
}) {
  const user = optionalUser({ context });
  const clientIp = context.get(clientIpContext);
  const retryAfter = await exceededLimit([
    [rateLimits.phoneRevealsPerViewer, user ? `user:${user.id}` : `ip:${clientIp}`],
  ]);
  if (retryAfter !== undefined) {
    return data(
      { phoneError: tooManyRequestsText(getTranslator(locale), retryAfter), retryAfter },
      { status: 429, headers: { 'retry-after': String(retryAfter) } },
    );
  }
  if (!user) {
    const captcha = await verifyCaptcha({
      token: formData.get(CAPTCHA_FIELD),
      task: SHOW_PHONE_TASK,
      config: readConfig(),
      hmacKey: deriveKey('captcha'),
      remoteIp: clientIp,
    });
    if (!captcha.ok && captcha.reason === 'missing') return data({ captcha: true }, { status: 403 });
    if (!captcha.ok) return data({ phoneError: getTranslator(locale)('errors.bot_check_failed') }, { status: 403 });
  }
  const phone = await findAdSellerPhone({ slug });
  if (!phone) return data({ phoneError: getTranslator(locale)('ad.seller.phone_unavailable') }, { status: 404 });
  return { phone };
}
