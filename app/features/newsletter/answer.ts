import type { z } from "zod";
import type { newsletterAnswerSchema, unsubscribeAnswerSchema } from "./answer.server";

/** `next`: the confirmation page a done subscription or unsubscription goes on to (answer.server.ts). */
export type NewsletterAnswer = z.infer<typeof newsletterAnswerSchema>;
export type UnsubscribeAnswer = z.infer<typeof unsubscribeAnswerSchema>;
