import { accountAnswerSchema } from "../features/account/answer.server";
import { cartAnswerSchema } from "../features/cart/intents";
import { checkoutAnswerSchema } from "../features/checkout/answer.server";
import { consentAnswerSchema } from "../features/consent/intents";
import { newsletterAnswerSchema, unsubscribeAnswerSchema } from "../features/newsletter/answer.server";
import { stockAlertAnswerSchema, wishlistAnswerSchema } from "../features/wishlist/answer.server";
import type { AnswersOf, FlashForms } from "../lib/flash";
import { agentAccessAnswerSchema } from "../agents/identity/consent.server";

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
  agentAccess: agentAccessAnswerSchema,
} satisfies FlashForms;

declare module "../lib/flash" {
  /** Each form's flashed answer has the type of what its schema above lets through. */
  interface FlashedAnswers extends AnswersOf<typeof FLASH_FORMS> {}
}
