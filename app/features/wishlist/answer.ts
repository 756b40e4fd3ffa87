import type { FormAnswer } from "../../lib/form-answer";

/** About one product's heart: only that heart shows it. */
export type WishlistAnswer = FormAnswer<"add" | "remove"> & { productId?: string };
export type StockAlertAnswer = FormAnswer<"stock-alert">;
