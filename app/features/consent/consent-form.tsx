import { useFetcher } from "react-router";
import { m } from "../../paraglide/messages.js";
import { useLocale } from "../../lib/i18n";
import type { ConsentAnswer } from "./intents";

export const privacySettingsPath = (prefix: string) => `/${prefix}/privacy-settings`;

/** The consent form's fetcher: one for the banner and the settings page, so either sees the answer. */
export function useConsentFetcher() {
  return useFetcher<ConsentAnswer>({ key: "consent" });
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
