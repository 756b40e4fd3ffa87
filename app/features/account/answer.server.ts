import { z } from "zod";
import { formAnswerSchema } from "../../lib/form-answer";
import { ACCOUNT_INTENTS } from "./answer";

/** An account form's answer as a flash may carry it back (lib/flash.server.ts). */
export const accountAnswerSchema = formAnswerSchema(z.enum(ACCOUNT_INTENTS)).extend({
  next: z.string().max(500).optional(),
  values: z.record(z.string().max(40), z.string().max(120)).optional(),
  restore: z
    .object({
      sku: z.string().regex(/^[\w-]{1,40}$/),
      productId: z.string().regex(/^\d{1,20}$/),
      optionId: z.string().regex(/^\d{1,20}$/),
    })
    .optional(),
});
