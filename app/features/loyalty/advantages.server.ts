import { fullDate } from "../../lib/dates";
import { formatMoney } from "../../lib/money";
import type { RequestContext } from "../../lib/request-context";
import { m } from "../../paraglide/messages.js";
import { commercialOffersSchema, legalNoticesSchema } from "../content/schemas";

type Offer = {
  id: string;
  title: string;
  description: string;
  code: string | null;
  discountType: "REM" | "PTS" | "CAD" | "COU";
  value: number;
  validTo: string;
};

export type OfferView = ReturnType<typeof offerView>;

export function offerView(context: RequestContext, offer: Offer) {
  const options = { locale: context.locale.language };
  const benefit = {
    REM: () => m.advantages_percent({ value: offer.value }, options),
    COU: () => m.advantages_percent({ value: offer.value }, options),
    CAD: () =>
      m.advantages_voucher(
        { amount: formatMoney(offer.value, context.locale.currency, context.locale.hrefLang) },
        options,
      ),
    PTS: () => m.advantages_points({ value: offer.value }, options),
  }[offer.discountType]();
  return {
    id: offer.id,
    title: offer.title,
    description: offer.description,
    code: offer.code,
    benefit,
    until: fullDate(context.locale, offer.validTo.slice(0, 10)),
  };
}

/** GET commercial-animations-self/offers for the site's country and language (R7.41), for some families only where given. */
export function fetchCustomerOffers(context: RequestContext, familyIds?: string) {
  const query = {
    context: "SITE",
    country: context.locale.iso2,
    language: context.locale.iso3,
    allOffers: false,
    familyIds,
  };
  return context.api.call("commercial-animations-self/offers", { query, schema: commercialOffersSchema });
}

/** The offers still valid, as the pages show them. */
export function currentOfferViews(context: RequestContext, offers: readonly Offer[]): OfferView[] {
  return offers.filter((offer) => Date.parse(offer.validTo) >= Date.now()).map((offer) => offerView(context, offer));
}

/**
 * The customer's advantages (GET commercial-animations-self/offers for the site's country and
 * language): personal offers first, then everyone's, with the legal notices that govern them.
 * Offers that fail to load are said with a retry; missing notices leave the notices out.
 */
export async function loadAdvantages(context: RequestContext) {
  const [offers, notices] = await Promise.all([
    fetchCustomerOffers(context).catch(() => null),
    context.api
      .call("commercial-animations/offers/legal-notices", {
        query: { country: context.locale.iso2, language: context.locale.iso3 },
        schema: legalNoticesSchema,
      })
      .catch(() => []),
  ]);
  return {
    failed: offers === null,
    personal: currentOfferViews(context, offers?.personalOffers ?? []),
    collective: currentOfferViews(context, offers?.collectiveOffers ?? []),
    notices: notices.map((notice) => ({ id: notice.id, title: notice.title, text: notice.footerText })),
  };
}

export type AdvantagesData = Awaited<ReturnType<typeof loadAdvantages>>;
