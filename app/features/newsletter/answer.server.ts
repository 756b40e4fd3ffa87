import { z } from "zod";
import { formAnswerSchema } from "../../lib/form-answer";

/** The newsletter forms' answers as a flash may carry them back (lib/flash.server.ts). */
export const newsletterAnswerSchema = formAnswerSchema(z.literal("subscribe")).extend({
  next: z.string().max(200).optional(),
});
export const unsubscribeAnswerSchema = formAnswerSchema(z.literal("unsubscribe")).extend({
  next: z.string().max(200).optional(),
});
