import { m } from "../../paraglide/messages.js";
import { useLocale } from "../../lib/i18n";
import { useRootData } from "../../lib/root-data";
import { CONSENT_FORM_KEY, ConsentButtons, privacySettingsPath } from "./consent-form";
import { ConsentPurposes } from "./consent-purposes";
import { ReturnToField } from "../../ui/return-to-field";
import { useAnswerTarget } from "../../lib/use-flash";
import { useForm } from "../../lib/use-form";

/**
 * The privacy settings page (footer link on every page): the choice as it stands, per purpose,
 * and the form to change it at any time. The answer shows here, from the fetcher or, without
 * JavaScript, from the flash of the 303 that brought the shopper back.
 */
export function PrivacySettingsPage() {
  const root = useRootData();
  const locale = useLocale();
  const { fetcher, answer } = useForm("consent", { key: CONSENT_FORM_KEY });
  const options = { locale: locale.language };
  const answerTarget = useAnswerTarget(answer);
  const consent = root?.consent;
  const state = (on: boolean) => (on ? m.consent_status_on({}, options) : m.consent_status_off({}, options));
  return (
    <div className="privacy-settings">
      <h1>{m.consent_settings_title({}, options)}</h1>
      <p>{m.consent_settings_intro({}, options)}</p>
      {consent && !consent.decided ? (
        <p className="privacy-settings__status">{m.consent_status_undecided({}, options)}</p>
      ) : null}
      {consent?.decided ? (
        <dl className="privacy-settings__status">
          <dt>{m.consent_analytics_title({}, options)}</dt>
          <dd data-purpose="analytics">{state(consent.choice.analytics)}</dd>
          <dt>{m.consent_personalisation_title({}, options)}</dt>
          <dd data-purpose="personalisation">{state(consent.choice.personalisation)}</dd>
        </dl>
      ) : null}
      {answer ? (
        <p
          className={answer.ok ? "notice notice--info" : "notice notice--error"}
          role={answer.ok ? "status" : "alert"}
          {...answerTarget}
        >
          {answer.message}
        </p>
      ) : null}
      {/* Keyed by the stored choice: a saved change re-renders the boxes as they now stand. */}
      <fetcher.Form
        method="post"
        action={privacySettingsPath(locale.prefix)}
        className="privacy-settings__form"
        key={JSON.stringify(consent?.choice)}
      >
        <ReturnToField />
        <ConsentPurposes
          choice={consent?.choice ?? { analytics: false, personalisation: false }}
          idPrefix="privacy-settings"
        />
        <button type="submit" name="intent" value="save" className="button button--secondary">
          {m.consent_save({}, options)}
        </button>
        <ConsentButtons />
      </fetcher.Form>
    </div>
  );
}
