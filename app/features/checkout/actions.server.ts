import { z } from "zod";
import { isOutage } from "../../api/errors";
import type { Answered } from "../../lib/form-answer";
import { answerPost, formFields, readForm } from "../../lib/form-post.server";
import type { RequestContext } from "../../lib/request-context";
import { m } from "../../paraglide/messages.js";
import type { CartOutcome } from "../cart/service.server";
import { ADDRESS_FIELDS, readAddress } from "./address-form.server";
import type { CheckoutAnswer, CheckoutIntent } from "./answer";
import { stepPath } from "./steps";

/**
 * The checkout's write endpoints: each step's page is its own action, posting an intent. A
 * fetcher gets the answer (and `next`, the following step, once done); a plain post goes on to
 * that step by its 303, or back to the form with the reason and what was typed (PRG).
 */
const versionSchema = z.coerce.number().int().nonnegative();

type Options = { locale: RequestContext["locale"]["language"] };

/** What a refused write says: the cart gone, an outage, or the backend's refusal of the address. */
function refusal(intent: CheckoutIntent, outcome: Extract<CartOutcome, { ok: false }>, options: Options): Answered<CheckoutAnswer> {
  if (outcome.code === "no-cart" || outcome.code === "cart-not-found") return { answer: { intent, ok: false, message: m.checkout_needs_cart({}, options) }, status: 409 };
  return { answer: { intent, ok: false, message: m.checkout_failed({}, options) }, status: isOutage(outcome.code) ? 503 : 400 };
}

async function billing(fields: Record<string, string>, context: RequestContext, options: Options): Promise<Answered<CheckoutAnswer>> {
  const site = await context.siteParams();
  const read = readAddress(fields, { countries: site.params.billingCountries, phoneCountries: site.params.phoneNumberCountries, phoneRequired: false }, context.locale.language);
  if (!read.ok) {
    const values = Object.fromEntries(ADDRESS_FIELDS.flatMap((name) => (fields[name] ? [[name, fields[name]!.slice(0, 120)]] : [])));
    return { answer: { intent: "billing", ok: false, message: m.checkout_fix_fields({}, options), fieldErrors: read.fieldErrors, values }, status: 400 };
  }
  const version = versionSchema.safeParse(fields.version);
  const outcome = await context.checkout.setBilling(read.address, version.success ? version.data : undefined);
  if (!outcome.ok) return refusal("billing", outcome, options);
  return { answer: { intent: "billing", ok: true, message: m.checkout_billing_saved({}, options), next: stepPath(context.locale.prefix, "delivery") }, status: 200 };
}

export async function checkoutAction(request: Request, context: RequestContext, step: "billing") {
  const options = { locale: context.locale.language };
  const form = await readForm(request);
  const fields = form ? formFields(form) : {};
  const answered: Answered<CheckoutAnswer> =
    fields.intent === "billing" ? await billing(fields, context, options) : { answer: { intent: "invalid", ok: false, message: m.checkout_failed({}, options) }, status: 400 };
  return answerPost(request, context, answered, {
    form,
    flash: (answer) => ({ checkout: answer }),
    fallback: stepPath(context.locale.prefix, step),
    next: (answer) => (answer.ok ? (answer.next ?? null) : null),
  });
}
