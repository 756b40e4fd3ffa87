import { z } from "zod";
import { formAnswerSchema } from "../../lib/form-answer";

/** The wishlist's and stock alerts' answers as a flash may carry them back (lib/flash.server.ts). */
export const wishlistAnswerSchema = formAnswerSchema(z.enum(["add", "remove"])).extend({
  productId: z
    .string()
    .regex(/^\d{1,20}$/)
    .optional(),
});
export const stockAlertAnswerSchema = formAnswerSchema(z.literal("stock-alert"));
