import { segmentationsSchema } from "../catalog-model/schemas";
import { cmsAssets, cmsEntries, CMS_TTL_SECONDS, CONTENT_BUDGET_MS } from "../content/cms.server";
import { footerEntriesSchema, headerEntriesSchema, siteSelectorEntriesSchema } from "../content/schemas";
import { stockAlertsSchema, wishlistSchema } from "../customer/knowledges";
import { edgeCached } from "../../lib/edge-cache.server";
import { logWarning } from "../../lib/log.server";
import type { RequestContext } from "../../lib/request-context";
import { recaptchaRequired } from "../recaptcha/recaptcha.server";
import { privateSalePhase } from "../site/site-params";
import { loadSiteFigures } from "../cart-model/site-figures.server";
import { fullMoment } from "../../lib/dates";
import type { FlashSchemas } from "../../lib/flash";
import { takeFlash } from "../../lib/flash.server";
import { putDocumentOnly } from "../../lib/document-only";
import { RENDERED_STATIC_PARTS } from "../../ui/static-html";
import { renderedShellParts } from "./shell-parts.server";
import { footerForSite } from "./site-reassurance.server";
import {
  ALL_SEGMENTATION_TITLES,
  FULL_FOOTER,
  FULL_HEADER,
  footerSummary,
  headerSummary,
  hydratedTitles,
} from "./shell-document";
import { sessionCart } from "../cart-model/session-cart.server";
import { customerReader } from "../customer/customer.server";

/**
 * What the shell shows on every page: the CMS header, footer and site selector (cached at
 * the edge per language), the segmentation titles its links need, and the shopper's own
 * bits (first name, newsletter status, cart summary). CMS and segmentation failures are
 * swallowed (spec 8): the shell then renders without them.
 */
/** Referenced entries the header and footer are made of, and the selector's only field (R7.38). */
const HEADER_REFERENCES = ["navigation_modular", "navigation_modular.sub_entries_modular", "navigation_group"];
const FOOTER_REFERENCES = ["links_modular", "community", "reinsurances", "banner_newsletter"];
// The fields the selector's schema reads: the entry's type and locale besides its items.
const SITE_SELECTOR_FIELDS = ["content_type", "locale", "items"];

async function orNull<T>(promise: Promise<T>, what: string, url: string): Promise<T | null> {
  try {
    return await promise;
  } catch (error) {
    logWarning({ message: `${what} unavailable`, url, cause: error instanceof Error ? error.message : String(error) });
    return null;
  }
}

