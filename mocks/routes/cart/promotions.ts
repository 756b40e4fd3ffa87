import { loyaltyOffersBodySchema } from "../../../app/features/cart-model/schemas";
import { currencyOf, localAmount, merchandiseTotal, priceOf } from "../../cart-engine";
import { PROMO_CODES } from "../../data/customers";
import { customerDb, fail, isFailure, requireCustomer, type Routes } from "../../http";
import { loyaltyOfferById, offerRefusal } from "../../loyalty-offers";
import { bodyOf, param, requestInfo } from "../../request-info";
import { loadCart, mutate, respond, save } from "./stored-carts";

/** Reductions on a cart: promo codes (each with its minimum spend) and a loyalty customer's offers. */
export function registerCartPromotionRoutes(routes: Routes) {
  routes.post("/carts/:cartId/promo-code/:promoCode", (schema, request) =>
    mutate(schema.db, request, (cart) => {
      const code = param(request, "promoCode").toUpperCase();
      const promo = PROMO_CODES.find((entry) => entry.code === code);
      if (!promo) return fail(400, `Invalid promo code ${code}`);
      if (cart.promoCodes.includes(code)) return fail(400, `Promo code ${code} is already applied`);
      const minimum = localAmount(promo.minCents, currencyOf(cart.store));
      if (merchandiseTotal(cart) < minimum)
        return fail(400, `Promo code ${code} needs a cart of at least ${minimum} cents`);
      cart.promoCodes.push(code);
      return cart;
    }),
  );

  routes.delete("/carts/:cartId/promo-code/:promoCode", (schema, request) =>
    mutate(schema.db, request, (cart) => {
      const code = param(request, "promoCode").toUpperCase();
      if (!cart.promoCodes.includes(code)) return fail(404, `Promo code ${code} is not in the cart`);
      cart.promoCodes = cart.promoCodes.filter((entry) => entry !== code);
      return cart;
    }),
  );

  routes.put("/carts-self/:cartId/loyalty-offers", (schema, request) => {
    const info = requestInfo(request);
    const customerId = requireCustomer(info);
    if (isFailure(customerId)) return customerId;
    const cart = loadCart(schema.db, param(request, "cartId"));
    if (isFailure(cart)) return cart;
    const parsed = loyaltyOffersBodySchema.safeParse(bodyOf(request));
    if (!parsed.success) return fail(400, "Body must be { loyaltyOfferIds: [...] }");
    if (customerDb(schema.db).customers.find(customerId)?.loyaltyType !== "FID")
      return fail(403, "Loyalty offers are for loyalty-card customers");
    const unknown = parsed.data.loyaltyOfferIds.find((id) => !loyaltyOfferById(id));
    if (unknown) return fail(400, `Unknown loyalty offer ${unknown}`);
    // Each offer's rules (minimum spend, product families) hold for the cart as it is; the first broken one is said.
    const currency = currencyOf(cart.store);
    const lines = cart.lines.flatMap((line) => {
      const found = priceOf(line.sku, currency);
      return found ? [{ familyId: found.product.familyId, cents: found.price.amount * line.quantity }] : [];
    });
    for (const id of parsed.data.loyaltyOfferIds) {
      const refusal = offerRefusal(loyaltyOfferById(id)!, lines, currency);
      if (refusal) return fail(400, refusal);
    }
    return respond(schema.db, info, save(schema.db, { ...cart, loyaltyOfferIds: parsed.data.loyaltyOfferIds }));
  });
}
