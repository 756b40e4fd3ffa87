import type { Answered } from "../../lib/form-answer";
import { formFields, tickedBoxes } from "../../lib/form-post.server";
import type { RequestContext } from "../../lib/request-context";
import { writeEndpoint } from "../../lib/write-endpoint.server";
import { m } from "../../paraglide/messages.js";
import { readAddress, siteAddressErrors, typedValues } from "../addresses/address-form.server";
import type { CheckoutAnswer } from "./answer";
import { checkoutRefusal, refusedFields } from "./answer.server";
import { destinationNeeds, saveDelivery } from "./delivery-actions.server";
import { checkoutFormSchema, STEP_INTENTS, type CheckoutForm } from "./intents";
import { pay, payWithGiftCard, removeGiftCardPayment } from "./payment-actions.server";
import { stepPath } from "./steps";
import { checkoutService } from "./checkout.server";

type BillingForm = Extract<CheckoutForm, { intent: "billing" }>;

/** The billing address's rules of the site's parameters: its billing and phone countries (a static schema cannot know them). */
async function billingRules(context: RequestContext) {
  const site = await context.siteParams();
  return {
    countries: site.params.billingCountries,
    phoneCountries: site.params.phoneNumberCountries,
    phoneRequired: false,
  };
}

/** The billing step's form: the one address form, in one of the site's billing countries. */
async function saveBilling(form: BillingForm, context: RequestContext): Promise<Answered<CheckoutAnswer>> {
  const options = { locale: context.locale.language };
  const read = readAddress(form, await billingRules(context), context.locale.language);
  if (!read.ok)
    return {
      answer: {
        intent: "billing",
        ok: false,
        message: m.checkout_fix_fields({}, options),
        fieldErrors: read.fieldErrors,
        values: typedValues(form),
      },
      status: 400,
    };
  const outcome = await checkoutService(context).setBilling(read.address, form.version);
  if (!outcome.ok) return checkoutRefusal("billing", outcome, options);
  return {
    answer: {
      intent: "billing",
      ok: true,
      message: m.checkout_billing_saved({}, options),
      next: stepPath(context.locale.prefix, "delivery"),
    },
    status: 200,
  };
}

/**
 * The checkout's write endpoint: each step's page is its own action and takes its own intents
 * only (STEP_INTENTS). A done step goes on to the next (a 303 for fetchers too; the card
 * provider's page by a full page load); a refused one answers where it is, with the reason and
 * what was typed (PRG for a plain post).
 */
const checkoutEndpoint = writeEndpoint<CheckoutForm, CheckoutAnswer>({
  name: "checkout",
  schema: checkoutFormSchema,
  fields: (form) => ({ ...formFields(form), subscriptions: tickedBoxes(form, "subscription-") }),
  handlers: {
    billing: saveBilling,
    delivery: saveDelivery,
    pay,
    "gift-card-pay": payWithGiftCard,
    "gift-card-remove": removeGiftCardPayment,
  },
  siteRules: {
    billing: async (fields, context) => siteAddressErrors(fields, await billingRules(context), context.locale.language),
    delivery: destinationNeeds,
  },
  invalid: (named, context, refused) => refusedFields(named, refused, { locale: context.locale.language }),
  next: (answer) => (answer.ok && answer.next ? { path: answer.next, document: answer.external } : null),
});

export const checkoutAction = (request: Request, context: RequestContext, step: keyof typeof STEP_INTENTS) =>
  checkoutEndpoint(request, context, STEP_INTENTS[step]);

/**
 * A step's form answered as its page's post would be, without the page: an agent's checkout for a
 * linked customer fills the same billing and delivery forms the shopper's pages post (decision 202).
 */
export const checkoutFormAnswer = (form: FormData, context: RequestContext, step: "billing" | "delivery") =>
  checkoutEndpoint.answer(form, context, STEP_INTENTS[step]);
