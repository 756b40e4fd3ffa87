import { isOutage } from "../../api/errors";
import type { Answered } from "../../lib/form-answer";
import { formFields } from "../../lib/form-post.server";
import { logWarning } from "../../lib/log.server";
import type { RequestContext } from "../../lib/request-context";
import { writeEndpoint } from "../../lib/write-endpoint.server";
import { m } from "../../paraglide/messages.js";
import { cartFormSchema, type CartAnswer, type CartForm, type CartIntent } from "./intents";
import type { Cart } from "../cart-model/schemas";
import type { CartOutcome } from "./service.server";
import { parseShareParam, shareRefusal } from "./share";
import { resolveSharedLines, wantedLines } from "./shared-cart.server";
import { activeDonations } from "../site/site-params";
import { cartEvent } from "../cart-model/cart-events";
import { isLoyaltyOfferRuleRefusal, loyaltyOfferRefusalMessage } from "./loyalty-offer-refusal.server";

type Options = { locale: RequestContext["locale"]["language"] };
type Input<Name extends CartIntent> = Extract<CartForm, { intent: Name }>;

/** A refusal in the shopper's words; the backend's own message only goes to the logs. */
function refusal(
  intent: CartIntent,
  outcome: Extract<CartOutcome, { ok: false }>,
  options: Options,
): { message: string; status: number; cartLost?: boolean } {
  if (outcome.code === "no-cart") return { message: m.cart_no_known_cart({}, options), status: 409, cartLost: true };
  if (outcome.code === "cart-not-found") return { message: m.cart_gone({}, options), status: 409, cartLost: true };
  if (isOutage(outcome.code)) {
    logWarning({ message: "Cart change failed", cause: outcome.message });
    return { message: m.cart_unavailable({}, options), status: 503 };
  }
  if (outcome.code === "stock-limit") return { message: m.cart_stock_limit({}, options), status: 400 };
  return {
    message: intent === "add-to-cart" ? m.product_add_failed({}, options) : m.cart_change_refused({}, options),
    status: 400,
  };
}

const optionsOf = (context: RequestContext): Options => ({ locale: context.locale.language });

function refuse(intent: CartAnswer["intent"], message: string, status = 400): Answered<CartAnswer> {
  return { answer: { intent, ok: false, message }, status };
}

/** An outcome answered: `success` says what changed, `extra` what the page needs beside it. */
function done(
  intent: CartIntent,
  context: RequestContext,
  outcome: CartOutcome,
  success: (cart: Cart) => string,
  extra: Partial<CartAnswer> = {},
): Answered<CartAnswer> {
  if (outcome.ok) return { answer: { intent, ok: true, message: success(outcome.cart), ...extra }, status: 200 };
  const { message, status, cartLost } = refusal(intent, outcome, optionsOf(context));
  return { answer: { intent, ok: false, message, ...(cartLost ? { cartLost } : {}) }, status };
}

/** The intents that add or remove units: analytics' cart events. */
const TRACKED_INTENTS: ReadonlySet<CartIntent> = new Set(["add-to-cart", "quantity", "remove", "undo-remove"]);

/**
 * The cart's one write endpoint (`/{prefix}/cart`): every cart form of every page posts one
 * intent here; each intent is one named method of the cart service, answered in the shopper's
 * words, in the session's one turn. Unknown intents and unreadable bodies are a 400 with a
 * localised message, never a 500.
 */
