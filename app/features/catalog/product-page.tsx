import { Suspense, useState, type FormEvent } from "react";
import { Await, Link, useFetcher } from "react-router";
import { m } from "../../paraglide/messages.js";
import { useLocale } from "../../lib/i18n";
import { Skeleton } from "../../ui/text-field";
import type { CartAnswer } from "../cart/intents";
import { CartForm } from "../cart/components/cart-form";
import { useCartAnswer } from "../cart/outcome";
import { FormOutcome } from "../../ui/form-outcome";
import { useShell } from "../shell/use-shell";
import { WishlistHeart } from "../wishlist/wishlist-heart";
import { imageSrcSet, imageUrl } from "./image";
import { familyPath } from "./links";
import { Price } from "./price";
import { ProductCarousel, ProductTags } from "./product-card";
import { optionOrFirst, productOptionPath } from "./product-options";
import type { ProductPageData } from "./product.server";
import type { Product } from "./schemas";
import { EnvironmentalSheetBlock } from "./environmental-sheet";
import { availabilityText } from "./availability-text";
import { useFirstPictureWidth } from "../../lib/root-data";
import { useProductPictureRatio } from "./picture-ratio";
import { ProviderWidgets } from "./provider-widgets";
import { StoreStockFinder } from "./product-store-stock";
import { idleIsland } from "../../ui/idle-island";

// Whole as server HTML (a dialog link, a form that posts): their code loads when the browser is idle.
const SizeGuide = idleIsland(() => import("./size-guide").then((module) => module.SizeGuide));
const StockAlertForm = idleIsland(() => import("../wishlist/stock-alert-form").then((module) => module.StockAlertForm));

/**
 * The product page. Add to cart posts to the cart's one endpoint (a fetcher: the page stays, its
 * product, recommendations and store stock are not fetched again); without JavaScript the post
 * comes back here with its answer (303).
 */
