import { accountAnswerSchema } from "../features/account/answer.server";
import { cartAnswerSchema } from "../features/cart/intents";
import { checkoutAnswerSchema } from "../features/checkout/answer.server";
import { consentAnswerSchema } from "../features/consent/intents";
import { newsletterAnswerSchema, unsubscribeAnswerSchema } from "../features/newsletter/answer.server";
import { stockAlertAnswerSchema, wishlistAnswerSchema } from "../features/wishlist/answer.server";
import type { FlashForms } from "../lib/flash.server";

/**
 * The forms whose answers come back through the flash after a plain post (Post/Redirect/Get),
 * each with its domain's schema: composed here, so the flash and the shell know no domain.
 */
export const FLASH_FORMS = {
  cart: cartAnswerSchema,
  wishlist: wishlistAnswerSchema,
  stockAlert: stockAlertAnswerSchema,
  newsletter: newsletterAnswerSchema,
  unsubscribe: unsubscribeAnswerSchema,
  checkout: checkoutAnswerSchema,
  account: accountAnswerSchema,
  consent: consentAnswerSchema,
} satisfies FlashForms;
