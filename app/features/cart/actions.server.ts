import { href } from "../../pages/href";
import type { Answered } from "../../lib/form-answer";
import { formFields } from "../../lib/form-post.server";
import type { RequestContext } from "../../lib/request-context";
import { writeEndpoint } from "../../lib/write-endpoint.server";
import { m } from "../../paraglide/messages.js";
import { cartFormSchema, type CartAnswer, type CartForm, type CartIntent } from "./intents";
import { type CartOutcome, cartService } from "./service.server";
import { done, type Input, optionsOf, refuse } from "./answers.server";
import { addGiftCard, donation, removeGiftCard, restoreGiftCard } from "./money-actions.server";
import { parseShareParam, shareRefusal } from "./share";
import { promoCodesToApply, resolveSharedLines, wantedLines } from "./shared-cart.server";
import { cartEvent } from "../cart-model/cart-events";
import { isLoyaltyOfferRuleRefusal, loyaltyOfferRefusalMessage } from "./loyalty-offer-refusal.server";
import { catalogService } from "../catalog-model/catalog.server";
import { loyaltyOffers } from "../loyalty/offers.server";

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
  invalid(named, context, refused) {
    // A known form with a missing or wrong value answers as that form (beside it), in its rule's
    // words (intents.ts); anything else is invalid.
    const said = refused ? Object.values(refused.fieldErrors)[0] : undefined;
    if (named === "add-to-cart") {
      const message = said ?? m.product_choose_size({}, optionsOf(context));
      return { answer: { intent: "add-to-cart", ok: false, message, fieldErrors: { sku: message } }, status: 400 };
    }
    return refuse(named ?? "invalid", said ?? m.cart_form_invalid({}, optionsOf(context)));
  },
  fallback: (context) => href(context.locale.prefix, "cart"),
  // A shared cart taken lands on the cart without its link, with or without JavaScript: a reload
  // does not offer it again, nor, with JavaScript, the back button (decision 176).
  next: (answer, context) =>
    answer.intent === "share-import" && answer.ok ? { path: href(context.locale.prefix, "cart"), replace: true } : null,
  // Without JavaScript an add without a size comes back to the sizes themselves.
  back: (answer, back) => (answer.fieldErrors?.sku ? `${back}#product-sizes` : back),
  // Without JavaScript there is no data layer: the flashed answer leaves the cart event out.
  flashed: ({ tracked: _tracked, ...answer }) => answer,
  // One turn for the write and what the data layer learns of it (what moved, read before and after).
  around: (input, context, run) =>
    cartService(context).inTurn(async () => {
      const tracked = TRACKED_INTENTS.has(input.intent);
      const before = tracked
        ? await cartService(context)
            .read()
            .catch(() => null)
        : null;
      const answered = await run();
      if (!tracked || !answered.answer.ok) return answered;
      const event = cartEvent(
        before,
        await cartService(context)
          .read()
          .catch(() => null),
      );
      return event ? { ...answered, answer: { ...answered.answer, tracked: event } } : answered;
    }),
  handlers: {
    "add-to-cart": addToCart,
    quantity,
    remove,
    empty,
    "undo-remove": async (form, context) =>
      done(form.intent, context, await cartService(context).restoreLine(form.sku, form.quantity), () =>
        m.cart_line_restored({}, optionsOf(context)),
      ),
    "promo-add": addPromo,
    "promo-remove": async (form, context) =>
      done(form.intent, context, await cartService(context).removePromo(form.code, form.version), () =>
        m.cart_promo_removed({ code: form.code }, optionsOf(context)),
      ),
    "loyalty-card-add": async (form, context) =>
      done(form.intent, context, await cartService(context).addLoyaltyCard(form.version), () =>
        m.cart_loyalty_card_added({}, optionsOf(context)),
      ),
    "loyalty-card-remove": async (form, context) =>
      done(
        form.intent,
        context,
        await cartService(context).removeLoyaltyCard(form.version),
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
  const outcome = await cartService(context).saveLoyaltyOffers(form.offerIds);
  // A rule of an offer not met (minimum spend, product family): the shopper is told which, with the figures.
  if (isLoyaltyOfferRuleRefusal(outcome)) {
    const site = await context.siteParams();
    const [offers, cart] = await Promise.all([
      loyaltyOffers(context, site.storeId),
      cartService(context)
        .read()
        .catch(() => null),
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
  const answered = done(form.intent, context, await cartService(context).add(form.sku), () =>
    m.product_added({}, optionsOf(context)),
  );
  return { ...answered, answer: { ...answered.answer, sku: form.sku } };
}

async function quantity(form: Input<"quantity">, context: RequestContext) {
  const answered = done(form.intent, context, await cartService(context).setQuantity(form), () =>
    m.cart_quantity_updated({}, optionsOf(context)),
  );
  return { ...answered, answer: { ...answered.answer, lineId: form.lineId } };
}

async function remove(form: Input<"remove">, context: RequestContext): Promise<Answered<CartAnswer>> {
  const options = optionsOf(context);
  const before = await cartService(context)
    .read()
    .catch(() => null);
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
    await cartService(context).removeLine(form.lineId, form.version),
    () => m.cart_line_removed({ name: line?.name ?? "" }, options),
    removed ? { removed } : {},
  );
}

async function empty(form: Input<"empty">, context: RequestContext): Promise<Answered<CartAnswer>> {
  const outcome = await cartService(context).empty(form.version);
  if (outcome.ok)
    return { answer: { intent: form.intent, ok: true, message: m.cart_emptied({}, optionsOf(context)) }, status: 200 };
  // A refusal reads as any cart change's (outage, version, gone).
  return done(form.intent, context, outcome, () => "");
}

async function addPromo(form: Input<"promo-add">, context: RequestContext): Promise<Answered<CartAnswer>> {
  const options = optionsOf(context);
  const outcome = await cartService(context).addPromo(form.code, form.version);
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

/**
 * A shared cart taken (decision 176): its lines are read again from this site's catalogue, as
 * the preview showed them (sold-out and unknown sizes left out, quantities held to the stock),
 * and the cart is brought up to them, never beyond: a second accept adds nothing.
 */
async function importShared(form: Input<"share-import">, context: RequestContext): Promise<Answered<CartAnswer>> {
  const options = optionsOf(context);
  const shared = parseShareParam(form.share, form.promo ?? null);
  if (!shared || "invalid" in shared) return refuse(form.intent, shareRefusal(shared?.reason ?? "malformed", options));
  const resolved = await resolveSharedLines(shared.items, {
    catalog: catalogService(context),
    prefix: context.locale.prefix,
    cart: null,
  });
  if (!resolved.ok) return refuse(form.intent, m.cart_unavailable({}, options), 503);
  const wanted = wantedLines(resolved.lines);
  if (wanted.length === 0) return refuse(form.intent, m.cart_share_nothing_to_add({}, options));
  const { outcome, added, refused } = await cartService(context).addUpTo(wanted);
  // The lines not added (a conflict, the backend down): said as such, and no code applied.
  if (!outcome.ok) return done(form.intent, context, outcome, () => m.cart_share_added({}, options));
  // The link's promo codes once its lines are in (a code's minimum counts them); each refused is said.
  const codes = await applySharedCodes(context, shared.promoCodes);
  const left = resolved.lines.length - wanted.length + refused.length;
  return done(form.intent, context, codes.outcome ?? outcome, () =>
    [
      left > 0
        ? m.cart_share_partly_added({ count: left }, options)
        : added === 0 && codes.applied === 0
          ? m.cart_share_already_in_cart({}, options)
          : m.cart_share_added({}, options),
      ...codes.refused.map((code) => m.cart_share_promo_refused({ code }, options)),
      ...(codes.unavailable ? [m.cart_unavailable({}, options)] : []),
    ].join(" "),
  );
}

/** Applies the codes the cart does not hold yet: the last cart answered, and the codes refused. */
async function applySharedCodes(context: RequestContext, codes: readonly string[]) {
  const cart = cartService(context);
  const held = codes.length ? await cart.read().catch(() => null) : null;
  const result: { outcome: CartOutcome | null; applied: number; refused: string[]; unavailable: boolean } = {
    outcome: null,
    applied: 0,
    refused: [],
    unavailable: false,
  };
  for (const code of promoCodesToApply(codes, held)) {
    const outcome = await cart.addPromo(code);
    if (outcome.ok) {
      result.outcome = outcome;
      result.applied += 1;
    } else if (["promo-invalid", "promo-minimum-not-met", "rejected"].includes(outcome.code)) result.refused.push(code);
    // The backend did not answer: not the code's fault; said as the cart being unavailable.
    else if (outcome.code !== "promo-already-applied") result.unavailable = true;
  }
  return result;
}
