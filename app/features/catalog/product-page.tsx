import { href } from "../../pages/href";
import { Suspense } from "react";
import { Await, Link } from "react-router";
import { m } from "../../paraglide/messages.js";
import { useLocale } from "../../lib/i18n";
import { Skeleton } from "../../ui/skeleton";
import { WishlistHeart } from "../wishlist/wishlist-heart";
import { imageSrcSet, imageUrl } from "../catalog-model/image";
import { MAIN_PICTURE_SIZES } from "./product-link";
import { familyPath } from "../../pages/catalog-links";
import { Price } from "./price";
import { ProductPriceNote } from "../site/price-notes";
import { ProductTags } from "./product-tags";
import { SharedPicture } from "./shared-picture";
import { optionOrFirst, productOptionPath } from "../catalog-model/product-options";
import type { ProductPageData } from "./product.server";
import { EnvironmentalSheetBlock } from "./environmental-sheet";
import { useFirstPictureWidth } from "../../lib/root-data";
import { useProductPictureRatio } from "./picture-ratio";
import { type AddToCartSlot, ProductSizes } from "./product-sizes";
import { isBuyable, optionIsBackSoon, tagsTrueToStock, takesStockAlert } from "./stock";
import { idleIsland } from "../../ui/idle-island";

// Whole as server HTML (a dialog link, a form that posts; cards of plain links and forms below the
// fold): their code loads when the browser is idle, in one module.
const islands = () => import("./product-islands");
const StockAlertForm = idleIsland(() => islands().then((module) => module.StockAlertForm));
const ProductCarousel = idleIsland(() => islands().then((module) => module.ProductCarousel));
// The store stock search is a plain GET form with a streamed answer; the providers' widgets load
// their scripts when the browser is idle anyway.
const StoreStockFinder = idleIsland(() => islands().then((module) => module.StoreStockFinder));
const ProviderWidgets = idleIsland(() => islands().then((module) => module.ProviderWidgets));

/**
 * The product page. Add to cart posts to the cart's one endpoint through the form it is given (a
 * fetcher: the page stays, its product, recommendations and store stock are not fetched again);
 * without JavaScript the post comes back here with its answer (303). `alerted`: the signed-in
 * shopper's stock alerts, loaded with the shell (spec 4, start-up).
 */
export function ProductPage({
  data,
  AddToCart,
  alerted,
}: {
  data: ProductPageData;
  AddToCart: AddToCartSlot;
  alerted: Set<string>;
}) {
  const { product, optionId, flags, sizingRegion, storeQuery, storeStock, recommendations } = data;
  const locale = useLocale();
  const options = { locale: locale.language };
  const firstPictureWidth = useFirstPictureWidth();
  const ratio = useProductPictureRatio();
  const option = optionOrFirst(product, optionId);
  const [main, ...others] = option.pictures;
  const family = product.breadcrumb.at(-1);
  const buyable = option.sizes.filter(isBuyable);
  const _sellable = buyable.length > 0;
  // Sold out online (an in-store-only size is not: it leads to the stores instead).
  const alertSizes = option.sizes.filter(takesStockAlert);
  const _optionPath = productOptionPath(locale.prefix, product, option.optionId);

  return (
    <div className="product">
      <nav className="breadcrumb" aria-label={m.product_breadcrumb({}, options)}>
        <ol>
          <li>
            <Link to={href(locale.prefix, "index")}>{m.shell_brand({}, options)}</Link>
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
          <SharedPicture optionId={option.optionId}>
            <img
              className="product__main-picture"
              src={imageUrl(main!.url, { width: firstPictureWidth, crop: ratio.crop })}
              srcSet={imageSrcSet(main!.url, { crop: ratio.crop })}
              sizes={MAIN_PICTURE_SIZES}
              alt={main!.alt}
              width={ratio.width}
              height={ratio.height}
              fetchPriority="high"
            />
          </SharedPicture>
          {/* Low priority: the next picture peeks in at the phone's edge (the desktop shows two
              beside the first), and Chrome raises a visible picture to high priority, beside the
              first picture (the LCP) on a slow link. */}
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
              fetchPriority="low"
            />
          ))}
        </section>
        <section className="product__buy-box">
          <ProductTags tags={tagsTrueToStock(product.tags, optionIsBackSoon(option.sizes))} className="product__tags" />
          <div className="product__title-row">
            <h1 className="product__name">{product.name}</h1>
            <WishlistHeart productId={product.productId} optionId={option.optionId} name={product.name} />
          </div>
          <Price price={option.price} large />
          <ProductPriceNote />
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
          <ProductSizes
            product={product}
            option={option}
            flags={flags}
            sizingRegion={sizingRegion}
            AddToCart={AddToCart}
          />
          {flags.alert && alertSizes.length ? (
            <StockAlertForm product={product} option={option} sizes={alertSizes} alerted={alerted} />
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
