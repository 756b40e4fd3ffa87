import type { z } from "zod";
import type { stockAlertAnswerSchema, wishlistAnswerSchema } from "./answer.server";

/** A heart's answer is about one product (`productId`): only that heart shows it (answer.server.ts). */
export type WishlistAnswer = z.infer<typeof wishlistAnswerSchema>;
export type StockAlertAnswer = z.infer<typeof stockAlertAnswerSchema>;
