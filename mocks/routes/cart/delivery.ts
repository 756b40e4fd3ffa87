import { cartAddressSchema, hspReceiverBodySchema } from "../../../app/features/cart-model/schemas";
import { currencyOf, SHIPPING_METHODS, shippingKeysFor, tariffOf, type StoredCart } from "../../cart-engine";
import { productBySku } from "../../data/catalog";
import { LOCKERS, PICKUP_POINTS, STORES } from "../../data/stores";
import { fail, type Routes } from "../../http";
import { bodyOf, domainOf, firstQuery, param, requestInfo } from "../../request-info";
import { findCart, selfMutate } from "./stored-carts";

/**
 * Where the order goes and who pays: the billing address, the shipping method with its address
 * (or a high-street pickup), and the shipping methods a cart is offered.
 */
export function registerCartDeliveryRoutes(routes: Routes) {
  routes.post(
    "/carts-self/:cartId/billing-address",
    selfMutate((cart, _info, request) => {
      const parsed = cartAddressSchema.safeParse(bodyOf(request));
      if (!parsed.success) return fail(400, `Invalid billing address: ${parsed.error.issues[0]?.path.join(".")}`);
      cart.billingAddress = upperCaseAddress(parsed.data);
      return cart;
    }),
  );

  routes.post(
    "/carts-self/:cartId/shipping-method/:shippingMethodId",
    selfMutate((cart, _info, request) => {
      const key = param(request, "shippingMethodId");
      const parsed = cartAddressSchema.safeParse(bodyOf(request));
      if (!parsed.success) return fail(400, `Invalid delivery address: ${parsed.error.issues[0]?.path.join(".")}`);
      if (!shippingKeysFor(parsed.data.country).includes(key) && key !== "VI")
        return fail(400, `No ${key} delivery to ${parsed.data.country}`);
      cart.shippingMethodKey = key;
      cart.shippingAddress = { country: parsed.data.country, deliveryPointIdV2: parsed.data.id };
      // By e-mail (VI) nothing travels: the order keeps no postal destination.
      cart.deliveryAddress = key === "VI" ? null : upperCaseAddress(parsed.data);
      if (!cart.billingAddress) cart.billingAddress = upperCaseAddress(parsed.data);
      return cart;
    }),
  );

  routes.post(
    "/carts-self/:cartId/shipping-method-hsp",
    selfMutate((cart, _info, request) => {
      const parsed = hspReceiverBodySchema.safeParse(bodyOf(request));
      if (!parsed.success) return fail(400, "Invalid receiver");
      cart.shippingMethodKey = "HSP";
      cart.shippingAddress = { country: domainOf(cart.store).countryCodeISO2, deliveryPointIdV2: parsed.data.storeId };
      cart.deliveryAddress = placeAddress(parsed.data.storeId, parsed.data);
      return cart;
    }),
  );

  routes.get("/deliveries/shipping-methods", (schema, request) => {
    const info = requestInfo(request);
    const country = (firstQuery(request, "country") ?? info.domain.countryCodeISO2).toUpperCase();
    const cartId = firstQuery(request, "cartId");
    const cart = cartId ? findCart(schema.db, cartId) : undefined;
    if (cartId && !cart) return fail(404, `No cart found for id ${cartId}`);
    const currency = cart ? currencyOf(cart.store) : info.currency;
    // Spec 5: e-mail delivery (VI) is offered only to a cart with no gift card, or with only the
    // loyalty card, or whose items all share one of the site's freeCartCriteria segmentations
    // (gift cards count as GIFT_CARD, the loyalty card as LOYALTY_CARD). A cart with nothing to
    // ship gets VI alone; any other cart keeps the country's methods beside it.
    const criteria = domainOf(cart?.store ?? info.domain.domain).params.freeCartCriteria;
    const segmentations = cart
      ? [
          ...cart.lines.map((line) => productBySku(line.sku)?.product.familyId ?? "?"),
          ...cart.giftCards.map(() => "GIFT_CARD"),
          ...(cart.loyaltyCard ? ["LOYALTY_CARD"] : []),
        ]
      : [];
    const sameSegmentation =
      segmentations.length > 0 &&
      segmentations.every((id) => id === segmentations[0]) &&
      criteria.includes(segmentations[0]!);
    const onlyLoyaltyCard = Boolean(cart?.loyaltyCard) && cart!.lines.length === 0 && cart!.giftCards.length === 0;
    const dematerialised = Boolean(cart) && (cart!.giftCards.length === 0 || onlyLoyaltyCard || sameSegmentation);
    const physical = Boolean(cart?.lines.length) || !cart;
    const keys = [...(physical ? shippingKeysFor(country) : []), ...(dematerialised || !physical ? ["VI"] : [])];
    return keys.map((key) => {
      const method = SHIPPING_METHODS[key]!;
      const tariff = tariffOf(key, currency);
      return {
        key,
        name: method.name[info.language],
        shippingMethods: [
          { id: key, name: method.name[info.language], carrier: method.carrier, deliveryDays: method.days },
        ],
        shippingRate: {
          price: { centAmount: tariff.price },
          freeAbove: tariff.freeAbove === null ? null : { centAmount: tariff.freeAbove },
        },
      };
    });
  });
}

function upperCaseAddress<
  T extends {
    firstName: string;
    lastName: string;
    address1: string;
    address2: string | null;
    address3: string | null;
    address4: string | null;
    city: string;
  },
>(address: T): T {
  const street = (value: string | null) => (value ? value.toUpperCase().slice(0, 50) : null);
  return {
    ...address,
    firstName: address.firstName.toUpperCase(),
    lastName: address.lastName.toUpperCase(),
    address1: street(address.address1)!,
    address2: street(address.address2),
    address3: street(address.address3),
    address4: street(address.address4),
    city: address.city.toUpperCase(),
  };
}

/** High-street pickup: the partner store's address under the receiver's name (kept for the order). */
function placeAddress(
  storeId: string,
  receiver: { firstName: string; lastName: string; phone: string },
): StoredCart["deliveryAddress"] {
  const place = [
    ...STORES.map((store) => ({ id: store.storeId, name: store.name, address: store.address })),
    ...PICKUP_POINTS,
    ...LOCKERS,
  ].find((entry) => entry.id === storeId);
  if (!place) return null;
  return upperCaseAddress({
    id: storeId,
    firstName: receiver.firstName,
    lastName: receiver.lastName,
    address1: place.name,
    address2: place.address.line1,
    address3: place.address.line2 ?? null,
    address4: null,
    zipCode: place.address.zipCode,
    city: place.address.city,
    country: place.address.countryCode,
    phone: receiver.phone || null,
    phoneNumberCountry: null,
    addressQuality: null,
    phoneQuality: null,
  });
}
