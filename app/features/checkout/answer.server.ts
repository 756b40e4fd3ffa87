import { z } from "zod";
import { formAnswerSchema } from "../../lib/form-answer";
import { CHECKOUT_INTENTS } from "./answer";

/** A checkout form's answer as a flash may carry it back (lib/flash.server.ts). */
export const checkoutAnswerSchema = formAnswerSchema(z.enum(CHECKOUT_INTENTS)).extend({
  next: z.string().max(500).optional(),
  values: z.record(z.string().max(40), z.string().max(120)).optional(),
  external: z.boolean().optional(),
});
