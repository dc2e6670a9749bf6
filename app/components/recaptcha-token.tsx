import { useEffect, useState } from 'react';

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

/** reCAPTCHA v3 tokens live two minutes: a fresh one well before that. */
const REFRESH_MS = 90_000;

let script: Promise<void> | undefined;

/** Google's script, once per page, only on sites whose operator configured reCAPTCHA. */
function loadRecaptcha(siteKey: string): Promise<void> {
  script ??= new Promise((resolve, reject) => {
    const tag = document.createElement('script');
    tag.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    tag.async = true;
    tag.onload = () => resolve();
    tag.onerror = () => reject(new Error('Failed to load script'));
    document.head.append(tag);
  });
  return script;
}

/**
 * reCAPTCHA v3 (spec §7.12): invisible; keeps a token for `task` in `token_recaptcha`, the action
 * the server checks it against. Failures (spec §8: 'Failed to load script', 'Failed to execute')
 * leave the field empty, and the server then answers with the spec's bot message.
 */
export function RecaptchaToken({ siteKey, task, name }: { siteKey: string; task: string; name: string }) {
  const [token, setToken] = useState('');
  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setInterval> | undefined;
    const refresh = () => {
      const grecaptcha = (window as unknown as { grecaptcha?: Grecaptcha }).grecaptcha;
      grecaptcha?.ready(() => {
        grecaptcha
          .execute(siteKey, { action: task })
          .then((value) => !cancelled && setToken(value))
          .catch(() => console.error('Failed to execute'));
      });
    };
    loadRecaptcha(siteKey)
      .then(() => {
        refresh();
        timer = setInterval(refresh, REFRESH_MS);
      })
      .catch((error: Error) => console.error(error.message));
    return () => {
      cancelled = true;
      clearInterval(timer);
    };
  }, [siteKey, task]);
  return <input type="hidden" name={name} value={token} />;
}
