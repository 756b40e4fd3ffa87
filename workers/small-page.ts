import { href } from "../app/pages/href";
import { m } from "../app/paraglide/messages.js";
import { escapeHtml } from "../app/lib/html";
import { chooseLocale, LOCALES, localeFromPath } from "../app/lib/locales";
import { localeCookieSchema, readCookie } from "../app/lib/cookie-schemas";
import { cookieNames, parseCookies } from "../app/lib/cookies";
import type { AppEnv } from "../app/lib/env.server";

/**
 * The site a request without a locale in its path goes to: the shopper's own choice (the locale
 * cookie), then the languages given (`languages`, best first, before the browser's), then
 * Accept-Language, then English.
 */
export function chosenLocale(request: Request, environment: AppEnv["ENVIRONMENT"], languages: string[] = []) {
  const cookie = readCookie(
    parseCookies(request.headers.get("Cookie")),
    cookieNames(environment).locale,
    localeCookieSchema,
  );
  const asked = [...languages, request.headers.get("Accept-Language") ?? ""].filter(Boolean).join(",");
  return chooseLocale(cookie, asked || null);
}

/** The locale of a page the edge answers itself: the path's, else Accept-Language's. */
export function pageLocale(request: Request) {
  const path = new URL(request.url).pathname;
  return localeFromPath(path) ?? LOCALES[chooseLocale(undefined, request.headers.get("Accept-Language"))];
}

/**
 * A small page the edge answers itself (a refusal, an agent's payment that was not confirmed), in
 * the request's language, never cached, with its way home; `locale` when the page knows it better.
 */
export function smallPage(
  request: Request,
  status: number,
  title: string,
  text: string,
  locale = pageLocale(request),
): Response {
  const heading = escapeHtml(title);
  const html = `<!doctype html><html lang="${locale.language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${heading}</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;line-height:1.5;color:#111"><h1>${heading}</h1><p>${escapeHtml(text)}</p>
<p><a href="${href(locale.prefix, "index")}">${escapeHtml(m.error_back_home({}, { locale: locale.language }))}</a></p></body></html>`;
  return new Response(request.method === "HEAD" ? null : html, {
    status,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "private, no-store",
      "Content-Security-Policy":
        "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    },
  });
}
