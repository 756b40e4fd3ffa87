import { data } from "react-router";
import { z } from "zod";
import { m } from "../paraglide/messages.js";
import type { Route } from "./+types/friendly";
import { addToCart, isStockRefusal } from "../features/cart/cart.server";
import { loadEditorialPage } from "../features/catalog/editorial.server";
import { loadCatalogPage } from "../features/catalog/listing.server";
import { CatalogPage, EditorialPage } from "../features/catalog/pages";
import { ProductPage } from "../features/catalog/product-page";
import { loadProductPage, redirectToProduct } from "../features/catalog/product.server";
import { productJsonLd } from "../features/catalog/json-ld";
import { LOCALES, localeFromPath } from "../lib/locales";
import { pageMeta } from "../lib/meta";
import { requestContext } from "../lib/request-context";
import { parseFriendlySegment } from "../routing/friendly-urls";
import { pageNotFound } from "../routing/not-found.server";
import { signInRedirect } from "../routing/checks.server";
import { isSignedIn } from "../lib/tokens";
import { saveStockAlert } from "../features/wishlist/alerts.server";

export function meta({ location, loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  if (loaderData.kind === "product") {
    const { product, optionId } = loaderData;
    const option = product.options.find((entry) => entry.optionId === optionId) ?? product.options[0]!;
    const locale = localeFromPath(location.pathname) ?? LOCALES.en;
    return [
      ...pageMeta(location.pathname, () => `${product.name} – ${option.colourLabel}`, () => product.description.slice(0, 160)),
      { property: "og:type", content: "product" },
      { property: "og:image", content: `${loaderData.origin}${option.pictures[0]!.url}?w=1279` },
      { "script:ld+json": productJsonLd(product, option, loaderData.origin + loaderData.canonicalPath, locale) },
    ];
  }
  if (loaderData.kind === "catalog") return pageMeta(location.pathname, () => loaderData.listing.family.title);
  return pageMeta(location.pathname, () => loaderData.page.title, () => loaderData.page.intro);
}

/**
 * One-segment friendly URLs: {label}-{colour}--p{productId} (product), --pl (catalogue),
 * --lp / --tp / --lbp / --blog (editorial pages), and the legacy {name}-R{optionId}.html.
 */
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const requestCtx = context.get(requestContext);
  const page = parseFriendlySegment(params.slug);
  if (!page) pageNotFound(url);
  switch (page.kind) {
    case "legacy-product":
      // Always a redirect: it throws.
      throw await redirectToProduct(url, requestCtx, { optionId: page.optionId });
    case "product":
      return { ...(await loadProductPage(url, requestCtx, page.productId)), origin: requestCtx.origin };
    case "catalog":
      return loadCatalogPage(url, requestCtx, page.familyId);
    case "landing":
      return loadEditorialPage(url, requestCtx, "landing", page.landingPageId);
    case "trend":
      return loadEditorialPage(url, requestCtx, "trend", page.trendPageId);
    case "lookbook":
      return loadEditorialPage(url, requestCtx, "lookbook", page.lookbookPageId);
    default:
      return loadEditorialPage(url, requestCtx, "blog", page.blogPageId);
  }
}

const productFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("add-to-cart"), sku: z.string().regex(/^[\w-]{1,40}$/) }),
  z.object({
    intent: z.literal("stock-alert"),
    sku: z.string().regex(/^[\w-]{1,40}$/),
    productId: z.string().regex(/^\d+$/),
    optionId: z.string().regex(/^\d+$/),
  }),
]);

/**
 * The product page's forms, each working as a plain post: add to cart (the outcome shows
 * under the button) and the back-in-stock alert (signed-out shoppers sign in first).
 */
export async function action({ request, url, context }: Route.ActionArgs) {
  const requestCtx = context.get(requestContext);
  const options = { locale: requestCtx.locale.language };
  const parsed = productFormSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ ok: false, message: m.product_choose_size({}, options) }, { status: 400 });
  if (parsed.data.intent === "stock-alert") {
    if (!isSignedIn(requestCtx.tokens)) throw signInRedirect(url, requestCtx);
    const { sku, productId, optionId } = parsed.data;
    const saved = await saveStockAlert(requestCtx, { sku, productId, optionId });
    return data({ ok: saved, message: saved ? m.product_alert_saved({}, options) : m.product_alert_failed({}, options) }, { status: saved ? 200 : 503 });
  }
  const outcome = await addToCart(requestCtx, parsed.data.sku);
  if (!outcome.ok) {
    const message = isStockRefusal(outcome) ? m.cart_stock_limit({}, options) : m.product_add_failed({}, options);
    return data({ ok: false, message }, { status: outcome.reason === "unavailable" ? 503 : 400 });
  }
  return data({ ok: true, message: m.product_added({}, options) });
}

export default function Friendly({ loaderData }: Route.ComponentProps) {
  switch (loaderData.kind) {
    case "product":
      return (
        <ProductPage
          product={loaderData.product}
          optionId={loaderData.optionId}
          flags={loaderData.flags}
          sizingRegion={loaderData.sizingRegion}
          storeQuery={loaderData.storeQuery}
          storeStock={loaderData.storeStock}
          recommendations={loaderData.recommendations}
        />
      );
    case "catalog":
      return <CatalogPage listing={loaderData.listing} query={loaderData.query} />;
    default:
      return <EditorialPage page={loaderData.page} />;
  }
}
