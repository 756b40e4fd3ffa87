import { z } from "zod";
import { m } from "../../paraglide/messages.js";
import { logWarning } from "../../lib/log.server";
import type { RequestContext } from "../../lib/request-context";
import { isSignedIn } from "../../lib/tokens";
import { signedInCustomer } from "../account/customer.server";
import { loyaltyOffersSchema } from "../account/schemas";
import { changeCart, changeOrCreateCart, isStockRefusal, loadCart, restoreLine, type CartOutcome } from "./cart.server";
import { cartSchema, shippingMethodsSchema, type Cart } from "./schemas";
import { deliveryEstimates } from "./delivery";
import { MAX_SHARED_UNITS, parseShareParam, shareParam } from "./share";

const units = (cart: Cart) => cart.lineItems.reduce((sum, line) => sum + line.quantity, 0);

/**
 * The cart page (funnel step 1): its loader reads the cart with what the page offers around
 * it (delivery estimates, loyalty card and offers, gift cards, donations, sharing), and its
 * action applies one form at a time. Every form is a plain post; the answer names its intent
 * so the form that sent it shows the outcome, with or without JavaScript.
 */

export async function loadCartPage(url: URL, context: RequestContext) {
  const { api, locale } = context;
  const signedIn = isSignedIn(context.tokens);
  const [site, cart, customer] = await Promise.all([
    context.siteParams(),
    loadCart(context),
    signedInCustomer(context),
  ]);
  const loyaltyCustomer = customer?.loyaltyType === "FID";
  const hasContent = Boolean(cart && (cart.lineItems.length > 0 || cart.giftCards.length > 0 || cart.loyaltyCard));
  const [methods, offers] = await Promise.all([
    cart && hasContent
      ? api
          .call("deliveries/shipping-methods", { query: { country: site.countryCodeISO2, cartId: cart.id }, schema: shippingMethodsSchema })
          .catch((error) => {
            logWarning({ message: "Shipping methods unavailable", url: url.href, cause: String(error) });
            return null;
          })
      : null,
    loyaltyCustomer && site.params.flags.loyalty && cart
      ? api.call(`customers-self/loyalty/offers/${site.storeId}`, { schema: loyaltyOffersSchema }).catch(() => [])
      : [],
  ]);
  const share = parseShareParam(url.searchParams.get("share"));
  return {
    cart,
    currency: cart?.totalPrice.currencyCode ?? locale.currency,
    signedIn,
    loyaltyCustomer,
    loyaltyOffers: offers,
    // Free delivery compares the total before delivery (spec 9), whatever method is chosen.
    delivery: cart && methods ? deliveryEstimates(methods, cart.totalPrice.centAmount - (cart.shippingInfo?.price.centAmount ?? 0)) : null,
    giftCard: site.params.giftCard,
    donations: site.params.donations.filter((donation) => donation.isActive),
    loyalty: site.params.flags.loyalty ? { cardPrice: site.params.loyaltyCardCentAmount } : null,
    share: site.params.flags.allowShareCart ? share : null,
    // Only a link its recipient can open: at most MAX_SHARED_UNITS units.
    shareUrl:
      site.params.flags.allowShareCart && cart && cart.lineItems.length > 0 && units(cart) <= MAX_SHARED_UNITS
        ? `${context.origin}/${locale.prefix}/cart?share=${shareParam(cart.lineItems)}`
        : null,
  };
}

export type CartPageData = Awaited<ReturnType<typeof loadCartPage>>;

const version = z.coerce.number().int().nonnegative().optional();
const sku = z.string().regex(/^[\w-]{1,40}$/);
const lineId = z.string().regex(/^[\w-]{1,64}$/);
const quantity = z.coerce.number().int().min(1).max(99);

