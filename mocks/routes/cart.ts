import {
  cartAddressSchema,
  cartCreateBodySchema,
  cartSubscriptionsBodySchema,
  donationBodySchema,
  giftCardPaymentBodySchema,
  giftCardPurchaseBodySchema,
  hspReceiverBodySchema,
  loyaltyOffersBodySchema,
  mergeBodySchema,
  paymentBodySchema,
  productsListBodySchema,
} from "../../app/features/cart-model/schemas";
import {
  currencyOf,
  GIFT_CARD_BALANCES,
  localAmount,
  merchandiseTotal,
  newCart,
  priceOf,
  renderCart,
  SHIPPING_METHODS,
  tariffOf,
  shippingKeysFor,
  subscribeWithOrder,
  type StoredCart,
} from "../cart-engine";
import { productBySku } from "../data/catalog";
import { PROMO_CODES } from "../data/customers";
import { loyaltyOfferById, offerRefusal } from "../loyalty-offers";
import { LOCKERS, PICKUP_POINTS, STORES } from "../data/stores";
import { orderRecord } from "../orders";
import { domainOf, bodyOf, firstQuery, requestInfo, type RequestInfo, param } from "../request-info";
import { answer, customerDb, fail, isFailure, noContent, requireCustomer, type MockDb, type Routes } from "../http";

/**
 * Every cart call of spec 7 with real semantics: a version that increments on every change
 * (409 on a stale one), 406 on create when the signed-in customer already has a cart,
 * 404 'No cart found for id {id}', 206 when a products-list add left skus out, 226 on a merge
 * that merged, 412 on validate when a line's stock changed, orders created by validate.
 */
type Db = MockDb;
type Failure = ReturnType<typeof fail>;

let sequence = 0;
const nextId = (prefix: string) => `${prefix}${Date.now().toString(36)}${(++sequence).toString(36)}`;

/** Online stock of a sku: what a test set for this session (PUT /__admin/stock/{sku}), else the catalogue's. */
export function stockLookup(db: Db) {
  return (sku: string): number => {
    const override = db.stockOverrides.findBy({ sku });
    if (override) return override.stock;
    return productBySku(sku)?.size.stock ?? 0;
  };
}

function findCart(db: Db, cartId: string): StoredCart | undefined {
  const record = db.carts.find(cartId);
  if (!record || record.status === "DELETED" || record.status === "MERGED") return undefined;
  return record as StoredCart;
}

function loadCart(db: Db, cartId: string): StoredCart | Failure {
  return findCart(db, cartId) ?? fail(404, `No cart found for id ${cartId}`);
}

/** Mutations name the version they saw; a stale one is a 409 (spec 4: reload and retry once). */
function checkVersion(request: any, cart: StoredCart): Failure | undefined {
  const raw = firstQuery(request, "version");
  if (raw === undefined || !/^\d+$/.test(raw)) return fail(400, "version is required");
  if (Number(raw) !== cart.version)
    return fail(409, `Version mismatch: cart ${cart.id} is at version ${cart.version}, not ${raw}`);
  if (cart.status === "ORDERED") return fail(400, `Cart ${cart.id} is already ordered`);
  return undefined;
}

function save(db: Db, cart: StoredCart): StoredCart {
  const next = { ...cart, version: cart.version + 1 };
  db.carts.update(cart.id, next);
  return next;
}

function respond(db: Db, info: RequestInfo, cart: StoredCart, status = 200) {
  return answer(status, renderCart(cart, info.language, stockLookup(db), info.locale));
}

/** Runs a versioned change on a cart: load (404), check version (409), change, save, answer. */
function mutate(
  db: Db,
  request: any,
  change: (
    cart: StoredCart,
    info: RequestInfo,
    request: any,
  ) => StoredCart | Failure | { cart: StoredCart; status: number },
) {
  const info = requestInfo(request);
  const loaded = loadCart(db, param(request, "cartId"));
  if (isFailure(loaded)) return loaded;
  const stale = checkVersion(request, loaded);
  if (stale) return stale;
  const result = change(structuredClone(loaded), info, request);
  if (isFailure(result)) return result;
  const { cart, status } =
    "status" in result && "cart" in result ? result : { cart: result as StoredCart, status: 200 };
  return respond(db, info, save(db, cart), status);
}

function addSku(cart: StoredCart, sku: string, stockOf: (sku: string) => number): string | undefined {
  if (!productBySku(sku)) return `No product for sku ${sku}`;
  const stock = stockOf(sku);
  const line = cart.lines.find((entry) => entry.sku === sku);
  const wanted = (line?.quantity ?? 0) + 1;
  if (stock <= 0) return `Sku ${sku} is not available`;
  if (wanted > stock) return `Only ${stock} left for sku ${sku}`;
  const now = new Date().toISOString();
  if (line) {
    line.quantity = wanted;
    line.lastModifiedAt = now;
  } else {
    cart.lines.push({ lineId: nextId("L"), sku, quantity: 1, lastModifiedAt: now });
  }
  return undefined;
}

