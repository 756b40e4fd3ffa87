import {
  cartSubscriptionsBodySchema,
  donationBodySchema,
  giftCardPurchaseBodySchema,
} from "../../../app/features/cart-model/schemas";
import { fail, isFailure, requireCustomer, type Routes } from "../../http";
import { bodyOf, domainOf, param, requestInfo } from "../../request-info";
import { loadCart, mutate, nextId, respond, save, selfMutate } from "./stored-carts";

/**
 * What a cart holds beside products: the loyalty card bought with it, gift cards bought for
 * someone, a donation, and the subscriptions taken with the order.
 */
export function registerCartAdditionRoutes(routes: Routes) {
  routes.post(
    "/carts-self/:cartId/loyalty-card",
    selfMutate((cart) => {
      const domain = domainOf(cart.store);
      if (!domain.params.flags.loyalty) return fail(400, `No loyalty card on the ${domain.domain} site`);
      if (cart.loyaltyType === "FID") return fail(400, "The customer already has a loyalty card");
      cart.loyaltyCard = true;
      return cart;
    }),
  );

  routes.delete(
    "/carts-self/:cartId/loyalty-card",
    selfMutate((cart) => {
      if (!cart.loyaltyCard) return fail(404, "No loyalty card in the cart");
      cart.loyaltyCard = false;
      return cart;
    }),
  );

  routes.post("/carts/:cartId/gift-card", (schema, request) =>
    mutate(schema.db, request, (cart) => {
      const parsed = giftCardPurchaseBodySchema.safeParse(bodyOf(request));
      if (!parsed.success) return fail(400, "Body must be { giftCard: { amount, recipientEmail, message } }");
      const { minAmount, maxAmount } = domainOf(cart.store).params.giftCard;
      const { amount, recipientEmail, message } = parsed.data.giftCard;
      if (amount < minAmount || amount > maxAmount)
        return fail(400, `Gift card amount must be between ${minAmount} and ${maxAmount}`);
      cart.giftCards.push({ id: nextId("GCP"), amount, recipientEmail, message });
      return cart;
    }),
  );

  routes.delete("/carts/:cartId/gift-card/:giftCardId", (schema, request) =>
    mutate(schema.db, request, (cart) => {
      if (!cart.giftCards.some((card) => card.id === param(request, "giftCardId")))
        return fail(404, `No gift card ${param(request, "giftCardId")}`);
      cart.giftCards = cart.giftCards.filter((card) => card.id !== param(request, "giftCardId"));
      return cart;
    }),
  );

  routes.post("/carts/:cartId/donation", (schema, request) =>
    mutate(schema.db, request, (cart) => {
      const parsed = donationBodySchema.safeParse(bodyOf(request));
      if (!parsed.success) return fail(400, "Body must be { donationId, amount }");
      const donation = domainOf(cart.store).params.donations.find(
        (entry) => entry.id === parsed.data.donationId && entry.isActive,
      );
      if (!donation) return fail(400, `No active donation ${parsed.data.donationId}`);
      cart.donations = parsed.data.amount > 0 ? [{ id: donation.id, amount: parsed.data.amount }] : [];
      return cart;
    }),
  );

  routes.put("/carts-self/:cartId/subscriptions", (schema, request) => {
    const info = requestInfo(request);
    const customerId = requireCustomer(info);
    if (isFailure(customerId)) return customerId;
    const cart = loadCart(schema.db, param(request, "cartId"));
    if (isFailure(cart)) return cart;
    const parsed = cartSubscriptionsBodySchema.safeParse(bodyOf(request));
    if (!parsed.success) return fail(400, "Body must be { subscriptions: [{ type }] }");
    return respond(schema.db, info, save(schema.db, { ...cart, subscriptions: parsed.data.subscriptions }));
  });
}
