import { useEffect, useRef } from "react";
import { useMatches } from "react-router";
import { m } from "../../paraglide/messages.js";
import { routeNameFromId } from "../../pages/kinds";
import { useLocale } from "../../lib/i18n";
import { useRootData } from "../../lib/root-data";
import { CONSENT_FORM_KEY, ConsentButtons, privacySettingsPath } from "./consent-form";
import { useForm } from "../../lib/use-form";
import { idleIsland } from "../../ui/idle-island";
import { ReturnToField } from "../../ui/return-to-field";
import { ParsedWholeMarker } from "../../ui/parsed-whole-marker";
import { useKeepToastsAbove } from "../../ui/toasts";

// Inside the closed "choose by purpose": whole as server HTML (native checkboxes in the banner's
// form, which posts them, hydrated or not); its code and texts load when the browser is idle.
const ConsentPurposes = idleIsland(() => import("./consent-purposes").then((module) => module.ConsentPurposes));

/**
 * The first-visit consent banner (issue 15, decision 96): a non-modal dialog first in the page's
 * tab order, so nothing is tracked before the shopper chooses and browsing is never blocked.
 * Accept all and refuse all are equal buttons; "choose by purpose" opens the per-purpose form in
 * place (a `<details>`, so it works without JavaScript too). Where the site's `cnil` flag is set,
 * the first layer also has "continue without accepting", which refuses all. Every button posts
 * the consent form: with JavaScript through a fetcher (the banner closes at once), without it a
 * plain post answered 303 back here. Not shown in the mobile app, which asks on its own screen.
 */
export function ConsentBanner() {
  const root = useRootData();
  const locale = useLocale();
  // The banner says no answer: it closes once the choice is sent (a plain post's page has it made).
  const { fetcher, answer, busy } = useForm("consent", { key: CONSENT_FORM_KEY, saysFlashed: false });
  const options = { locale: locale.language };
  const closing = busy || answer?.ok === true;
  // The privacy settings page is the same choice in full: no banner over it.
  const onSettingsPage = routeNameFromId(useMatches().at(-1)?.id) === "privacy-settings";
  const shown = Boolean(root && !root.consent.decided && !root.appMode && !closing && !onSettingsPage);

  // The banner goes away under the shopper's focus: the page's main content takes it.
  const hadFocus = useRef(false);
  useEffect(() => {
    if (!closing || !hadFocus.current) return;
    hadFocus.current = false;
    const main = document.getElementById("main");
    if (!main) return;
    main.tabIndex = -1;
    main.focus({ preventScroll: true });
  }, [closing]);

  // WCAG 2.4.11 (focus not obscured): the page keeps room for the banner at its end, and a control
  // focused behind it scrolls above it (scroll-padding-bottom), by the banner's measured height.
  // Set on html and body themselves (not as a custom property every element inherits: that
  // restyled the whole page after hydration, a long task on a first visit). Toasts sit
  // above it by the same height: one over its buttons kept the shopper from choosing (issue 49).
  const banner = useRef<HTMLElement>(null);
  const keepToastsAbove = useKeepToastsAbove();
  // Once per showing (not per render: each new observer left the page its estimated room for a frame).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the banner's element exists exactly while it is shown
  useEffect(() => {
    const element = banner.current;
    const { documentElement: html, body } = document;
    if (!element || typeof ResizeObserver === "undefined") return;
    let room = "";
    const observer = new ResizeObserver(() => {
      const measured = Math.ceil(element.getBoundingClientRect().height);
      const height = `${measured}px`;
      if (height === room) return;
      room = height;
      html.style.scrollPaddingBottom = height;
      body.style.paddingBottom = height;
      keepToastsAbove(measured);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      keepToastsAbove(0);
      html.style.removeProperty("scroll-padding-bottom");
      body.style.removeProperty("padding-bottom");
    };
  }, [shown]);

  if (!shown || !root) return null;
  return (
    <section
      ref={banner}
      className="consent-banner"
      role="dialog"
      aria-modal="false"
      aria-labelledby="consent-banner-title"
      aria-describedby="consent-banner-text"
      lang={locale.hrefLang}
    >
      <fetcher.Form
        method="post"
        action={privacySettingsPath(locale.prefix)}
        className="consent-banner__form container"
        onSubmit={(event) => {
          hadFocus.current = event.currentTarget.contains(document.activeElement);
        }}
      >
        <ReturnToField />
        {root.flags.cnil ? (
          <button type="submit" name="intent" value="refuse-all" className="consent-banner__continue">
            {m.consent_continue_without({}, options)}
          </button>
        ) : null}
        <h2 id="consent-banner-title" className="consent-banner__title">
          {m.consent_title({}, options)}
        </h2>
        <p id="consent-banner-text" className="consent-banner__text">
          {m.consent_text({}, options)}
        </p>
        <details className="consent-banner__choices">
          <summary>{m.consent_choose({}, options)}</summary>
          <ConsentPurposes choice={root.consent.choice} idPrefix="consent-banner" />
          <button type="submit" name="intent" value="save" className="button button--secondary">
            {m.consent_save({}, options)}
          </button>
        </details>
        <ConsentButtons />
      </fetcher.Form>
      {/* Fixed to the bottom, it would grow upwards as its HTML arrives (shell.css). */}
      <ParsedWholeMarker />
    </section>
  );
}