/** A customer has one open cart per shop: the French site's cart is not the Polish site's (store header). */
function openCartOf(db: Db, customerId: string, store: string): StoredCart | undefined {
  return db.carts.where({ customerId, status: "OPEN", store })[0] as StoredCart | undefined;
}

export function registerCartRoutes(routes: Routes) {
  routes.post("/carts", (schema, request) => {
    const db = schema.db as Db;
    const info = requestInfo(request);
    const body = cartCreateBodySchema.safeParse(bodyOf(request) ?? {});
    if (!body.success) return fail(400, "Invalid cart owner");
    if (info.customerId && openCartOf(db, info.customerId, info.domain.domain))
      return fail(406, `Customer ${info.customerId} already has a cart`);
    const cart = newCart(nextId("cart-"), info.domain.domain);
    cart.customerId = info.customerId ?? null;
    cart.loyaltyCardId = body.data.loyaltyCardId ?? null;
    cart.loyaltyType = body.data.loyaltyType ?? null;
    cart.email = body.data.email ?? null;
    db.carts.insert(cart);
    return respond(db, info, cart, 201);
  });

  routes.get("/carts-self", (schema, request) => {
    const info = requestInfo(request);
    const customerId = requireCustomer(info);
    if (isFailure(customerId)) return customerId;
    const cart = openCartOf(schema.db, customerId, requestInfo(request).domain.domain);
    return cart ? respond(schema.db, info, cart) : fail(404, `No cart found for customer ${customerId}`);
  });

  routes.get("/carts/:cartId", (schema, request) => {
    const cart = schema.db.carts.find(param(request, "cartId")) as StoredCart | undefined;
    if (!cart || cart.status === "DELETED" || cart.status === "MERGED")
      return fail(404, `No cart found for id ${param(request, "cartId")}`);
    return respond(schema.db, requestInfo(request), cart);
  });

  routes.delete("/carts/:cartId", (schema, request) => {
    const loaded = loadCart(schema.db, param(request, "cartId"));
    if (isFailure(loaded)) return loaded;
    const stale = checkVersion(request, loaded);
    if (stale) return stale;
    schema.db.carts.update(loaded.id, { status: "DELETED", version: loaded.version + 1 });
    return noContent();
  });

  routes.post("/carts/:cartId/products/:sku", (schema, request) =>
    mutate(schema.db, request, (cart) => {
      const refused = addSku(cart, param(request, "sku"), stockLookup(schema.db));
      if (refused) return fail(refused.startsWith("No product") ? 404 : 400, refused);
      cart.skusNotAdded = [];
      return cart;
    }),
  );

  routes.post("/carts/:cartId/products-list/", (schema, request) =>
    mutate(schema.db, request, (cart) => {
      const parsed = productsListBodySchema.safeParse(bodyOf(request));
      if (!parsed.success) return fail(400, "Body must be { skus: [...] }");
      const stockOf = stockLookup(schema.db);
      cart.skusNotAdded = parsed.data.skus.filter((sku) => addSku(cart, sku, stockOf) !== undefined);
      return { cart, status: cart.skusNotAdded.length ? 206 : 200 };
    }),
  );

  routes.put("/carts/:cartId/products/:lineId/quantity/:quantity", (schema, request) =>
    mutate(schema.db, request, (cart) => {
      const line = cart.lines.find((entry) => entry.lineId === param(request, "lineId"));
      if (!line) return fail(404, `No line ${param(request, "lineId")} in cart ${cart.id}`);
      const quantity = Number(param(request, "quantity"));
      const stock = stockLookup(schema.db)(line.sku);
      if (!Number.isInteger(quantity) || quantity < 1 || quantity > stock) {
        return fail(400, `Quantity must be between 1 and ${stock}`);
      }
      line.quantity = quantity;
      line.lastModifiedAt = new Date().toISOString();
      return cart;
    }),
  );

  routes.delete("/carts/:cartId/products/:lineId", (schema, request) =>
    mutate(schema.db, request, (cart) => {
      const index = cart.lines.findIndex((entry) => entry.lineId === param(request, "lineId"));
      if (index < 0) return fail(404, `No line ${param(request, "lineId")} in cart ${cart.id}`);
      cart.lines.splice(index, 1);
      return cart;
    }),
  );

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

  const selfMutate = (change: Parameters<typeof mutate>[2]) => (schema: { db: MockDb }, request: any) => {
    const customerId = requireCustomer(requestInfo(request));
    if (isFailure(customerId)) return customerId;
    const cart = findCart(schema.db, param(request, "cartId"));
    if (cart && cart.customerId !== customerId) return fail(404, `No cart found for id ${param(request, "cartId")}`);
    return mutate(schema.db, request, change);
  };

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

  // Paying with a gift card: an internal payment of at most the card's balance and the amount due.
  routes.post(
    "/carts-self/:cartId/gift-cards/:giftCardId",
    selfMutate((cart, info, request) => {
      const parsed = giftCardPaymentBodySchema.safeParse(bodyOf(request));
      if (!parsed.success) return fail(400, "Body must be { amount }");
      const cardId = param(request, "giftCardId").toUpperCase();
      const balance = GIFT_CARD_BALANCES[cardId];
      if (balance === undefined) return fail(404, `Unknown gift card ${cardId}`);
      if (balance === 0) return fail(400, `Gift card ${cardId} has no balance left`);
      const due = renderCart(cart, info.language, () => Number.MAX_SAFE_INTEGER).totalPrice.centAmount;
      const alreadyPaid = cart.payments
        .filter((payment) => payment.paymentProduct === "GIFT_CARD" && payment.paymentId !== cardId)
        .reduce((sum, payment) => sum + payment.amount, 0);
      const amount = Math.min(parsed.data.amount, balance, Math.max(0, due - alreadyPaid));
      if (amount <= 0) return fail(400, "Nothing left to pay with a gift card");
      cart.payments = cart.payments.filter((payment) => payment.paymentId !== cardId);
      cart.payments.push({
        paymentId: cardId,
        paymentProvider: "INTERNAL",
        paymentProduct: "GIFT_CARD",
        amount,
        status: "Authorised",
      });
      return cart;
    }),
  );

  routes.delete(
    "/carts-self/:cartId/gift-cards/:giftCardId",
    selfMutate((cart, _info, request) => {
      const cardId = param(request, "giftCardId").toUpperCase();
      if (!cart.payments.some((payment) => payment.paymentId === cardId))
        return fail(404, `Gift card ${cardId} is not used in this cart`);
      cart.payments = cart.payments.filter((payment) => payment.paymentId !== cardId);
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

  routes.put("/carts/:cartId/refresh", (schema, request) =>
    mutate(schema.db, request, (cart) => {
      const stockOf = stockLookup(schema.db);
      for (const line of cart.lines)
        line.quantity = Math.max(1, Math.min(line.quantity, stockOf(line.sku) || line.quantity));
      return cart;
    }),
  );

  routes.post("/carts/merge", (schema, request) => {
    const db = schema.db as Db;
    const info = requestInfo(request);
    const customerId = requireCustomer(info);
    if (isFailure(customerId)) return customerId;
    const parsed = mergeBodySchema.safeParse(bodyOf(request));
    if (!parsed.success) return fail(400, "Body must be { cartId, customer: { customerId } }");
    if (parsed.data.customer.customerId !== customerId) return fail(403, "The cart belongs to another customer");
    const anonymous = findCart(db, parsed.data.cartId);
    if (!anonymous) return fail(404, `No cart found for id ${parsed.data.cartId}`);
    const own = openCartOf(db, customerId, anonymous.store);
    if (!own || own.id === anonymous.id) {
      const customer = customerDb(db).customers.find(customerId);
      const adopted = save(db, {
        ...anonymous,
        customerId,
        email: customer?.email ?? null,
        loyaltyType: customer?.loyaltyType ?? null,
      });
      return respond(db, info, adopted);
    }
    if (anonymous.lines.length === 0) return respond(db, info, own);
    const merged = structuredClone(own);
    const stockOf = stockLookup(db);
    for (const line of anonymous.lines) {
      const existing = merged.lines.find((entry) => entry.sku === line.sku);
      const stock = stockOf(line.sku);
      if (existing)
        existing.quantity = Math.max(existing.quantity, Math.min(stock || 1, existing.quantity + line.quantity));
      else merged.lines.push({ ...line, lineId: nextId("L") });
    }
    merged.sourceCartId = anonymous.id;
    db.carts.update(anonymous.id, { status: "MERGED" });
    return respond(db, info, save(db, merged), 226);
  });

  routes.post(
    "/carts-self/:cartId/payments",
    selfMutate((cart, _info, request) => {
      const parsed = paymentBodySchema.safeParse(bodyOf(request));
      if (!parsed.success) return fail(400, "Body must be { paymentProduct, amount }");
      const { paymentProduct, amount } = parsed.data;
      if (paymentProduct === "GIFT_CARD") return fail(400, "Gift cards are paid through /gift-cards/{giftCardId}");
      cart.payments = cart.payments.filter(
        (payment) => payment.paymentProvider !== "INTERNAL" || payment.paymentProduct === "GIFT_CARD",
      );
      cart.payments.push({
        paymentId: nextId("P"),
        paymentProvider: "INTERNAL",
        paymentProduct,
        amount,
        status: "Authorised",
      });
      return cart;
    }),
  );

  // Card-provider variant: the shopper is sent to the provider's page, which comes back to returnUrl.
  routes.post("/carts-self/:cartId/payments/:provider", (schema, request) => {
    const db = schema.db as Db;
    const info = requestInfo(request);
    const customerId = requireCustomer(info);
    if (isFailure(customerId)) return customerId;
    const provider = param(request, "provider").toUpperCase();
    if (provider !== "ADYEN" && provider !== "WORLDLINE")
      return fail(404, `No payment provider ${param(request, "provider")}`);
    const parsed = paymentBodySchema.safeParse(bodyOf(request));
    if (!parsed.success || !parsed.data.returnUrl)
      return fail(400, "Body must be { paymentProduct, amount, returnUrl }");
    const loaded = loadCart(db, param(request, "cartId"));
    if (isFailure(loaded)) return loaded;
    const stale = checkVersion(request, loaded);
    if (stale) return stale;
    const paymentId = nextId("P");
    const cart = structuredClone(loaded);
    cart.payments = cart.payments.filter((payment) => payment.paymentProduct === "GIFT_CARD");
    cart.payments.push({
      paymentId,
      paymentProvider: provider,
      paymentProduct: parsed.data.paymentProduct,
      amount: parsed.data.amount,
      status: "RedirectShopper",
    });
    const saved = save(db, cart);
    const redirect = new URLSearchParams({ paymentId, cartId: cart.id, returnUrl: parsed.data.returnUrl });
    return {
      paymentId,
      resultCode: "RedirectShopper",
      redirectUrl: `/__mock/payment-provider/${provider.toLowerCase()}/pay?${redirect}`,
      cart: renderCart(saved, info.language, stockLookup(db), info.locale),
    };
  });

  // The provider's answer for one payment, once the shopper came back (order-{provider}-check).
  routes.get("/carts-self/:cartId/payments/:paymentId", (schema, request) => {
    const customerId = requireCustomer(requestInfo(request));
    if (isFailure(customerId)) return customerId;
    const cart = schema.db.carts.find(param(request, "cartId")) as StoredCart | undefined;
    const payment = cart?.payments.find((entry) => entry.paymentId === param(request, "paymentId"));
    if (!cart || !payment) return fail(404, `No payment ${param(request, "paymentId")}`);
    return {
      paymentId: payment.paymentId,
      resultCode: payment.status,
      amount: payment.amount,
      paymentProduct: payment.paymentProduct,
    };
  });

  routes.post("/carts-self/:cartId/validate", (schema, request) => {
    const db = schema.db as Db;
    const info = requestInfo(request);
    const customerId = requireCustomer(info);
    if (isFailure(customerId)) return customerId;
    const cart = loadCart(db, param(request, "cartId"));
    if (isFailure(cart)) return cart;
    const stale = checkVersion(request, cart);
    if (stale) return stale;
    const stockOf = stockLookup(db);
    const changed = cart.lines.find((line) => stockOf(line.sku) < line.quantity);
    if (changed) return fail(412, `Stock changed for sku ${changed.sku}: ${stockOf(changed.sku)} left`);
    const rendered = renderCart(cart, info.language, stockOf, info.locale);
    if (rendered.lineItems.length === 0 && !cart.loyaltyCard && cart.giftCards.length === 0)
      return fail(400, "The cart is empty");
    if (!cart.shippingMethodKey) return fail(400, "A shipping method is required");
    if (!cart.billingAddress) return fail(400, "A billing address is required");
    // Pending: accepted by the provider, settled later; the order is placed meanwhile.
    const paid = cart.payments
      .filter((payment) => ["Authorised", "Received", "Success", "Pending"].includes(payment.status))
      .reduce((sum, payment) => sum + payment.amount, 0);
    if (rendered.totalPrice.centAmount > 0 && paid < rendered.totalPrice.centAmount) {
      return fail(400, `Payment incomplete: ${paid} of ${rendered.totalPrice.centAmount}`);
    }
    const own = customerDb(db);
    const orderNumber = `AS26${String(100000 + own.orders.length + Math.floor(Math.random() * 800000)).slice(0, 6)}`;
    const ordered = save(db, { ...cart, status: "ORDERED", orderNumber });
    subscribeWithOrder(own, customerId, cart.subscriptions);
    own.orders.insert(
      orderRecord(
        ordered,
        { customerId, orderNumber, createdAt: new Date().toISOString(), status: "CONFIRMED" },
        stockOf,
      ),
    );
    return respond(db, info, ordered);
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
