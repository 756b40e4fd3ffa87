import type { Cart } from "../app/features/cart-model/schemas";
import { TRANSACTION_SUBSCRIPTION_KIND } from "../app/features/checkout/subscription-kinds";
import { markdownPercent } from "../app/features/catalog/markdown";
import { productBySku } from "./data/catalog";
import { PROMO_CODES } from "./data/customers";
import type { SeedLanguage } from "./data/types";
import { loyaltyOfferById, offerDiscount, offerTitle } from "./loyalty-offers";
import { MEDIA_BASE } from "./media";
import { domainOf } from "./request-info";

/**
 * The mock's cart model and the one function that turns a stored cart into the backend's
 * answer: prices in the cart's currency, names in the request's language, discounts, loyalty
 * points, shipping and totals computed from the lines, never stored.
 */

export interface StoredLine {
  lineId: string;
  sku: string;
  quantity: number;
  lastModifiedAt: string;
}

export interface StoredPayment {
  paymentId: string;
  paymentProvider: "INTERNAL" | "ADYEN" | "WORLDLINE";
  paymentProduct: string;
  amount: number;
  status: string;
}

export interface StoredCart {
  id: string;
  version: number;
  store: string;
  customerId: string | null;
  loyaltyCardId: string | null;
  loyaltyType: string | null;
  email: string | null;
  status: "OPEN" | "ORDERED" | "MERGED" | "DELETED";
  lines: StoredLine[];
  promoCodes: string[];
  loyaltyCard: boolean;
  loyaltyOfferIds: string[];
  giftCards: { id: string; amount: number; recipientEmail: string | null; message: string | null }[];
  donations: { id: string; amount: number }[];
  shippingMethodKey: string | null;
  shippingAddress: { country: string; deliveryPointIdV2: string | null } | null;
  /** Where the order goes, as sent (home address, or the place's with the shopper's name): kept for the order, not in the cart answer. */
  deliveryAddress: Cart["billingAddress"];
  billingAddress: Cart["billingAddress"];
  subscriptions: { type: string }[];
  payments: StoredPayment[];
  sourceCartId: string | null;
  orderNumber: string | null;
  skusNotAdded: string[];
}

/** Shipping methods: their names in each language, carrier and working days to arrive. */
export const SHIPPING_METHODS: Record<
  string,
  { name: Record<SeedLanguage, string>; carrier: string; days: [number, number] }
> = {
  LM: {
    name: {
      fr: "Retrait en magasin",
      en: "Click & collect",
      es: "Recogida en tienda",
      de: "Abholung im Geschäft",
      it: "Ritiro in negozio",
      pl: "Odbiór w sklepie",
    },
    carrier: "Atelier Sept",
    days: [2, 4],
  },
  NO: {
    name: {
      fr: "Livraison à domicile",
      en: "Home delivery",
      es: "Entrega a domicilio",
      de: "Lieferung nach Hause",
      it: "Consegna a domicilio",
      pl: "Dostawa do domu",
    },
    carrier: "Colissimo",
    days: [2, 4],
  },
  PR: {
    name: {
      fr: "Point relais",
      en: "Pickup point",
      es: "Punto de recogida",
      de: "Paketshop",
      it: "Punto di ritiro",
      pl: "Punkt odbioru",
    },
    carrier: "Mondial Relay",
    days: [3, 5],
  },
  EX: {
    name: {
      fr: "Livraison express",
      en: "Express delivery",
      es: "Entrega exprés",
      de: "Expresslieferung",
      it: "Consegna espressa",
      pl: "Dostawa ekspresowa",
    },
    carrier: "Chronopost",
    days: [1, 1],
  },
  LO: {
    name: {
      fr: "Consigne automatique",
      en: "Parcel locker",
      es: "Taquilla",
      de: "Packstation",
      it: "Locker",
      pl: "Paczkomat",
    },
    carrier: "InPost",
    days: [2, 3],
  },
  HSP: {
    name: {
      fr: "Retrait chez un partenaire",
      en: "High-street pickup",
      es: "Recogida en comercio",
      de: "Abholung bei Partnern",
      it: "Ritiro presso partner",
      pl: "Odbiór u partnera",
    },
    carrier: "Atelier Sept",
    days: [2, 5],
  },
  VI: {
    name: {
      fr: "Envoi par e-mail",
      en: "By e-mail",
      es: "Por correo electrónico",
      de: "Per E-Mail",
      it: "Via e-mail",
      pl: "E-mailem",
    },
    carrier: "E-mail",
    days: [0, 0],
  },
};

