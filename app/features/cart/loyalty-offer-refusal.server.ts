import { refusedLoyaltyOfferId } from "../../api/errors";
import type { LocaleInfo } from "../../lib/locales";
import { formatMoney } from "../../lib/money";
import { m } from "../../paraglide/messages.js";
import type { CartOutcome } from "./service.server";
import type { LoyaltyOffer } from "../loyalty/schemas";

export type LoyaltyOfferRuleRefusal = Extract<CartOutcome, { ok: false }> & {
  code: "loyalty-offer-minimum-not-met" | "loyalty-offer-family-missing";
};

export const isLoyaltyOfferRuleRefusal = (outcome: CartOutcome): outcome is LoyaltyOfferRuleRefusal =>
  !outcome.ok && (outcome.code === "loyalty-offer-minimum-not-met" || outcome.code === "loyalty-offer-family-missing");

/**
 * A loyalty offer the backend refused for one of its rules, in the shopper's words: which offer
 * (its own title, the name it has everywhere else), which rule, and for a minimum spend the
 * amount in the site's currency with what is still missing. The backend's refusal names the
 * offer; its figures come from the offer as the backend describes it. Without them the rule
 * alone is said.
 */
export function loyaltyOfferRefusalMessage(
  refusal: LoyaltyOfferRuleRefusal,
  { offers, goods, locale }: { offers: LoyaltyOffer[]; goods: number | null; locale: LocaleInfo },
): string {
  const options = { locale: locale.language };
  const id = refusedLoyaltyOfferId(refusal.message);
  const offer = offers.find((entry) => entry.id === id);
  if (refusal.code === "loyalty-offer-minimum-not-met") {
    const minimum = offer?.minimumSpend;
    if (!offer || !minimum) return m.cart_offer_minimum_spend_unknown({}, options);
    const money = (cents: number) =>
      formatMoney(cents, minimum.currencyCode, locale.hrefLang, { dropZeroDecimals: true });
    return m.cart_offer_minimum_spend(
      {
        offer: offer.title,
        minimum: money(minimum.centAmount),
        missing: money(Math.max(1, minimum.centAmount - (goods ?? 0))),
      },
      options,
    );
  }
  const families = [...new Set(offer?.families.map((family) => family.title))];
  if (!offer || families.length === 0) return m.cart_offer_family_unknown({}, options);
  const list = new Intl.ListFormat(locale.hrefLang, { type: "disjunction" }).format(families);
  return m.cart_offer_family({ offer: offer.title, families: list }, options);
}
