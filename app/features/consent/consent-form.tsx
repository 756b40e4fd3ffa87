import { useFetcher, useLocation } from "react-router";
import { m } from "../../paraglide/messages.js";
import { useLocale } from "../../lib/i18n";
import type { Consent } from "./consent";
import type { ConsentAnswer } from "./intents";

export const privacySettingsPath = (prefix: string) => `/${prefix}/privacy-settings`;

/** The consent form's fetcher: one for the banner and the settings page, so either sees the answer. */
export function useConsentFetcher() {
  return useFetcher<ConsentAnswer>({ key: "consent" });
}

/** The purposes, each with what it is for: the necessary ones (always on, not a choice) and the optional ones. */
export function ConsentPurposes({ choice, idPrefix }: { choice: Consent; idPrefix: string }) {
  const options = { locale: useLocale().language };
  const purposes = [
    { name: "analytics", title: m.consent_analytics_title({}, options), text: m.consent_analytics_text({}, options) },
    {
      name: "personalisation",
      title: m.consent_personalisation_title({}, options),
      text: m.consent_personalisation_text({}, options),
    },
  ] as const;
  return (
    <fieldset className="consent-purposes">
      <legend>{m.consent_purposes_legend({}, options)}</legend>
      <div className="consent-purpose">
        <p className="consent-purpose__title">
          {m.consent_necessary_title({}, options)}{" "}
          <span className="consent-purpose__always">{m.consent_always_on({}, options)}</span>
        </p>
        <p className="consent-purpose__text">{m.consent_necessary_text({}, options)}</p>
      </div>
      {purposes.map((purpose) => (
        <div className="consent-purpose" key={purpose.name}>
          <input
            type="checkbox"
            id={`${idPrefix}-${purpose.name}`}
            name={purpose.name}
            defaultChecked={choice[purpose.name]}
            aria-describedby={`${idPrefix}-${purpose.name}-text`}
          />
          <label htmlFor={`${idPrefix}-${purpose.name}`} className="consent-purpose__title">
            {purpose.title}
          </label>
          <p className="consent-purpose__text" id={`${idPrefix}-${purpose.name}-text`}>
            {purpose.text}
          </p>
        </div>
      ))}
    </fieldset>
  );
}

/** Refuse all and accept all, side by side and alike: refusing is exactly as easy as accepting. */
export function ConsentButtons() {
  const options = { locale: useLocale().language };
  return (
    <div className="consent-actions">
      <button type="submit" name="intent" value="refuse-all" className="button">
        {m.consent_refuse_all({}, options)}
      </button>
      <button type="submit" name="intent" value="accept-all" className="button">
        {m.consent_accept_all({}, options)}
      </button>
    </div>
  );
}

/** Where a plain post (no JavaScript) comes back to: this page. */
export function ReturnHere() {
  const { pathname, search } = useLocation();
  return <input type="hidden" name="returnTo" value={`${pathname}${search}`} />;
}
