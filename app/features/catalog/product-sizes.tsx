import { useState, type ComponentType, type FormEvent, type ReactNode } from "react";
import { Link } from "react-router";
import { m } from "../../paraglide/messages.js";
import { useLocale } from "../../lib/i18n";
import { FormOutcome } from "../../ui/form-outcome";
import { markHydrated } from "../../ui/hydration-mark";
import { idleIsland } from "../../ui/idle-island";
import { availabilityText } from "./availability-text";
import { productOptionPath } from "../catalog-model/product-options";
import type { ProductPageData } from "./product.server";
import type { Product } from "../catalog-model/schemas";
import { isBuyable, sizeStock } from "./stock";

// Whole as server HTML (a dialog link): its code loads when the browser is idle, with the product
// page's other islands.
const SizeGuide = idleIsland(() => import("./product-islands").then((module) => module.SizeGuide));

/** What the page needs to know of an add-to-cart's answer (the cart's answer is one). */
interface AddAnswer {
  ok: boolean;
  message: string;
  /** The size the add was about: it stays chosen. */
  sku?: string;
  fieldErrors?: Record<string, string>;
}

/**
 * The add-to-cart form the page is given (routes compose it: the cart's AddToCartForm): it posts
 * the sizes the page puts inside it and hands them its answer.
 */
export type AddToCartSlot = ComponentType<{
  formKey: string;
  className?: string;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** `answerTarget`: the id the answer is said under when a plain post came back with it (its 303 lands there). */
  children: (state: { answer: AddAnswer | undefined; submitting: boolean; answerTarget?: string }) => ReactNode;
}>;

type Option = Product["options"][number];

/**
 * The sizes of a product's colour inside the add-to-cart form the page is given: a size is
 * chosen by the shopper (never for her), an add without one is caught before it is sent, and
 * the answer is said under the sizes.
 */
export function ProductSizes({
  product,
  option,
  flags,
  sizingRegion,
  AddToCart,
}: {
  product: Product;
  option: Option;
  flags: ProductPageData["flags"];
  sizingRegion: ProductPageData["sizingRegion"];
  AddToCart: AddToCartSlot;
}) {
  const locale = useLocale();
  const options = { locale: locale.language };
  const buyable = option.sizes.filter(isBuyable);
  const sellable = buyable.length > 0;
  const optionPath = productOptionPath(locale.prefix, product, option.optionId);
  // A size is never chosen for the shopper (a quick tap would buy the wrong one): only the one
  // she just added stays chosen (the answer names it), or the only size there is to buy.
  const chosenFor = (outcome: AddAnswer | undefined) =>
    buyable.find((size) => size.sku === outcome?.sku)?.sku ?? (buyable.length === 1 ? buyable[0]!.sku : undefined);
  // Add without a size, caught before posting (the server says the same without JavaScript).
  const [sizeMissing, setSizeMissing] = useState(false);
  const requireSize = (event: FormEvent<HTMLFormElement>) => {
    if (new FormData(event.currentTarget).get("sku")) return;
    event.preventDefault();
    setSizeMissing(true);
    event.currentTarget.querySelector<HTMLInputElement>("input[name=sku]:not(:disabled)")?.focus();
  };

  // One form per product and colour: its answer must not follow the shopper to the next product.
  return (
    <AddToCart
      formKey={`add-to-cart-${product.productId}-${option.optionId}`}
      className="product__form"
      onSubmit={requireSize}
    >
      {({ answer: outcome, submitting, answerTarget }) => (
        <>
          <fieldset
            className="product__sizes"
            id="product-sizes"
            tabIndex={-1}
            aria-describedby={(!sizeMissing && answerTarget) || "product-add-outcome"}
            data-invalid={sizeMissing || outcome?.fieldErrors?.sku ? true : undefined}
          >
            <legend>{m.product_size({}, options)}</legend>
            <div className="size-grid">
              {option.sizes.map((size) => (
                <div key={size.sku} className="size-cell">
                  <label className="size" data-available={isBuyable(size)} data-stock={sizeStock(size)}>
                    <input
                      type="radio"
                      name="sku"
                      value={size.sku}
                      disabled={!isBuyable(size)}
                      defaultChecked={size.sku === chosenFor(outcome)}
                      onChange={() => setSizeMissing(false)}
                      toolparamdescription={m.webmcp_add_param({}, options)}
                    />
                    <span className="size__label">{size.label}</span>
                    <span className="size__availability">{availabilityText(size, locale.language)}</span>
                  </label>
                  {flags.ereservation && sizeStock(size) === "in-store" ? (
                    <SizeInStores size={size} productPath={optionPath} />
                  ) : null}
                </div>
              ))}
            </div>
          </fieldset>
          <SizeGuide sizeGuide={product.sizeGuide} region={sizingRegion} />
          <button type="submit" className="button product__add" disabled={!sellable || submitting} ref={markHydrated}>
            {m.product_add_to_cart({}, options)}
          </button>
          <FormOutcome
            base="product__outcome"
            answer={sizeMissing ? { ok: false, message: m.product_choose_size({}, options) } : outcome}
            id="product-add-outcome"
          />
        </>
      )}
    </AddToCart>
  );
}

/**
 * An in-store-only size leads to its stock in the stores near the shopper (a link: it works
 * without JavaScript, the query preselecting the size there). A sold-out size has no link of
 * its own: the one back-in-stock form under the sizes lists them all (issue 49).
 */
function SizeInStores({
  size,
  productPath,
}: {
  size: Product["options"][number]["sizes"][number];
  productPath: string;
}) {
  const options = { locale: useLocale().language };
  return (
    <Link
      className="size__way-on"
      to={`${productPath}${productPath.includes("?") ? "&" : "?"}storeSku=${size.sku}#product-stores`}
      preventScrollReset
    >
      {m.product_size_in_store_link({}, options)}
      <span className="visually-hidden"> ({size.label})</span>
    </Link>
  );
}
