import { isOutage } from "../../api/errors";
import type { Answered } from "../../lib/form-answer";
import { answerPost, formFields, readForm, returnPath } from "../../lib/form-post.server";
import { logWarning } from "../../lib/log.server";
import type { RequestContext } from "../../lib/request-context";
import { m } from "../../paraglide/messages.js";
import { CART_INTENTS, cartFormSchema, type CartAnswer, type CartForm, type CartIntent } from "./intents";
import { cartSchema, type Cart } from "../cart-model/schemas";
import type { CartOutcome } from "./service.server";
import { parseShareParam } from "./share";
import { activeDonations } from "../site/site-params";
import { cartEvent } from "../analytics/cart-events";

/**
 * The cart's one write endpoint (`/{prefix}/cart`): every cart form of every page posts one
 * intent here; each intent is one service call, answered in the shopper's words. Unknown
 * intents and unreadable bodies are a 400 with a localised message, never a 500.
 */
export async function cartAction(request: Request, context: RequestContext) {
  const form = await readForm(request);
  const answered = await context.cart.inTurn(() => answerCartForm(form, context, request.url));
  // Without JavaScript there is no data layer: the flashed answer leaves the cart event out.
  const fallback = `/${context.locale.prefix}/cart`;
  return answerPost(request, context, answered, {
    form,
    flash: ({ tracked: _tracked, ...answer }) => ({ cart: answer }),
    fallback,
    // Without JavaScript an add without a size comes back to the sizes themselves.
    next: (answer) =>
      answer.fieldErrors?.sku ? `${returnPath(request, form, context.origin, fallback)}#product-sizes` : null,
  });
}

type Options = { locale: RequestContext["locale"]["language"] };

/** The form's intent and values; or, when they fail their checks, the intent it named (if any). */
function readIntent(form: FormData | null): { form: CartForm } | { named: CartIntent | undefined } {
  if (!form) return { named: undefined };
  const fields = formFields(form);
  // The loyalty offers form sends one checkbox value per chosen offer, or none.
  const input =
    fields.intent === "loyalty-offers"
      ? { ...fields, offerIds: form.getAll("offerIds").filter((value) => typeof value === "string") }
      : fields;
  const parsed = cartFormSchema.safeParse(input);
  return parsed.success ? { form: parsed.data } : { named: CART_INTENTS.find((intent) => intent === fields.intent) };
}

/** A refusal in the shopper's words; the backend's own message only goes to the logs. */
function refusal(
  intent: CartIntent,
  outcome: Extract<CartOutcome, { ok: false }>,
  options: Options,
  url: string,
): { message: string; status: number; cartLost?: boolean } {
  if (outcome.code === "no-cart") return { message: m.cart_no_known_cart({}, options), status: 409, cartLost: true };
  if (outcome.code === "cart-not-found") return { message: m.cart_gone({}, options), status: 409, cartLost: true };
  if (isOutage(outcome.code)) {
    logWarning({ message: "Cart change failed", url, cause: outcome.message });
    return { message: m.cart_unavailable({}, options), status: 503 };
  }
  if (outcome.code === "stock-limit") return { message: m.cart_stock_limit({}, options), status: 400 };
  return {
    message: intent === "add-to-cart" ? m.product_add_failed({}, options) : m.cart_change_refused({}, options),
    status: 400,
  };
}

