import type { FormAnswer } from "../../lib/form-answer";

/** `next`: the confirmation page a done subscription or unsubscription goes on to. */
export type NewsletterAnswer = FormAnswer<"subscribe"> & { next?: string };
export type UnsubscribeAnswer = FormAnswer<"unsubscribe"> & { next?: string };
