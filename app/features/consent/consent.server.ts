import { href } from "../../pages/href";
import type { Answered } from "../../lib/form-answer";
import type { RequestContext } from "../../lib/request-context";
import { writeEndpoint } from "../../lib/write-endpoint.server";
import { m } from "../../paraglide/messages.js";
import {
  ACCEPT_ALL,
  consentMaxAge,
  decodeConsent,
  encodeConsent,
  privacyLevel,
  REFUSE_ALL,
  type Consent,
} from "./consent";
import { consentFormSchema, type ConsentAnswer, type ConsentForm } from "./intents";

/** The shopper's choice from the consent cookie (this request's own change included); null when undecided. */
export function readConsent(context: Pick<RequestContext, "cookies" | "cookieNames">): Consent | null {
  return decodeConsent(context.cookies.get(context.cookieNames.consent));
}

/** What the document needs: whether to ask, and the choice with its privacy level. */
export function consentState(context: Pick<RequestContext, "cookies" | "cookieNames">) {
  const consent = readConsent(context);
  return { decided: consent !== null, choice: consent ?? REFUSE_ALL, level: privacyLevel(consent) };
}

export type ConsentState = ReturnType<typeof consentState>;

function chosen(form: ConsentForm): Consent {
  if (form.intent === "accept-all") return ACCEPT_ALL;
  if (form.intent === "refuse-all") return REFUSE_ALL;
  return { analytics: form.analytics, personalisation: form.personalisation };
}

/**
 * Stores a choice: HttpOnly (only the server reads it; the page learns it from its loader), for
 * 13 months, or 6 where the site follows the CNIL's reading (decision 96).
 */
async function saveConsent(form: ConsentForm, context: RequestContext): Promise<Answered<ConsentAnswer>> {
  const options = { locale: context.locale.language };
  const consent = chosen(form);
  const cnil = await context
    .siteParams()
    .then((site) => site.params.flags.cnil)
    .catch(() => true);
  context.cookies.set(context.cookieNames.consent, encodeConsent(consent, new Date()), { maxAge: consentMaxAge(cnil) });
  return { answer: { intent: form.intent, ok: true, message: m.consent_saved({}, options), consent }, status: 200 };
}

/** The consent form's one write endpoint: the banner and the privacy settings page post here. */
export const consentAction = writeEndpoint<ConsentForm, ConsentAnswer>({
  name: "consent",
  schema: consentFormSchema,
  handlers: { "accept-all": saveConsent, "refuse-all": saveConsent, save: saveConsent },
  invalid: (_named, context) => ({
    answer: { intent: "invalid", ok: false, message: m.consent_invalid({}, { locale: context.locale.language }) },
    status: 400,
  }),
  fallback: (context) => href(context.locale.prefix, "privacy-settings"),
});