export const cartAction = writeEndpoint<CartForm, CartAnswer>({
  name: "cart",
  schema: cartFormSchema,
  // The loyalty offers form sends one checkbox value per chosen offer, or none.
  fields: (form) => ({
    ...formFields(form),
    offerIds: form.getAll("offerIds").filter((value) => typeof value === "string"),
  }),
  invalid(named, context) {
    const options = optionsOf(context);
    // A known form with a missing or wrong value answers as that form (beside it); anything else is invalid.
    if (named === "add-to-cart") {
      const message = m.product_choose_size({}, options);
      return { answer: { intent: "add-to-cart", ok: false, message, fieldErrors: { sku: message } }, status: 400 };
    }
    return refuse(named ?? "invalid", m.cart_form_invalid({}, options));
  },
  fallback: (context) => `/${context.locale.prefix}/cart`,
  // A shared cart taken lands on the cart without its link, with or without JavaScript: a reload
  // does not offer it again, nor, with JavaScript, the back button (decision 176).
  next: (answer, context) =>
    answer.intent === "share-import" && answer.ok ? { path: `/${context.locale.prefix}/cart`, replace: true } : null,
  // Without JavaScript an add without a size comes back to the sizes themselves.
  back: (answer, back) => (answer.fieldErrors?.sku ? `${back}#product-sizes` : back),
  // Without JavaScript there is no data layer: the flashed answer leaves the cart event out.
  flashed: ({ tracked: _tracked, ...answer }) => answer,
  // One turn for the write and what the data layer learns of it (what moved, read before and after).
  around: (input, context, run) =>
    context.cart.inTurn(async () => {
      const tracked = TRACKED_INTENTS.has(input.intent);
      const before = tracked ? await context.cart.read().catch(() => null) : null;
      const answered = await run();
      if (!tracked || !answered.answer.ok) return answered;
      const event = cartEvent(before, await context.cart.read().catch(() => null));
      return event ? { ...answered, answer: { ...answered.answer, tracked: event } } : answered;
    }),
  handlers: {
    "add-to-cart": addToCart,
    quantity,
    remove,
    empty,
    "undo-remove": async (form, context) =>
      done(form.intent, context, await context.cart.restoreLine(form.sku, form.quantity), () =>
        m.cart_line_restored({}, optionsOf(context)),
      ),
    "promo-add": addPromo,
    "promo-remove": async (form, context) =>
      done(form.intent, context, await context.cart.removePromo(form.code, form.version), () =>
        m.cart_promo_removed({ code: form.code }, optionsOf(context)),
      ),
    "loyalty-card-add": async (form, context) =>
      done(form.intent, context, await context.cart.addLoyaltyCard(form.version), () =>
        m.cart_loyalty_card_added({}, optionsOf(context)),
      ),
    "loyalty-card-remove": async (form, context) =>
      done(
        form.intent,
        context,
        await context.cart.removeLoyaltyCard(form.version),
        () => m.cart_loyalty_card_removed({}, optionsOf(context)),
        { removedLoyaltyCard: true },
      ),
    "loyalty-offers": saveLoyaltyOffers,
    "gift-card-add": addGiftCard,
    "gift-card-remove": removeGiftCard,
    "gift-card-restore": restoreGiftCard,
    donation,
    "share-import": importShared,
  },
});

async function saveLoyaltyOffers(
  form: Input<"loyalty-offers">,
  context: RequestContext,
): Promise<Answered<CartAnswer>> {
  const options = optionsOf(context);
  const outcome = await context.cart.saveLoyaltyOffers(form.offerIds);
  // A rule of an offer not met (minimum spend, product family): the shopper is told which, with the figures.
  if (isLoyaltyOfferRuleRefusal(outcome)) {
    const site = await context.siteParams();
    const [offers, cart] = await Promise.all([
      context.account.loyaltyOffers(site.storeId),
      context.cart.read().catch(() => null),
    ]);
    const goods = cart ? cart.lineItems.reduce((sum, line) => sum + line.totalPrice.centAmount, 0) : null;
    return refuse(form.intent, loyaltyOfferRefusalMessage(outcome, { offers, goods, locale: context.locale }));
  }
  return done(form.intent, context, outcome, (updated) =>
    updated.loyaltyOffers.offers.some((offer) => offer.productOutOfStock)
      ? m.cart_product_out_of_stock({}, options)
      : m.cart_loyalty_offers_saved({}, options),
  );
}

async function addToCart(form: Input<"add-to-cart">, context: RequestContext) {
  const answered = done(form.intent, context, await context.cart.add(form.sku), () =>
    m.product_added({}, optionsOf(context)),
  );
  return { ...answered, answer: { ...answered.answer, sku: form.sku } };
}

async function quantity(form: Input<"quantity">, context: RequestContext) {
  const answered = done(form.intent, context, await context.cart.setQuantity(form), () =>
    m.cart_quantity_updated({}, optionsOf(context)),
  );
  return { ...answered, answer: { ...answered.answer, lineId: form.lineId } };
}

async function remove(form: Input<"remove">, context: RequestContext): Promise<Answered<CartAnswer>> {
  const options = optionsOf(context);
  const before = await context.cart.read().catch(() => null);
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
    form.intent,
    context,
    await context.cart.removeLine(form.lineId, form.version),
    () => m.cart_line_removed({ name: line?.name ?? "" }, options),
    removed ? { removed } : {},
  );
}

async function empty(form: Input<"empty">, context: RequestContext): Promise<Answered<CartAnswer>> {
  const outcome = await context.cart.empty(form.version);
  if (outcome.ok)
    return { answer: { intent: form.intent, ok: true, message: m.cart_emptied({}, optionsOf(context)) }, status: 200 };
  // A refusal reads as any cart change's (outage, version, gone).
  return done(form.intent, context, outcome, () => "");
}

