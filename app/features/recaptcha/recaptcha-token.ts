/**
 * The browser side of recaptcha (v3, invisible): a token for one action, asked when the form is
 * sent. No script, an error or no answer within 5 s gives no token: the server then refuses
 * the form with its reason, never silently.
 */
declare global {
  interface Window {
    grecaptcha?: {
      ready(callback: () => void): void;
      execute(siteKey: string, options: { action: string }): Promise<string>;
    };
  }
}

const TOKEN_TIMEOUT_MS = 5000;

/** v3 scripts are loaded as `api.js?render={site key}`. */
export function siteKeyOf(scriptUrl: string): string {
  return URL.canParse(scriptUrl, window.location.href)
    ? (new URL(scriptUrl, window.location.href).searchParams.get("render") ?? "")
    : "";
}

export function recaptchaToken(scriptUrl: string, action: string): Promise<string | null> {
  const api = window.grecaptcha;
  if (!api) return Promise.resolve(null);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), TOKEN_TIMEOUT_MS);
    const done = (token: string | null) => {
      clearTimeout(timer);
      resolve(token);
    };
    try {
      api.ready(() => api.execute(siteKeyOf(scriptUrl), { action }).then(done, () => done(null)));
    } catch {
      done(null);
    }
  });
}
