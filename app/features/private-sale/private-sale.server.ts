import { orServiceUnavailable } from "../../lib/service-unavailable.server";
import type { RequestContext } from "../../lib/request-context";
import { authProviderUrl } from "../auth/provider-url.server";
import { pageNotFound } from "../../lib/not-found.server";
import { fullDate, fullMoment } from "../../lib/dates";
import { PRIVATE_SALE_PAGE_ID, privateSalePhase } from "../site/site-params";
import { catalogService } from "../catalog-model/catalog.server";

/**
 * The private-sale page (issue 18, decision 108): before the site's window it says when it opens;
 * in it (R4.05, bounds included) signed-in customers see the sale and anonymous shoppers a
 * sign-in prompt; with no sale planned or after it, the page is gone (404). `now` is the clock,
 * fixed in tests.
 */
export async function loadPrivateSalePage(url: URL, context: RequestContext, now: Date = new Date()) {
  const sale = privateSalePhase(await context.siteParams(), now);
  if (sale.phase === "none" || sale.phase === "over") pageNotFound(url);
  // Dates are worded here: the server's and a browser's Intl data may differ (hydration).
  const opens = fullMoment(context.locale, sale.startDate);
  const closes = fullMoment(context.locale, sale.endDate);
  if (sale.phase === "upcoming")
    return { phase: "upcoming" as const, startDate: sale.startDate, endDate: sale.endDate, opens, closes };
  if (!context.auth.signedIn())
    return {
      phase: "members-only" as const,
      endDate: sale.endDate,
      closes,
      signInUrl: authProviderUrl(url, context, "sign-in"),
    };
  const page = await orServiceUnavailable(catalogService(context).page("landing", PRIVATE_SALE_PAGE_ID), "Content");
  if (!page) pageNotFound(url);
  // The sale's content as an editorial page shows it (catalog/editorial-view.ts): its day written here.
  const published = page.publishedAt ? fullDate(context.locale, page.publishedAt) : null;
  return { phase: "open" as const, endDate: sale.endDate, closes, page: { ...page, published } };
}

export type PrivateSalePageData = Awaited<ReturnType<typeof loadPrivateSalePage>>;