export const cartFormSchema = z.discriminatedUnion("intent", [
  // `seenQuantity` is what the shopper's page showed: after a 409 the change is re-applied as a
  // difference to the fresh quantity, so two tabs pressing + both count.
  z.object({ intent: z.literal("quantity"), lineId, quantity, seenQuantity: quantity.optional(), version }),
  z.object({ intent: z.literal("remove"), lineId, version }),
  z.object({ intent: z.literal("undo-remove"), sku, quantity }),
  z.object({ intent: z.literal("promo-add"), code: z.string().trim().toUpperCase().regex(/^[A-Z0-9_-]{2,30}$/), version }),
  z.object({ intent: z.literal("promo-remove"), code: z.string().regex(/^[A-Z0-9_-]{2,30}$/), version }),
  z.object({ intent: z.literal("loyalty-card-add"), version }),
  z.object({ intent: z.literal("loyalty-card-remove"), version }),
  z.object({ intent: z.literal("loyalty-offers"), offerIds: z.array(z.string().regex(/^\w{1,20}$/)).max(20) }),
  z.object({
    intent: z.literal("gift-card-add"),
    amount: z.coerce.number().positive().max(100_000),
    recipientEmail: z.union([z.literal(""), z.email()]).optional(),
    message: z.string().trim().max(200).optional(),
    version,
  }),
  z.object({ intent: z.literal("gift-card-remove"), giftCardId: z.string().regex(/^[\w-]{1,40}$/), version }),
  z.object({ intent: z.literal("gift-card-restore"), amount: z.coerce.number().int().positive() }),
  z.object({ intent: z.literal("donation"), donationId: z.string().regex(/^\w{1,40}$/), amount: z.coerce.number().int().nonnegative(), version }),
  z.object({ intent: z.literal("share-import"), share: z.string().max(2000) }),
]);
export type CartForm = z.infer<typeof cartFormSchema>;
export type CartIntent = CartForm["intent"];

export interface CartActionResult {
  intent: CartIntent | "invalid";
  ok: boolean;
  message: string;
  /** The line a quantity answer is about, so only that line shows it. */
  lineId?: string;
  /** No cart, or it is gone: the page says so above everything (the lines are gone too). */
  cartLost?: boolean;
  /** A removed line, for the 4-second undo banner. */
  removed?: { sku: string; quantity: number; name: string; colourLabel: string; size: string; pictureUrl: string; lineId: string };
  removedGiftCard?: { amount: number };
  removedLoyaltyCard?: boolean;
}

function readForm(formData: FormData): unknown {
  const fields = Object.fromEntries([...formData].filter((entry): entry is [string, string] => typeof entry[1] === "string"));
  // The loyalty offers form sends one checkbox value per chosen offer, or none.
  return fields.intent === "loyalty-offers" ? { ...fields, offerIds: formData.getAll("offerIds").filter((value) => typeof value === "string") } : fields;
}

/** One outcome in the shopper's words; the backend's own message only goes to the logs. */
function describeFailure(outcome: Extract<CartOutcome, { ok: false }>, language: string, url: string): string {
  const options = { locale: language as "en" };
  if (outcome.reason === "no-cart") return m.cart_no_known_cart({}, options);
  if (outcome.reason === "cart-gone") return m.cart_gone({}, options);
  if (outcome.reason === "unavailable") {
    logWarning({ message: "Cart change failed", url, cause: outcome.message });
    return m.cart_unavailable({}, options);
  }
  if (isStockRefusal(outcome)) return m.cart_stock_limit({}, options);
  return m.cart_change_refused({}, options);
}

