import type { RequestContext } from "../../lib/request-context";
import { currentOfferViews, fetchCustomerOffers, type OfferView } from "../loyalty/advantages.server";

/** A family and its sub-families share its offers: WOMEN covers WOMEN_DRESSES. */
export function isInOfferFamilies(familyId: string, offerFamilies: readonly { id: string }[]): boolean {
  return offerFamilies.some(({ id }) => familyId === id || familyId.startsWith(`${id}_`));
}

/**
 * The offers a signed-in customer sees above a catalogue page's grid (issue 18, decision 112):
 * where the site shows commercial offers (`showCommercialOffers`) and the page's family is one
 * of `commercialOffersFamilies` or below one, the personal then collective offers of
 * GET /commercial-animations-self/offers for this family (R7.41). Nothing for anonymous shoppers;
 * a failure is swallowed (the grid matters more).
 */
export async function loadFamilyOffers(context: RequestContext, familyId: string): Promise<OfferView[] | null> {
  if (!context.auth.signedIn()) return null;
  // Awaited, so the grid never moves when they arrive; a slow answer is not waited for.
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), OFFERS_WAIT_MS);
  });
  try {
    return await Promise.race([familyOffers(context, familyId), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** How long a catalogue page waits for the customer's offers before rendering without them. */
export const OFFERS_WAIT_MS = 1500;

async function familyOffers(context: RequestContext, familyId: string): Promise<OfferView[] | null> {
  try {
    const site = await context.siteParams();
    if (!site.params.flags.showCommercialOffers || !isInOfferFamilies(familyId, site.params.commercialOffersFamilies))
      return null;
    const offers = await fetchCustomerOffers(context, familyId);
    const views = currentOfferViews(context, [...offers.personalOffers, ...offers.collectiveOffers]);
    return views.length ? views : null;
  } catch {
    return null;
  }
}

/** A catalogue page's data with the signed-in customer's offers for its family. */
export async function withFamilyOffers<T extends { listing: { family: { segmentationId: string } } }>(
  context: RequestContext,
  page: T,
) {
  return { ...page, offers: await loadFamilyOffers(context, page.listing.family.segmentationId) };
}
