import type { FormAnswer } from "../../lib/form-answer";
import type { CartAnswer } from "../cart/intents";
import type { AccountAnswer } from "../account/answer";
import type { CheckoutAnswer } from "../checkout/answer";
import type { ConsentAnswer } from "../consent/intents";

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
/** `next`: the confirmation page a done subscription or unsubscription goes on to. */
export type NewsletterAnswer = FormAnswer<"subscribe"> & { next?: string };
export type UnsubscribeAnswer = FormAnswer<"unsubscribe"> & { next?: string };

export interface Flash {
  notice: FlashNotice | null;
  cart: CartAnswer | null;
  wishlist: WishlistAnswer | null;
  stockAlert: StockAlertAnswer | null;
  newsletter: NewsletterAnswer | null;
  unsubscribe: UnsubscribeAnswer | null;
  checkout: CheckoutAnswer | null;
  account: AccountAnswer | null;
  consent: ConsentAnswer | null;
}

export const NO_FLASH: Flash = {
  notice: null,
  cart: null,
  wishlist: null,
  stockAlert: null,
  newsletter: null,
  unsubscribe: null,
  checkout: null,
  account: null,
  consent: null,
};
