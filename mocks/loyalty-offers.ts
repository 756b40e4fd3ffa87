import { formatMoney } from "../app/lib/money";
import { segmentationById } from "./data/catalog";
import { LOYALTY_OFFERS, type LoyaltyOfferSeed, type MovementLabel } from "./data/customers";
import type { SeedCurrency, SeedLanguage } from "./data/types";

/**
 * The loyalty programme as the backend answers it: each offer's texts in the request's language
 * with its amounts in the site's currency (from the offer's own figures for that currency, never
 * converted euros), and its rules (a minimum spend, product families) checked when a cart takes
 * the offer and again each time the cart is computed. The cart, the offers list and the
 * customer's movements all name an offer with the one `offerTitle`.
 */

/** How the answer is written: the request's language and locale tag (Accept-Language), the currency. */
export interface OfferWriting {
  language: SeedLanguage;
  /** A BCP 47 tag such as `it-IT` or `fr-CH`: amounts are written as that locale writes them. */
  locale: string;
  currency: SeedCurrency;
}

/** A cart line as the rules see it: its family and what it costs. */
export interface OfferLine {
  familyId: string;
  cents: number;
}

export const loyaltyOfferById = (id: string): LoyaltyOfferSeed | undefined =>
  LOYALTY_OFFERS.find((offer) => offer.id === id);

const amountIn = (figures: Record<SeedCurrency, number>, currency: SeedCurrency) => figures[currency] ?? figures.EUR;

/** The voucher's value (cents) or the discount's percentage in `currency`. */
export function offerValue(offer: LoyaltyOfferSeed, currency: SeedCurrency): number {
  return typeof offer.value === "number" ? offer.value : amountIn(offer.value, currency);
}

export function offerMinimumSpend(offer: LoyaltyOfferSeed, currency: SeedCurrency): number | null {
  return offer.minimumSpend ? amountIn(offer.minimumSpend, currency) : null;
}

function fill(template: string, offer: LoyaltyOfferSeed, writing: OfferWriting): string {
  const money = (cents: number) => formatMoney(cents, writing.currency, writing.locale, { dropZeroDecimals: true });
  const minimum = offerMinimumSpend(offer, writing.currency);
  return template
    .replace("{value}", money(offerValue(offer, writing.currency)))
    .replace("{minimum}", minimum === null ? "" : money(minimum));
}

/** The offer's one name, wherever it is shown: the offers list, the cart, the order, the movements. */
export const offerTitle = (offer: LoyaltyOfferSeed, writing: OfferWriting) =>
  fill(offer.title[writing.language], offer, writing);

/** GET /customers-self/loyalty/offers/{storeId}: one offer as the backend answers it. */
export function offerAnswer(offer: LoyaltyOfferSeed, writing: OfferWriting) {
  const minimum = offerMinimumSpend(offer, writing.currency);
  return {
    id: offer.id,
    title: offerTitle(offer, writing),
    description: fill(offer.description[writing.language], offer, writing),
    pointsCost: offer.pointsCost,
    discountType: offer.discountType,
    value: offerValue(offer, writing.currency),
    validTo: offer.validTo,
    productOutOfStock: offer.productOutOfStock,
    minimumSpend: minimum === null ? null : { centAmount: minimum, currencyCode: writing.currency },
    families: offer.familyIds.map((familyId) => ({
      familyId,
      title: segmentationById(familyId)?.title[writing.language] ?? familyId,
    })),
  };
}

const inFamilies = (offer: LoyaltyOfferSeed, line: OfferLine) =>
  offer.familyIds.length === 0 || offer.familyIds.includes(line.familyId);

/**
 * Why a cart cannot take the offer, as the backend's error message (docs/api.md: the storefront
 * reads the rule and the offer from it); undefined when it can.
 */
export function offerRefusal(offer: LoyaltyOfferSeed, lines: OfferLine[], currency: SeedCurrency): string | undefined {
  const minimum = offerMinimumSpend(offer, currency);
  const goods = lines.reduce((sum, line) => sum + line.cents, 0);
  if (minimum !== null && goods < minimum) return `Loyalty offer ${offer.id} needs a cart of at least ${minimum} cents`;
  if (offer.familyIds.length > 0 && !lines.some((line) => inFamilies(offer, line)))
    return `Loyalty offer ${offer.id} applies to families ${offer.familyIds.join(",")} only`;
  return undefined;
}

/**
 * What the offer takes off the cart (cents): nothing while the cart does not meet its rules (a
 * line removed after the offer was taken), a percentage of the lines of its families only.
 */
export function offerDiscount(offer: LoyaltyOfferSeed, lines: OfferLine[], currency: SeedCurrency): number {
  if (offerRefusal(offer, lines, currency)) return 0;
  if (offer.discountType === "CAD") return offerValue(offer, currency);
  if (offer.discountType !== "REM") return 0;
  const eligible = lines.filter((line) => inFamilies(offer, line)).reduce((sum, line) => sum + line.cents, 0);
  return Math.round((eligible * offerValue(offer, currency)) / 100);
}

/** A loyalty movement's label in the request's language; an offer's is that offer's title. */
export function movementLabel(label: MovementLabel, writing: OfferWriting): string {
  if (!("offerId" in label)) return label[writing.language];
  const offer = loyaltyOfferById(label.offerId);
  return offer ? offerTitle(offer, { ...writing, currency: label.currency }) : label.offerId;
}