export async function answerCartForm(
  formData: FormData | null,
  context: RequestContext,
  url: string,
): Promise<Answered<CartAnswer>> {
  const options = { locale: context.locale.language };
  const read = readIntent(formData);
  if (!("form" in read)) {
    // A known form with a missing or wrong value answers as that form (beside it); anything else is invalid.
    if (read.named === "add-to-cart") {
      const message = m.product_choose_size({}, options);
      return { answer: { intent: "add-to-cart", ok: false, message, fieldErrors: { sku: message } }, status: 400 };
    }
    return {
      answer: { intent: read.named ?? "invalid", ok: false, message: m.cart_form_invalid({}, options) },
      status: 400,
    };
  }
  const { form } = read;
  const refuse = (message: string, status = 400): Answered<CartAnswer> => ({
    answer: { intent: form.intent, ok: false, message },
    status,
  });
  const done = (
    outcome: CartOutcome,
    success: (cart: Cart) => string,
    extra: Partial<CartAnswer> = {},
  ): Answered<CartAnswer> => {
    if (outcome.ok)
      return { answer: { intent: form.intent, ok: true, message: success(outcome.cart), ...extra }, status: 200 };
    const { message, status, cartLost } = refusal(form.intent, outcome, options, url);
    return { answer: { intent: form.intent, ok: false, message, ...(cartLost ? { cartLost } : {}) }, status };
  };
  const tracked = TRACKED_INTENTS.has(form.intent);
  const before = tracked ? await context.cart.read().catch(() => null) : null;
  const answered = await applyIntent(form, context, { options, refuse, done });
  if (!tracked || !answered.answer.ok) return answered;
  // What moved, for the data layer (features/analytics): the page pushes it if analytics are on.
  const event = cartEvent(before, await context.cart.read().catch(() => null));
  return event ? { ...answered, answer: { ...answered.answer, tracked: event } } : answered;
}

/** The intents that add or remove units: analytics' cart events. */
const TRACKED_INTENTS: ReadonlySet<CartIntent> = new Set(["add-to-cart", "quantity", "remove", "undo-remove"]);

interface Replies {
  options: Options;
  refuse(message: string, status?: number): Answered<CartAnswer>;
  done(outcome: CartOutcome, success: (cart: Cart) => string, extra?: Partial<CartAnswer>): Answered<CartAnswer>;
}

