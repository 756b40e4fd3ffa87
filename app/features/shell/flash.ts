import type { FormAnswer } from "../../lib/form-answer";
import type { CartAnswer } from "../cart/intents";

/**
 * One-shot messages for the next page, carried by the flash cookie: a notice (the cart merged
 * at sign-in) and, after a plain form post answered 303 (Post/Redirect/Get), that form's answer,
 * by domain. Read and cleared by the shell loader; types only here (the browser never parses it).
 */
export const FLASH_NOTICES = ["cartMerged"] as const;
export type FlashNotice = (typeof FLASH_NOTICES)[number];

/** About one product's heart: only that heart shows it. */
export type WishlistAnswer = FormAnswer<"add" | "remove"> & { productId?: string };
export type StockAlertAnswer = FormAnswer<"stock-alert">;

export interface Flash {
  notice: FlashNotice | null;
  cart: CartAnswer | null;
  wishlist: WishlistAnswer | null;
  stockAlert: StockAlertAnswer | null;
}

export const NO_FLASH: Flash = { notice: null, cart: null, wishlist: null, stockAlert: null };