async function addPromo(form: Input<"promo-add">, context: RequestContext): Promise<Answered<CartAnswer>> {
  const options = optionsOf(context);
  const outcome = await context.cart.addPromo(form.code, form.version);
  if (!outcome.ok && outcome.code === "promo-already-applied")
    return refuse(form.intent, m.cart_promo_already({ code: form.code }, options));
  if (!outcome.ok && outcome.code === "promo-minimum-not-met")
    return refuse(form.intent, m.cart_promo_minimum({ code: form.code }, options));
  if (!outcome.ok && (outcome.code === "promo-invalid" || outcome.code === "rejected"))
    return refuse(form.intent, m.cart_promo_invalid({ code: form.code }, options));
  // Product_out_of_stock (spec 5): raised after the cart is updated, the code stays applied.
  return done(form.intent, context, outcome, (updated) =>
    updated.discountCode.some((entry) => entry.code === form.code && entry.productOutOfStock)
      ? m.cart_product_out_of_stock({}, options)
      : m.cart_promo_applied({ code: form.code }, options),
  );
}

async function addGiftCard(form: Input<"gift-card-add">, context: RequestContext) {
  const options = optionsOf(context);
  const cents = Math.round(form.amount * 100);
  if (!(await giftCardAmountAllowed(context, cents))) return refuse(form.intent, m.cart_gift_card_range({}, options));
  const giftCard = { amount: cents, recipientEmail: form.recipientEmail || null, message: form.message || null };
  return done(form.intent, context, await context.cart.addGiftCard(giftCard), () =>
    m.cart_gift_card_added({}, options),
  );
}

async function removeGiftCard(form: Input<"gift-card-remove">, context: RequestContext) {
  const before = await context.cart.read().catch(() => null);
  const card = before?.giftCards.find((entry) => entry.id === form.giftCardId);
  return done(
    form.intent,
    context,
    await context.cart.removeGiftCard(form.giftCardId, form.version),
    () => m.cart_gift_card_removed({}, optionsOf(context)),
    card ? { removedGiftCard: { amount: card.price.centAmount } } : {},
  );
}

async function restoreGiftCard(form: Input<"gift-card-restore">, context: RequestContext) {
  const options = optionsOf(context);
  // The amount comes back from the page: only what the site sells.
  if (!(await giftCardAmountAllowed(context, form.amount)))
    return refuse(form.intent, m.cart_gift_card_range({}, options));
  const giftCard = { amount: form.amount, recipientEmail: null, message: null };
  return done(form.intent, context, await context.cart.addGiftCard(giftCard), () =>
    m.cart_gift_card_restored({}, options),
  );
}

async function donation(form: Input<"donation">, context: RequestContext) {
  const options = optionsOf(context);
  const site = await context.siteParams();
  const offered = activeDonations(site).find((entry) => entry.id === form.donationId);
  // Only the amounts the site offers (or 0, to remove the donation).
  if (!offered || (form.amount > 0 && !offered.amounts.includes(form.amount)))
    return refuse(form.intent, m.cart_form_invalid({}, options));
  return done(form.intent, context, await context.cart.setDonation(form.donationId, form.amount, form.version), () =>
    form.amount > 0 ? m.cart_donation_added({}, options) : m.cart_donation_removed({}, options),
  );
}

/**
 * A shared cart taken (decision 176): its lines are read again from this site's catalogue, as
 * the preview showed them (sold-out and unknown sizes left out, quantities held to the stock),
 * and the cart is brought up to them, never beyond: a second accept adds nothing.
 */
async function importShared(form: Input<"share-import">, context: RequestContext): Promise<Answered<CartAnswer>> {
  const options = optionsOf(context);
  const shared = parseShareParam(form.share);
  if (!shared || "invalid" in shared) return refuse(form.intent, shareRefusal(shared?.reason ?? "malformed", options));
  const resolved = await resolveSharedLines(shared.items, {
    catalog: context.catalog,
    prefix: context.locale.prefix,
    cart: null,
  });
  if (!resolved.ok) return refuse(form.intent, m.cart_unavailable({}, options), 503);
  const wanted = wantedLines(resolved.lines);
  if (wanted.length === 0) return refuse(form.intent, m.cart_share_nothing_to_add({}, options));
  const { outcome, added, refused } = await context.cart.addUpTo(wanted);
  const left = resolved.lines.length - wanted.length + refused.length;
  return done(form.intent, context, outcome, () =>
    left > 0
      ? m.cart_share_partly_added({ count: left }, options)
      : added === 0
        ? m.cart_share_already_in_cart({}, options)
        : m.cart_share_added({}, options),
  );
}

async function giftCardAmountAllowed(context: RequestContext, cents: number): Promise<boolean> {
  const { minAmount, maxAmount } = (await context.siteParams()).params.giftCard;
  return cents >= minAmount && cents <= maxAmount;
}