export interface Tariff {
  /** Price in the currency's cents. */
  price: number;
  /** Free when the cart total (before delivery) exceeds this, in the currency's cents (spec 9). */
  freeAbove: number | null;
}

/**
 * One currency's tariffs: the store is free, e-mail too, express has no threshold, and home,
 * pickup points, lockers (priced as pickup points) and partners are free above one threshold.
 */
function tariffs({
  home,
  point,
  express,
  partner,
  freeAbove,
}: {
  home: number;
  point: number;
  express: number;
  partner: number;
  freeAbove: number;
}): Record<string, Tariff> {
  return {
    LM: { price: 0, freeAbove: null },
    NO: { price: home, freeAbove },
    PR: { price: point, freeAbove },
    EX: { price: express, freeAbove: null },
    LO: { price: point, freeAbove },
    HSP: { price: partner, freeAbove },
    VI: { price: 0, freeAbove: null },
  };
}

/**
 * Delivery prices and free-delivery thresholds in each site currency, set in that currency (a
 * threshold is a round local figure the footer and the help centre promise, never a converted
 * euro amount): tests/mocks/delivery-promises.test.ts holds the CMS texts to these figures.
 */
export const TARIFFS: Record<"EUR" | "CHF" | "PLN" | "GBP", Record<string, Tariff>> = {
  EUR: tariffs({ home: 495, point: 395, express: 995, partner: 295, freeAbove: 4900 }),
  CHF: tariffs({ home: 790, point: 590, express: 1490, partner: 490, freeAbove: 6900 }),
  PLN: tariffs({ home: 1499, point: 1199, express: 2999, partner: 999, freeAbove: 19900 }),
  GBP: tariffs({ home: 450, point: 350, express: 895, partner: 250, freeAbove: 4500 }),
};

export function tariffOf(key: string, currency: string): Tariff {
  return TARIFFS[currency as "EUR"]?.[key] ?? TARIFFS.EUR[key]!;
}

/** Which methods each delivery country offers. Stores and high-street pickup only where we have stores. */
export function shippingKeysFor(country: string): string[] {
  if (["FR", "CH", "GB"].includes(country)) return ["LM", "NO", "PR", "EX", "LO", "HSP"];
  if (country === "PL") return ["NO", "LO", "EX"];
  return ["NO", "PR", "EX"];
}

/** Other amounts set in euros (promo-code minimums) scale with the currency (CHF ~1.05, PLN ~4.3, GBP ~0.86). */
const RATE_FACTOR: Record<string, number> = { EUR: 1, CHF: 1.05, PLN: 4.3, GBP: 0.86, CZK: 25 };
export const localAmount = (eurCents: number, currency: string) =>
  Math.round((eurCents * (RATE_FACTOR[currency] ?? 1)) / 10) * 10;

/** An order placed with subscriptions ticked subscribes its customer to them (her account then says YES). */
export function subscribeWithOrder(db: { [collection: string]: any }, customerId: string, taken: { type: string }[]) {
  for (const { type } of taken) {
    const kind = TRANSACTION_SUBSCRIPTION_KIND[type];
    if (!kind) continue;
    const existing = db.subscriptions.findBy({ customerId, type: kind });
    if (existing) db.subscriptions.update(existing.id, { optin: "YES" });
    if (kind === "newsletter") db.customers.update(customerId, { optinNews: true });
  }
}

export const GIFT_CARD_BALANCES: Record<string, number> = { GC100: 10000, GC250: 2500, GCEMPTY: 0 };