export async function handleCartAction(request: Request, context: RequestContext): Promise<{ result: CartActionResult; status: number }> {
  const { api, locale } = context;
  const options = { locale: locale.language };
  const formData = await request.formData().catch(() => new FormData());
  const parsed = cartFormSchema.safeParse(readForm(formData));
  if (!parsed.success) return { result: { intent: "invalid", ok: false, message: m.cart_form_invalid({}, options) }, status: 400 };
  const form = parsed.data;
  // One backend change on the cart, `{id}` standing for its id, sent with the cart's version.
  const cartCall = (path: string, method: "POST" | "PUT" | "DELETE", body?: unknown) => (cart: { id: string; version: number }) =>
    api.callWithStatus(`${path.replace("{id}", cart.id)}`, { method, query: { version: cart.version }, body, schema: cartSchema });
  const done = (outcome: CartOutcome, success: (cart: Cart) => string, extra: Partial<CartActionResult> = {}) => {
    if (!outcome.ok) {
      const cartLost = outcome.reason === "no-cart" || outcome.reason === "cart-gone";
      const message = describeFailure(outcome, locale.language, request.url);
      return { result: { intent: form.intent, ok: false, message, cartLost }, status: outcome.reason === "unavailable" ? 503 : cartLost ? 409 : 400 };
    }
    return { result: { intent: form.intent, ok: true, message: success(outcome.cart), ...extra }, status: 200 };
  };

  switch (form.intent) {
    case "quantity": {
      const outcome = await changeCart(
        context,
        (cart, reloaded) => {
          const fresh = reloaded?.lineItems.find((line) => line.lineId === form.lineId);
          const target =
            fresh && form.seenQuantity !== undefined
              ? Math.min(Math.max(1, fresh.quantity + form.quantity - form.seenQuantity), Math.max(1, fresh.availableQuantity))
              : form.quantity;
          return cartCall(`carts/{id}/products/${form.lineId}/quantity/${target}`, "PUT")(cart);
        },
        form.version,
      );
      const answer = done(outcome, () => m.cart_quantity_updated({}, options));
      return { ...answer, result: { ...answer.result, lineId: form.lineId } };
    }
    case "remove": {
      const before = await loadCart(context).catch(() => null);
      const line = before?.lineItems.find((entry) => entry.lineId === form.lineId);
      // Already gone (another tab removed it): nothing to undo, the page shows the cart as it is.
      if (before && !line) return { result: { intent: form.intent, ok: true, message: m.cart_line_removed_elsewhere({}, options) }, status: 200 };
      const outcome = await changeCart(context, cartCall(`carts/{id}/products/${form.lineId}`, "DELETE"), form.version);
      return done(outcome, () => m.cart_line_removed({ name: line?.name ?? "" }, options), line ? {
        removed: { sku: line.sku, quantity: line.quantity, name: line.name, colourLabel: line.colourLabel, size: line.size, pictureUrl: line.pictureUrl, lineId: line.lineId },
      } : {});
    }
    case "undo-remove":
      return done(await restoreLine(context, form.sku, form.quantity), () => m.cart_line_restored({}, options));
    case "promo-add": {
      const outcome = await changeCart(context, cartCall(`carts/{id}/promo-code/${encodeURIComponent(form.code)}`, "POST"), form.version);
      if (!outcome.ok && outcome.reason === "rejected") {
        const message = /already applied/.test(outcome.message)
          ? m.cart_promo_already({ code: form.code }, options)
          : /needs a cart of at least/.test(outcome.message)
            ? m.cart_promo_minimum({ code: form.code }, options)
            : m.cart_promo_invalid({ code: form.code }, options);
        return { result: { intent: form.intent, ok: false, message }, status: 400 };
      }
      // Product_out_of_stock (spec 5): raised after the cart is updated, the code stays applied.
      return done(outcome, (cart) =>
        cart.discountCode.some((entry) => entry.code === form.code && entry.productOutOfStock)
          ? m.cart_product_out_of_stock({}, options)
          : m.cart_promo_applied({ code: form.code }, options),
      );
    }
    case "promo-remove":
      return done(await changeCart(context, cartCall(`carts/{id}/promo-code/${encodeURIComponent(form.code)}`, "DELETE"), form.version), () =>
        m.cart_promo_removed({ code: form.code }, options),
      );
    case "loyalty-card-add":
      return done(await changeCart(context, cartCall("carts-self/{id}/loyalty-card", "POST"), form.version), () => m.cart_loyalty_card_added({}, options));
    case "loyalty-card-remove":
      return done(await changeCart(context, cartCall("carts-self/{id}/loyalty-card", "DELETE"), form.version), () => m.cart_loyalty_card_removed({}, options), {
        removedLoyaltyCard: true,
      });
    case "loyalty-offers": {
      const outcome = await changeCart(context, (cart) =>
        api.callWithStatus(`carts-self/${cart.id}/loyalty-offers`, { method: "PUT", body: { loyaltyOfferIds: form.offerIds }, schema: cartSchema }),
      );
      return done(outcome, (cart) =>
        cart.loyaltyOffers.offers.some((offer) => offer.productOutOfStock)
          ? m.cart_product_out_of_stock({}, options)
          : m.cart_loyalty_offers_saved({}, options),
      );
    }
    case "gift-card-add": {
      const site = await context.siteParams();
      const cents = Math.round(form.amount * 100);
      const { minAmount, maxAmount } = site.params.giftCard;
      if (cents < minAmount || cents > maxAmount) {
        return { result: { intent: form.intent, ok: false, message: m.cart_gift_card_range({}, options) }, status: 400 };
      }
      const body = { giftCard: { amount: cents, recipientEmail: form.recipientEmail || null, message: form.message || null } };
      return done(await changeOrCreateCart(context, cartCall("carts/{id}/gift-card", "POST", body)), () => m.cart_gift_card_added({}, options));
    }
    case "gift-card-remove": {
      const before = await loadCart(context).catch(() => null);
      const card = before?.giftCards.find((entry) => entry.id === form.giftCardId);
      return done(
        await changeCart(context, cartCall(`carts/{id}/gift-card/${form.giftCardId}`, "DELETE"), form.version),
        () => m.cart_gift_card_removed({}, options),
        card ? { removedGiftCard: { amount: card.price.centAmount } } : {},
      );
    }
    case "gift-card-restore": {
      const { minAmount, maxAmount } = (await context.siteParams()).params.giftCard;
      if (form.amount < minAmount || form.amount > maxAmount) {
        return { result: { intent: form.intent, ok: false, message: m.cart_gift_card_range({}, options) }, status: 400 };
      }
      return done(
        await changeOrCreateCart(context, cartCall("carts/{id}/gift-card", "POST", { giftCard: { amount: form.amount, recipientEmail: null, message: null } })),
        () => m.cart_gift_card_restored({}, options),
      );
    }
    case "donation": {
      const site = await context.siteParams();
      const donation = site.params.donations.find((entry) => entry.id === form.donationId && entry.isActive);
      // Only the amounts the site offers (or 0, to remove the donation).
      if (!donation || (form.amount > 0 && !donation.amounts.includes(form.amount))) {
        return { result: { intent: form.intent, ok: false, message: m.cart_form_invalid({}, options) }, status: 400 };
      }
      return done(
        await changeCart(context, cartCall("carts/{id}/donation", "POST", { donationId: form.donationId, amount: form.amount }), form.version),
        () => (form.amount > 0 ? m.cart_donation_added({}, options) : m.cart_donation_removed({}, options)),
      );
    }
    case "share-import": {
      const shared = parseShareParam(form.share);
      if (!shared || "invalid" in shared) return { result: { intent: form.intent, ok: false, message: m.cart_share_invalid({}, options) }, status: 400 };
      const skus = shared.items.flatMap((item) => Array.from({ length: item.quantity }, () => item.sku));
      const outcome = await changeOrCreateCart(context, (cart) =>
        api.callWithStatus(`carts/${cart.id}/products-list/`, { method: "POST", query: { version: cart.version }, body: { skus }, schema: cartSchema }),
      );
      return done(outcome, (cart) =>
        cart.productsNotAdded ? m.cart_share_partly_added({ count: cart.skusNotAdded.length }, options) : m.cart_share_added({}, options),
      );
    }
  }
}
