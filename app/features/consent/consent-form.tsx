import { href } from "../../pages/href";
import { m } from "../../paraglide/messages.js";
import { useLocale } from "../../lib/i18n";
import type { LocalePrefix } from "../../lib/locales";

export const privacySettingsPath = (prefix: LocalePrefix) => href(prefix, "privacy-settings");

/** The consent form's fetcher key: one for the banner and the settings page, so either sees the answer. */
export const CONSENT_FORM_KEY = "consent";

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