export function currencyOf(store: string): "EUR" | "CHF" | "PLN" | "GBP" {
  const devise = domainOf(store).devise;
  return (devise === "PLZ" ? "PLN" : devise) as "EUR" | "CHF" | "PLN" | "GBP";
}

/** Units of a sku available online: the catalogue's stock, or what a test set for this session. */
export type StockLookup = (sku: string) => number;

export function priceOf(sku: string, currency: string) {
  const found = productBySku(sku);
  if (!found) return undefined;
  const price = found.option.prices[currency as "EUR"] ?? found.option.prices.EUR;
  return { ...found, price };
}

export function merchandiseTotal(cart: StoredCart): number {
  const currency = currencyOf(cart.store);
  return cart.lines.reduce((sum, line) => sum + (priceOf(line.sku, currency)?.price.amount ?? 0) * line.quantity, 0);
}

/** `locale` (the request's Accept-Language tag) writes the amounts inside texts: an offer's title. */
export function renderCart(
  cart: StoredCart,
  language: SeedLanguage,
  stockOf: StockLookup,
  locale: string = language,
): Cart {
  const currency = currencyOf(cart.store);
  const domain = domainOf(cart.store);
  const lineItems = cart.lines.flatMap((line) => {
    const found = priceOf(line.sku, currency);
    if (!found) return [];
    const { product, option, size, price } = found;
    const discountPercent = markdownPercent(price.amount, price.strikeThrough) ?? 0;
    return [
      {
        lineId: line.lineId,
        sku: line.sku,
        quantity: line.quantity,
        totalPrice: { centAmount: price.amount * line.quantity },
        isFree: false,
        lastModifiedAt: line.lastModifiedAt,
        segmentationId: product.familyId,
        availableQuantity: stockOf(line.sku),
        catalogPrice: {
          price: { centAmount: price.amount },
          strikeThroughPrice: price.strikeThrough ? { centAmount: price.strikeThrough } : null,
        },
        discountMessages:
          discountPercent > 0 ? [{ type: "REM" as const, displayedAmount: `-${discountPercent} %` }] : [],
        categoryLabel: [product.familyId, product.garment].join(","),
        marketingLabels: product.tags.join(";"),
        productId: product.productId,
        optionId: option.optionId,
        name: product.name[language],
        colourLabel: option.colour.label[language],
        size: size.label,
        pictureUrl: `${MEDIA_BASE}/products/${product.productId}/${option.optionId}/AP.jpg`,
      },
    ];
  });
  const merchandise = lineItems.reduce((sum, line) => sum + line.totalPrice.centAmount, 0);

  const discounts: Cart["discounts"] = [];
  const discountCode = cart.promoCodes.flatMap((code) => {
    const promo = PROMO_CODES.find((entry) => entry.code === code);
    if (!promo) return [];
    const amount =
      promo.type === "REM" ? Math.round((merchandise * promo.value) / 100) : promo.type === "COU" ? promo.value : 0;
    if (amount > 0) discounts.push({ code, type: promo.type, amount: { centAmount: Math.min(amount, merchandise) } });
    return [
      { code, type: promo.type, value: promo.value, productOutOfStock: promo.productOutOfStock, opcId: promo.opcId },
    ];
  });
  const offerLines = lineItems.map((line) => ({ familyId: line.segmentationId, cents: line.totalPrice.centAmount }));
  const offers = cart.loyaltyOfferIds.flatMap((id) => {
    const offer = loyaltyOfferById(id);
    if (!offer) return [];
    const amount = offerDiscount(offer, offerLines, currency);
    if (amount > 0) discounts.push({ code: offer.id, type: offer.discountType, amount: { centAmount: amount } });
    const title = offerTitle(offer, { language, locale, currency });
    return [{ id: offer.id, title, amount: { centAmount: amount }, productOutOfStock: offer.productOutOfStock }];
  });
  const discountTotal = Math.min(
    merchandise,
    discounts.reduce((sum, discount) => sum + discount.amount.centAmount, 0),
  );
  const discounted = merchandise - discountTotal;

  const loyaltyCardPrice = cart.loyaltyCard ? domain.params.loyaltyCardCentAmount : 0;
  const giftCardTotal = cart.giftCards.reduce((sum, card) => sum + card.amount, 0);
  const donationTotal = cart.donations.reduce((sum, donation) => sum + donation.amount, 0);

  let shippingInfo: Cart["shippingInfo"] = null;
  if (cart.shippingMethodKey) {
    const { freeAbove, price: regular } = tariffOf(cart.shippingMethodKey, currency);
    // Spec 9: free when the cart total (before delivery) exceeds the method's freeAbove.
    const beforeShipping = discounted + loyaltyCardPrice + giftCardTotal + donationTotal;
    const price = freeAbove !== null && beforeShipping > freeAbove ? 0 : regular;
    shippingInfo = {
      shippingMethodKey: cart.shippingMethodKey,
      name: SHIPPING_METHODS[cart.shippingMethodKey]!.name[language],
      price: { centAmount: price },
    };
  }

  const loyal = cart.loyaltyType === "FID" || cart.loyaltyCard;
  const points = Math.floor(discounted / 100) * domain.params.loyaltyScale;
  const doubled = cart.promoCodes.some((code) => PROMO_CODES.find((entry) => entry.code === code)?.type === "PTS");

  return {
    id: cart.id,
    version: cart.version,
    lineItems,
    totalPrice: {
      centAmount: discounted + loyaltyCardPrice + giftCardTotal + donationTotal + (shippingInfo?.price.centAmount ?? 0),
      currencyCode: currency,
    },
    // The destination's lines beside the spec's two fields (docs/api.md): where the order goes.
    shippingAddress: cart.shippingAddress
      ? {
          ...cart.shippingAddress,
          ...(cart.deliveryAddress
            ? (({ firstName, lastName, address1, address2, address3, address4, zipCode, city }) => ({
                firstName,
                lastName,
                address1,
                address2,
                address3,
                address4,
                zipCode,
                city,
              }))(cart.deliveryAddress)
            : {}),
        }
      : null,
    shippingInfo,
    billingAddress: cart.billingAddress,
    discountCode,
    discounts,
    loyaltyCard: cart.loyaltyCard
      ? { cardId: cart.loyaltyCardId ?? "NEW", price: { centAmount: loyaltyCardPrice } }
      : null,
    loyaltyOffers: { offers },
    loyaltyPointsEarned: loyal ? points : 0,
    loyaltyBonusPointsEarned: loyal && doubled ? points : 0,
    loyaltyPointsIncentive: loyal ? 0 : points,
    giftCards: cart.giftCards.map((card) => ({ id: card.id, price: { centAmount: card.amount } })),
    donations: cart.donations.map((donation) => ({ id: donation.id, price: { centAmount: donation.amount } })),
    payments: cart.payments.map((payment) => ({
      paymentId: payment.paymentId,
      paymentProvider: payment.paymentProvider,
      paymentProduct: payment.paymentProduct,
      amountPlanned: { centAmount: payment.amount },
      status: payment.status,
    })),
    subscriptions: cart.subscriptions,
    customer: { customerId: cart.customerId, loyaltyCardId: cart.loyaltyCardId },
    productsNotAdded: cart.skusNotAdded.length > 0,
    skusNotAdded: cart.skusNotAdded,
    sourceCartId: cart.sourceCartId,
    orderNumber: cart.orderNumber,
  };
}

export function newCart(id: string, store: string): StoredCart {
  return {
    id,
    version: 0,
    store,
    customerId: null,
    loyaltyCardId: null,
    loyaltyType: null,
    email: null,
    status: "OPEN",
    lines: [],
    promoCodes: [],
    loyaltyCard: false,
    loyaltyOfferIds: [],
    giftCards: [],
    donations: [],
    shippingMethodKey: null,
    shippingAddress: null,
    deliveryAddress: null,
    billingAddress: null,
    subscriptions: [],
    payments: [],
    sourceCartId: null,
    orderNumber: null,
    skusNotAdded: [],
  };
}