export function ProductPage({ data }: { data: ProductPageData }) {
  const { product, optionId, flags, sizingRegion, storeQuery, storeStock, recommendations } = data;
  const locale = useLocale();
  const options = { locale: locale.language };
  const firstPictureWidth = useFirstPictureWidth();
  const ratio = useProductPictureRatio();
  // One fetcher per product and colour: its answer must not follow the shopper to the next product.
  const cartFetcher = useFetcher<CartAnswer>({ key: `add-to-cart-${product.productId}-${optionId}` });
  const outcome = useCartAnswer(["add-to-cart"], cartFetcher.data);
  const option = optionOrFirst(product, optionId);
  const [main, ...others] = option.pictures;
  const family = product.breadcrumb.at(-1);
  const buyable = option.sizes.filter(isBuyable);
  const sellable = buyable.length > 0;
  const unavailable = option.sizes.filter((size) => !isBuyable(size));
  const optionPath = productOptionPath(locale.prefix, product, option.optionId);
  // A size is never chosen for the shopper (a quick tap would buy the wrong one): only the one
  // she just added stays chosen (the answer names it), or the only size there is to buy.
  const chosen =
    buyable.find((size) => size.sku === outcome?.sku)?.sku ?? (buyable.length === 1 ? buyable[0]!.sku : undefined);
  // Add without a size, caught before posting (the server says the same without JavaScript).
  const [sizeMissing, setSizeMissing] = useState(false);
  const sizeAnswer = sizeMissing ? { ok: false, message: m.product_choose_size({}, options) } : outcome;
  const requireSize = (event: FormEvent<HTMLFormElement>) => {
    if (new FormData(event.currentTarget).get("sku")) return;
    event.preventDefault();
    setSizeMissing(true);
    event.currentTarget.querySelector<HTMLInputElement>("input[name=sku]:not(:disabled)")?.focus();
  };
  // The shopper's alerts, loaded with the shell for signed-in sessions (spec 4, start-up).
  const alerted = new Set(useShell()?.alerts ?? []);

  return (
    <div className="product">
      <nav className="breadcrumb" aria-label={m.product_breadcrumb({}, options)}>
        <ol>
          <li>
            <Link to={`/${locale.prefix}`}>{m.shell_brand({}, options)}</Link>
          </li>
          {product.breadcrumb.map((entry) => (
            <li key={entry.segmentationId}>
              <Link to={familyPath(locale.prefix, entry)}>{entry.title}</Link>
            </li>
          ))}
        </ol>
      </nav>
      <div className="product__layout">
        {/* Scrolls sideways on phones: focusable, so keyboard users can scroll it too. */}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take the focus (WCAG 2.1.1) */}
        <section className="product__gallery" aria-label={m.product_gallery({}, options)} tabIndex={0}>
          <img
            className="product__main-picture"
            src={imageUrl(main!.url, { width: firstPictureWidth, crop: ratio.crop })}
            srcSet={imageSrcSet(main!.url, { crop: ratio.crop })}
            sizes="(min-width: 1280px) 50vw, 100vw"
            alt={main!.alt}
            width={ratio.width}
            height={ratio.height}
            fetchPriority="high"
          />
          {others.map((picture) => (
            <img
              key={picture.type}
              src={imageUrl(picture.url, { width: 599, crop: ratio.crop })}
              srcSet={imageSrcSet(picture.url, { crop: ratio.crop })}
              sizes="(min-width: 1280px) 25vw, 80vw"
              alt={picture.alt}
              width={ratio.width}
              height={ratio.height}
              loading="lazy"
            />
          ))}
        </section>
        <section className="product__buy-box">
          <ProductTags tags={product.tags} className="product__tags" />
          <div className="product__title-row">
            <h1 className="product__name">{product.name}</h1>
            <WishlistHeart productId={product.productId} optionId={option.optionId} name={product.name} />
          </div>
          <Price price={option.price} large />
          <fieldset className="product__colours">
            <legend>
              {m.product_colour({}, options)} <strong>{option.colourLabel}</strong>
            </legend>
            <ul>
              {product.options.map((entry) => (
                <li key={entry.optionId}>
                  <Link
                    to={productOptionPath(locale.prefix, product, entry.optionId)}
                    className="swatch-link"
                    aria-current={entry.optionId === option.optionId ? "true" : undefined}
                    preventScrollReset
                    replace
                  >
                    <span
                      className="swatch swatch--large"
                      style={{ backgroundColor: entry.colourHex }}
                      aria-hidden="true"
                    />
                    <span className="visually-hidden">{entry.colourLabel}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </fieldset>
          <CartForm
            fetcher={cartFetcher}
            fields={{ intent: "add-to-cart" }}
            className="product__form"
            preventScrollReset
            onSubmit={requireSize}
            noValidate
          >
            <fieldset
              className="product__sizes"
              id="product-sizes"
              tabIndex={-1}
              aria-describedby="product-add-outcome"
              data-invalid={sizeMissing || outcome?.fieldErrors?.sku ? true : undefined}
            >
              <legend>{m.product_size({}, options)}</legend>
              <div className="size-grid">
                {option.sizes.map((size) => (
                  <div key={size.sku} className="size-cell">
                    <label className="size" data-available={isBuyable(size)}>
                      <input
                        type="radio"
                        name="sku"
                        value={size.sku}
                        disabled={!isBuyable(size)}
                        defaultChecked={size.sku === chosen}
                        onChange={() => setSizeMissing(false)}
                      />
                      <span className="size__label">{size.label}</span>
                      <span className="size__availability">{availabilityText(size, locale.language)}</span>
                    </label>
                    <SizeWayOn size={size} productPath={optionPath} flags={flags} />
                  </div>
                ))}
              </div>
            </fieldset>
            <SizeGuide sizeGuide={product.sizeGuide} region={sizingRegion} />
            <button
              type="submit"
              className="button product__add"
              disabled={!sellable || cartFetcher.state === "submitting"}
            >
              {m.product_add_to_cart({}, options)}
            </button>
            <FormOutcome base="product__outcome" answer={sizeAnswer} id="product-add-outcome" />
          </CartForm>
          {flags.alert && unavailable.length ? (
            <StockAlertForm
              product={product}
              option={option}
              sizes={unavailable}
              alerted={alerted}
              selected={data.alertSku}
            />
          ) : null}
          {flags.ereservation ? (
            <StoreStockFinder
              product={product}
              option={option}
              storeQuery={storeQuery}
              storeStock={storeStock}
              storePages={flags.storePages}
            />
          ) : null}
          <details className="product__details" open>
            <summary>{m.product_description({}, options)}</summary>
            <p>{product.description}</p>
          </details>
          <details className="product__details">
            <summary>{m.product_composition({}, options)}</summary>
            <p>{product.composition}</p>
            <p>{product.care}</p>
          </details>
          {/* France's AGEC sheet covers what the eco-design block says, and more: one or the other. */}
          {data.agecRows ? (
            <EnvironmentalSheetBlock rows={data.agecRows} language={locale.language} />
          ) : flags.ecoDesign && product.ecoDesign ? (
            <details className="product__details">
              <summary>{m.product_eco_design({}, options)}</summary>
              <p>{product.ecoDesign.madeIn}</p>
              <p>{m.product_recycled_share({ share: product.ecoDesign.recycledShare }, options)}</p>
              <p>{product.ecoDesign.traceability}</p>
            </details>
          ) : null}
          {family ? (
            <p>
              <Link to={familyPath(locale.prefix, family)}>
                {m.product_more_from({ family: family.title }, options)}
              </Link>
            </p>
          ) : null}
        </section>
      </div>
      <section className="block product__recommendations" aria-labelledby="recommendations-title">
        <h2 id="recommendations-title">{m.product_recommendations({}, options)}</h2>
        <Suspense fallback={<Skeleton height={320} label={m.product_recommendations({}, options)} />}>
          <Await resolve={recommendations}>{(cards) => <ProductCarousel cards={cards} />}</Await>
        </Suspense>
      </section>
      <ProviderWidgets productId={product.productId} />
    </div>
  );
}

/** A size that can be bought online now (codes 1 to 3); 0 and -1 cannot (spec 3). */
const isBuyable = (size: { availabilityCode: number }) => size.availabilityCode >= 1;

/**
 * Where a size that cannot be bought online leads: an in-store-only size to its stock in the
 * stores near the shopper, a sold-out one to the back-in-stock alert (links: they work without
 * JavaScript, the query preselecting the size there).
 */
function SizeWayOn({
  size,
  productPath,
  flags,
}: {
  size: Product["options"][number]["sizes"][number];
  productPath: string;
  flags: ProductPageData["flags"];
}) {
  const options = { locale: useLocale().language };
  if (isBuyable(size)) return null;
  const inStoreOnly = size.availabilityType === "IN_STORE_ONLY";
  const way = inStoreOnly
    ? flags.ereservation && {
        query: "storeSku",
        anchor: "product-stores",
        label: m.product_size_in_store_link({}, options),
      }
    : flags.alert && { query: "alertSku", anchor: "product-alert", label: m.product_size_alert_link({}, options) };
  if (!way) return null;
  return (
    <Link
      className="size__way-on"
      to={`${productPath}${productPath.includes("?") ? "&" : "?"}${way.query}=${size.sku}#${way.anchor}`}
      preventScrollReset
    >
      {way.label}
      <span className="visually-hidden"> ({size.label})</span>
    </Link>
  );
}
