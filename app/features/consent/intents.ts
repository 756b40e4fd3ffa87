import { z } from "zod";
import type { FormAnswer } from "../../lib/form-answer";
import { formAnswerSchema } from "../../lib/form-answer";
import { localisedSchema } from "../../lib/form-rules";
import { m } from "../../paraglide/messages.js";
import type { Consent } from "./consent";

/**
 * The consent form's intents (the banner and the privacy settings page post the same form to
 * `/{prefix}/privacy-settings`): accept all, refuse all, or save a choice per purpose. A box is
 * ticked or not: anything else is a form that could not be read, said in the shopper's language.
 */
export const consentFormSchema = localisedSchema((say) => {
  const ticked = z
    .literal("on", say(m.consent_invalid))
    .optional()
    .transform((value) => value === "on");
  return z.discriminatedUnion("intent", [
    z.object({ intent: z.literal("accept-all") }),
    z.object({ intent: z.literal("refuse-all") }),
    z.object({ intent: z.literal("save"), analytics: ticked, personalisation: ticked }),
  ]);
});
export type ConsentForm = z.infer<ReturnType<typeof consentFormSchema>>;

export const CONSENT_INTENTS = ["accept-all", "refuse-all", "save"] as const;
export type ConsentIntent = (typeof CONSENT_INTENTS)[number];

export type ConsentAnswer = FormAnswer<ConsentIntent> & { consent?: Consent };

export const consentAnswerSchema = formAnswerSchema(z.enum(CONSENT_INTENTS)).extend({
  consent: z.object({ analytics: z.boolean(), personalisation: z.boolean() }).optional(),
});
