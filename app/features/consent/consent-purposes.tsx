import { m } from "../../paraglide/messages.js";
import { useLocale } from "../../lib/i18n";
import type { Consent } from "./consent";

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
