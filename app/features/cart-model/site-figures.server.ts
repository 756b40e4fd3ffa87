import type { z } from "zod";
import { edgeCached } from "../../lib/edge-cache.server";
import { logWarning } from "../../lib/log.server";
import type { RequestContext } from "../../lib/request-context";
import { shippingMethodsSchema } from "./schemas";
import { currencySchema } from "../../api/site-params";
import type { SiteFigures } from "./site-figures";

/** Seconds the site's delivery methods stay in the edge cache, as its parameters do. */
const EDGE_TTL_SECONDS = 300;
/** The shell and the help centre wait no longer for them than for their CMS content (spec 8: they go without). */
const BUDGET_MS = 900;

type Context = Pick<RequestContext, "api" | "locale" | "siteParams" | "cacheScope" | "bypassCache" | "waitUntil">;

/**
 * The delivery methods of a country as the site sells them, without a cart: GET
 * /deliveries/shipping-methods?country= (its names in the page's language, its prices in the
 * site's currency, its days), edge-cached per site, country and language. A cart's own methods
 * (shipping-methods.server.ts) may leave some out, never say other prices or days.
 */
export async function deliveryMethodsOf(
  context: Context,
  country: string,
): Promise<z.infer<typeof shippingMethodsSchema>> {
  const { locale } = context;
  return edgeCached({
    key: `shipping-methods/${locale.shopDomain}/${country}/${locale.language}`,
    scope: await context.cacheScope(),
    schema: shippingMethodsSchema,
    ttlSeconds: EDGE_TTL_SECONDS,
    bypass: context.bypassCache,
    waitUntil: context.waitUntil,
    staleOnError: true,
    load: () =>
      context.api.call("deliveries/shipping-methods", {
        query: { country },
        schema: shippingMethodsSchema,
        timeoutMs: BUDGET_MS,
      }),
  });
}

/** The site's figures for its content (site-figures.ts); null when they cannot be had, logged. */
export async function loadSiteFigures(context: Context, url: string): Promise<SiteFigures | null> {
  try {
    const site = await context.siteParams();
    const methods = await deliveryMethodsOf(context, site.countryCodeISO2);
    return {
      // As the schema reads the backend's code (PLZ is the zloty).
      currency: currencySchema.parse(site.devise),
      delivery: Object.fromEntries(
        methods.map((method) => [
          method.key,
          {
            price: method.shippingRate.price.centAmount,
            freeAbove: method.shippingRate.freeAbove?.centAmount ?? null,
            days: method.shippingMethods[0]?.deliveryDays ?? [0, 0],
          },
        ]),
      ),
      paymentProducts: [...site.params.paymentProducts]
        .sort((a, b) => a.rank - b.rank)
        .map(({ name, minAmount, maxAmount }) => ({ name, minAmount, maxAmount })),
      giftCard: { minAmount: site.params.giftCard.minAmount, maxAmount: site.params.giftCard.maxAmount },
      loyaltyCardPrice: site.params.flags.loyalty ? site.params.loyaltyCardCentAmount : null,
    };
  } catch (error) {
    logWarning({
      message: "Site figures unavailable",
      url,
      cause: error instanceof Error ? error.message : String(error),
    });
    return null;
  }
}