async function applyIntent(
  form: CartForm,
  context: RequestContext,
  { options, refuse, done }: Replies,
): Promise<Answered<CartAnswer>> {
  const { cart } = context;
  switch (form.intent) {
    case "add-to-cart": {
      const answered = done(await cart.add(form.sku), () => m.product_added({}, options));
      return { ...answered, answer: { ...answered.answer, sku: form.sku } };
    }
    case "quantity": {
      const answered = done(await cart.setQuantity(form), () => m.cart_quantity_updated({}, options));
      return { ...answered, answer: { ...answered.answer, lineId: form.lineId } };
    }
    case "remove": {
      const before = await cart.read().catch(() => null);
      const line = before?.lineItems.find((entry) => entry.lineId === form.lineId);
      // Already gone (another tab removed it): nothing to undo, the page shows the cart as it is.
      if (before && !line)
        return {
          answer: { intent: form.intent, ok: true, message: m.cart_line_removed_elsewhere({}, options) },
          status: 200,
        };
      const removed = line && {
        lineId: line.lineId,
        sku: line.sku,
        quantity: line.quantity,
        name: line.name,
        colourLabel: line.colourLabel,
        size: line.size,
        pictureUrl: line.pictureUrl,
      };
      return done(
        await cart.change(cart.call(`carts/{id}/products/${form.lineId}`, "DELETE"), form.version),
        () => m.cart_line_removed({ name: line?.name ?? "" }, options),
        removed ? { removed } : {},
      );
    }
    case "empty": {
      const outcome = await cart.empty(form.version);
      if (outcome.ok)
        return { answer: { intent: form.intent, ok: true, message: m.cart_emptied({}, options) }, status: 200 };
      // A refusal reads as any cart change's (outage, version, gone).
      return done(outcome, () => "");
    }
    case "undo-remove":
      return done(await cart.restoreLine(form.sku, form.quantity), () => m.cart_line_restored({}, options));
    case "promo-add": {
      const outcome = await cart.change(
        cart.call(`carts/{id}/promo-code/${encodeURIComponent(form.code)}`, "POST"),
        form.version,
      );
      if (!outcome.ok && outcome.code === "promo-already-applied")
        return refuse(m.cart_promo_already({ code: form.code }, options));
      if (!outcome.ok && outcome.code === "promo-minimum-not-met")
        return refuse(m.cart_promo_minimum({ code: form.code }, options));
      if (!outcome.ok && (outcome.code === "promo-invalid" || outcome.code === "rejected"))
        return refuse(m.cart_promo_invalid({ code: form.code }, options));
      // Product_out_of_stock (spec 5): raised after the cart is updated, the code stays applied.
      return done(outcome, (updated) =>
        updated.discountCode.some((entry) => entry.code === form.code && entry.productOutOfStock)
          ? m.cart_product_out_of_stock({}, options)
          : m.cart_promo_applied({ code: form.code }, options),
      );
    }
    case "promo-remove":
      return done(
        await cart.change(cart.call(`carts/{id}/promo-code/${encodeURIComponent(form.code)}`, "DELETE"), form.version),
        () => m.cart_promo_removed({ code: form.code }, options),
      );
    case "loyalty-card-add":
      return done(await cart.change(cart.call("carts-self/{id}/loyalty-card", "POST"), form.version), () =>
        m.cart_loyalty_card_added({}, options),
      );
    case "loyalty-card-remove":
      return done(
        await cart.change(cart.call("carts-self/{id}/loyalty-card", "DELETE"), form.version),
        () => m.cart_loyalty_card_removed({}, options),
        { removedLoyaltyCard: true },
      );
    case "loyalty-offers": {
      // PUT without a version (spec 7): the service reads the cart first, for its id.
      const outcome = await cart.change((current) =>
        context.api.callWithStatus(`carts-self/${current.id}/loyalty-offers`, {
          method: "PUT",
          body: { loyaltyOfferIds: form.offerIds },
          schema: cartSchema,
        }),
      );
      return done(outcome, (updated) =>
        updated.loyaltyOffers.offers.some((offer) => offer.productOutOfStock)
          ? m.cart_product_out_of_stock({}, options)
          : m.cart_loyalty_offers_saved({}, options),
      );
    }
    case "gift-card-add": {
      const cents = Math.round(form.amount * 100);
      if (!(await giftCardAmountAllowed(context, cents))) return refuse(m.cart_gift_card_range({}, options));
      const body = {
        giftCard: { amount: cents, recipientEmail: form.recipientEmail || null, message: form.message || null },
      };
      return done(await cart.changeOrCreate(cart.call("carts/{id}/gift-card", "POST", body)), () =>
        m.cart_gift_card_added({}, options),
      );
    }
    case "gift-card-remove": {
      const before = await cart.read().catch(() => null);
      const card = before?.giftCards.find((entry) => entry.id === form.giftCardId);
      return done(
        await cart.change(cart.call(`carts/{id}/gift-card/${form.giftCardId}`, "DELETE"), form.version),
        () => m.cart_gift_card_removed({}, options),
        card ? { removedGiftCard: { amount: card.price.centAmount } } : {},
      );
    }
    case "gift-card-restore": {
      // The amount comes back from the page: only what the site sells.
      if (!(await giftCardAmountAllowed(context, form.amount))) return refuse(m.cart_gift_card_range({}, options));
      const body = { giftCard: { amount: form.amount, recipientEmail: null, message: null } };
      return done(await cart.changeOrCreate(cart.call("carts/{id}/gift-card", "POST", body)), () =>
        m.cart_gift_card_restored({}, options),
      );
    }
    case "donation": {
      const site = await context.siteParams();
      const donation = activeDonations(site).find((entry) => entry.id === form.donationId);
      // Only the amounts the site offers (or 0, to remove the donation).
      if (!donation || (form.amount > 0 && !donation.amounts.includes(form.amount)))
        return refuse(m.cart_form_invalid({}, options));
      return done(
        await cart.change(
          cart.call("carts/{id}/donation", "POST", { donationId: form.donationId, amount: form.amount }),
          form.version,
        ),
        () => (form.amount > 0 ? m.cart_donation_added({}, options) : m.cart_donation_removed({}, options)),
      );
    }
    case "share-import": {
      const shared = parseShareParam(form.share);
      if (!shared || "invalid" in shared) return refuse(m.cart_share_invalid({}, options));
      const skus = shared.items.flatMap((item) => Array.from({ length: item.quantity }, () => item.sku));
      return done(await cart.changeOrCreate(cart.call("carts/{id}/products-list/", "POST", { skus })), (updated) =>
        updated.productsNotAdded
          ? m.cart_share_partly_added({ count: updated.skusNotAdded.length }, options)
          : m.cart_share_added({}, options),
      );
    }
  }
}

async function giftCardAmountAllowed(context: RequestContext, cents: number): Promise<boolean> {
  const { minAmount, maxAmount } = (await context.siteParams()).params.giftCard;
  return cents >= minAmount && cents <= maxAmount;
}