export async function loadShell(request: Request, context: RequestContext, flashForms: FlashSchemas) {
  const { api, locale, waitUntil } = context;
  const language = locale.language;
  const bypass = context.bypassCache;
  const signedIn = context.auth.signedIn();
  // The amounts, delays and payment methods the footer's reassurance names are the site's own (decision 174).
  const siteFigures = loadSiteFigures(context, request.url);
  const [header, footer, selector, flags, segmentations, customer, cart, wishlist, alerts] = await Promise.all([
    // The header's menus and the footer's blocks are referenced entries: asked for with the entry (R7.38).
    orNull(
      cmsEntries(context, "header_layout", headerEntriesSchema, { include: HEADER_REFERENCES }),
      "CMS header",
      request.url,
    ),
    orNull(
      cmsEntries(context, "footer_layout", footerEntriesSchema, { include: FOOTER_REFERENCES }),
      "CMS footer",
      request.url,
    ),
    orNull(
      cmsEntries(context, "site_selector_component", siteSelectorEntriesSchema, { only: SITE_SELECTOR_FIELDS }),
      "CMS site selector",
      request.url,
    ),
    // The country selector's flags (R3.19) are the content service's pictures (R7.38); none on failure.
    orNull(cmsAssets(context, "flags"), "CMS flags", request.url),
    orNull(
      edgeCached({
        key: `segmentations/${language}`,
        scope: await context.cacheScope(),
        schema: segmentationsSchema,
        ttlSeconds: CMS_TTL_SECONDS,
        bypass,
        waitUntil,
        staleOnError: true,
        load: () =>
          api.call("ecommerce/v3/catalog/segmentations/", {
            schema: segmentationsSchema,
            timeoutMs: CONTENT_BUDGET_MS,
          }),
      }),
      "Segmentations",
      request.url,
    ),
    signedIn ? orNull(customerReader(context).signedIn(), "Customer", request.url) : null,
    // A cart that is gone is forgotten with its cookie (spec 8).
    orNull(sessionCart(context).read(), "Cart", request.url),
    // Wishlist reads are empty on failure (spec 8); loaded only for signed-in shoppers (spec 6).
    signedIn
      ? orNull(api.call("customers-self/knowledges/wishlist/", { schema: wishlistSchema }), "Wishlist", request.url)
      : null,
    // Stock alerts too (spec 4, start-up): empty on failure (spec 8).
    signedIn
      ? orNull(
          context.siteParams().then((site) =>
            api.call("customers-self/knowledges/product-stock-alert", {
              query: { id: site.storeId },
              schema: stockAlertsSchema,
            }),
          ),
          "Stock alerts",
          request.url,
        )
      : null,
  ]);
  // Spec 4: recaptcha on every page only where it is active (configured) and the store enables it;
  // the payment step loads it in any case (features/checkout/payment-page.tsx).
  const recaptchaEverywhere = await recaptchaRequired(context);
  // The header announces the members' private sale while it is open (R4.05).
  const privateSale = await context
    .siteParams()
    .then((site) => privateSalePhase(site))
    .catch(() => ({ phase: "none" as const }));

  const flagUrls = new Map((flags?.assets ?? []).map((asset) => [asset.title.toUpperCase(), asset.url]));
  const fullHeader = header?.entries[0] ?? null;
  const fullFooter = footerForSite(footer?.entries[0] ?? null, await siteFigures, locale);
  putDocumentOnly(context.documentOnly, FULL_HEADER, fullHeader);
  putDocumentOnly(context.documentOnly, FULL_FOOTER, fullFooter);
  const headerSummaryData = fullHeader && headerSummary(fullHeader);
  const footerSummaryData = fullFooter && footerSummary(fullFooter);
  const allTitles = Object.fromEntries((segmentations ?? []).map((entry) => [entry.segmentationId, entry.title]));
  putDocumentOnly(context.documentOnly, ALL_SEGMENTATION_TITLES, allTitles);
  // Rendered once per version of their content, not on every page (decision 166).
  putDocumentOnly(
    context.documentOnly,
    RENDERED_STATIC_PARTS,
    await renderedShellParts({ locale, header: fullHeader, footer: fullFooter, segmentations, titles: allTitles }),
  );

  return {
    recaptchaScript: recaptchaEverywhere ? context.env.RECAPTCHA_SCRIPT_URL : null,
    // Formatted here: the server's and a browser's Intl data may word a date differently (hydration).
    privateSale:
      privateSale.phase === "open"
        ? { endDate: privateSale.endDate, endLabel: fullMoment(locale, privateSale.endDate) }
        : null,
    // Personal data is asked only with both tokens; a refresh that failed signs the shopper out.
    signedIn: context.auth.signedIn(),
    sessionExpired: context.auth.expired,
    // One-shot: the cart-merged notice, or the answer of a plain form post that came back here (303).
    flash: takeFlash(context.cookies, context.cookieNames, flashForms),
    // What hydrates; the rest of both is rendered from the document-only data above (decision 144).
    header: headerSummaryData,
    footer: footerSummaryData,
    // The footer's other sites as they hydrate: names, and the flag's file where the CMS shows one.
    siteSelector: (selector?.entries[0]?.items ?? []).map((item) => ({
      locale_prefix: item.locale_prefix,
      country_code: item.country_code,
      country_name: item.country_name,
      language_name: item.language_name,
      flag: item.display_flag ? (flagUrls.get(item.country_code) ?? null) : null,
    })),
    segmentationTitles: hydratedTitles(segmentations ?? [], [headerSummaryData, footerSummaryData]),
    customer:
      customer && context.auth.signedIn()
        ? { firstName: customer.firstName, email: customer.email, optinNews: customer.optinNews }
        : null,
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

export type ShellData = Awaited<ReturnType<typeof loadShell>>;
