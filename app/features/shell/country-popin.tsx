import { siteResourceHref } from "../../pages/href";
import { useState } from "react";
import { useLocation } from "react-router";
import { m } from "../../paraglide/messages.js";
import { useLocale } from "../../lib/i18n";
import { COOKIE_MAX_AGE, popinDismissalCookie, serializeCookie } from "../../lib/cookies";
import { LOCALES, withLocale, type LocalePrefix } from "../../lib/locales";
import { Icon } from "../../ui/icon";
import { ParsedWholeMarker } from "../../ui/parsed-whole-marker";
import { pagePath } from "../../lib/tracking-params";
import { siteName } from "./site-names";

export const POPIN_DISMISS_PATH = siteResourceHref("country-popin-dismiss");

/**
 * The country popin (spec 2.6, 4): the edge worker's proposal of another site. Yes goes to
 * the same page on the proposed site; no or close store a 30-day dismissal for that locale
 * (a form post to the edge, so it works without JavaScript; with it the cookie is written
 * here and the popin closes at once, without a round trip).
 */
export function CountryPopin({ proposal }: { proposal: LocalePrefix }) {
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const [open, setOpen] = useState(true);
  if (!open) return null;
  const options = { locale: locale.language };
  const target = LOCALES[proposal];
  const name = siteName(proposal, locale.language);
  const dismissHere = (event: React.FormEvent) => {
    event.preventDefault();
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we serve
    document.cookie = serializeCookie(popinDismissalCookie(proposal), "1", {
      maxAge: COOKIE_MAX_AGE.popinDismissal,
      secure: window.location.protocol === "https:" || window.location.hostname === "localhost",
    });
    setOpen(false);
  };
  const dismiss = (
    <>
      <input type="hidden" name="locale" value={proposal} />
      <input type="hidden" name="returnTo" value={pagePath(pathname, search)} />
    </>
  );
  return (
    <section
      className="country-popin"
      role="dialog"
      aria-modal="false"
      aria-labelledby="country-popin-title"
      lang={locale.hrefLang}
    >
      <h2 id="country-popin-title" className="country-popin__title">
        {m.popin_title({ site: name }, options)}
      </h2>
      <p>{m.popin_text({ site: name }, options)}</p>
      <div className="country-popin__actions">
        <a className="button" href={withLocale(pathname, target.prefix) + search} hrefLang={target.hrefLang}>
          {m.popin_yes({ site: name }, options)}
        </a>
        <form method="post" action={POPIN_DISMISS_PATH} onSubmit={dismissHere}>
          {dismiss}
          <button type="submit" className="button button--secondary">
            {m.popin_no({}, options)}
          </button>
        </form>
      </div>
      <form method="post" action={POPIN_DISMISS_PATH} onSubmit={dismissHere}>
        {dismiss}
        <button type="submit" className="country-popin__close" aria-label={m.popin_close({}, options)}>
          <Icon name="close" />
        </button>
      </form>
      {/* Fixed to the bottom, it would grow upwards as its HTML arrives (shell.css). */}
      <ParsedWholeMarker />
    </section>
  );
}
