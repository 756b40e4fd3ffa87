import { z } from "zod";
import { loadCustomer } from "../account/customer.server";
import { loadCart } from "../cart/cart.server";
import { serializeCookie } from "../../lib/cookies";
import { segmentationsSchema } from "../catalog/schemas";
import { footerEntriesSchema, headerEntriesSchema, siteSelectorEntriesSchema } from "../content/schemas";
import { stockAlertsSchema, wishlistSchema } from "../wishlist/schemas";
import { edgeCached } from "../../lib/edge-cache.server";
import { logWarning } from "../../lib/log.server";
import type { RequestContext } from "../../lib/request-context";
import { isSignedIn } from "../../lib/tokens";

/**
 * What the shell shows on every page: the CMS header, footer and site selector (cached at
 * the edge per language), the segmentation titles its links need, and the shopper's own
 * bits (first name, newsletter status, cart summary). CMS and segmentation failures are
 * swallowed (spec 8): the shell then renders without them.
 */
const CMS_TTL_SECONDS = 300;

async function orNull<T>(promise: Promise<T>, what: string, url: string): Promise<T | null> {
  try {
    return await promise;
  } catch (error) {
    logWarning({ message: `${what} unavailable`, url, cause: error instanceof Error ? error.message : String(error) });
    return null;
  }
}

export async function loadShell(request: Request, context: RequestContext) {
  const { api, locale, waitUntil } = context;
  const language = locale.language;
  const bypass = context.bypassCache;
  const cms = <T>(type: string, schema: z.ZodType<T>) =>
    edgeCached({
      key: `cms/${type}/${language}`,
      schema,
      ttlSeconds: CMS_TTL_SECONDS,
      bypass,
      waitUntil,
      load: () => api.call(`cms/v3/content_types/${type}/entries`, { query: { locale: language, environment: "production" }, schema, auth: false }),
    });
  const signedIn = isSignedIn(context.tokens);
  const [header, footer, selector, segmentations, customer, cart, wishlist, alerts] = await Promise.all([
    orNull(cms("header_layout", headerEntriesSchema), "CMS header", request.url),
    orNull(cms("footer_layout", footerEntriesSchema), "CMS footer", request.url),
    orNull(cms("site_selector_component", siteSelectorEntriesSchema), "CMS site selector", request.url),
    orNull(
      edgeCached({
        key: `segmentations/${language}`,
        schema: segmentationsSchema,
        ttlSeconds: CMS_TTL_SECONDS,
        bypass,
        waitUntil,
        load: () => api.call("ecommerce/v3/catalog/segmentations/", { schema: segmentationsSchema, auth: false }),
      }),
      "Segmentations",
      request.url,
    ),
    signedIn ? orNull(loadCustomer(context), "Customer", request.url) : null,
    // A cart that is gone is forgotten with its cookie (spec 8).
    orNull(loadCart(context), "Cart", request.url),
    // Wishlist reads are empty on failure (spec 8); loaded only for signed-in shoppers (spec 6).
    signedIn ? orNull(api.call("customers-self/knowledges/wishlist/", { schema: wishlistSchema }), "Wishlist", request.url) : null,
    // Stock alerts too (spec 4, start-up): empty on failure (spec 8).
    signedIn
      ? orNull(
          context.siteParams().then((site) => api.call("customers-self/knowledges/product-stock-alert", { query: { id: site.storeId }, schema: stockAlertsSchema })),
          "Stock alerts",
          request.url,
        )
      : null,
  ]);

  const flash = flashNotice(context);
  return {
    // Personal data is asked only with both tokens; a refresh that failed signs the shopper out.
    signedIn: isSignedIn(context.tokens),
    sessionExpired: context.session.expired,
    flash,
    header: header?.entries[0] ?? null,
    footer: footer?.entries[0] ?? null,
    siteSelector: selector?.entries[0]?.items ?? [],
    segmentationTitles: Object.fromEntries((segmentations ?? []).map((entry) => [entry.segmentationId, entry.title])),
    customer: customer && isSignedIn(context.tokens) ? { firstName: customer.firstName, optinNews: customer.optinNews } : null,
    wishlist: (wishlist ?? []).map((entry) => entry.productId),
    alerts: (alerts ?? []).map((entry) => entry.sku),
    cart: cart
      ? {
          count: cart.lineItems.reduce((sum, line) => sum + line.quantity, 0),
          total: cart.totalPrice,
          lines: cart.lineItems.map((line) => ({
            lineId: line.lineId,
            name: line.name,
            colourLabel: line.colourLabel,
            size: line.size,
            quantity: line.quantity,
            total: line.totalPrice.centAmount,
            pictureUrl: line.pictureUrl,
          })),
        }
      : null,
  };
}

const FLASH_NOTICES = ["cartMerged"] as const;
export type FlashNotice = (typeof FLASH_NOTICES)[number];

/** Reads and clears the one-shot notice left by a redirect (the cart-merged toast after sign-in). */
function flashNotice(context: RequestContext): FlashNotice | null {
  const value = context.cookies[context.cookieNames.flash];
  if (value === undefined) return null;
  context.responseCookies.push(serializeCookie(context.cookieNames.flash, "", { ...context.cookieBase, maxAge: 0 }));
  return (FLASH_NOTICES as readonly string[]).includes(value) ? (value as FlashNotice) : null;
}

export type ShellData = Awaited<ReturnType<typeof loadShell>>;
