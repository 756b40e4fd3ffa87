import { href, resourceHref } from "../../pages/href";
import { Link } from "react-router";
import { m } from "../../paraglide/messages.js";
import { useLocale } from "../../lib/i18n";
import { FormOutcome } from "../../ui/form-outcome";
import { PageHeading } from "../../ui/page-heading";
import { ReturnToField } from "../../ui/return-to-field";
import { CartForm } from "../cart/components/cart-form";
import { Notice } from "./page-states";
import type { WishlistData } from "./wishlist.server";
import { useFlashedAnswer } from "../../lib/use-flash";
import { useForm } from "../../lib/use-form";
import { constraintsOf } from "../../ui/form-constraints";

type Kept = WishlistData["products"][number];

/** One kept product: to the cart in a size in stock, or out of the wishlist. */
function KeptProduct({ product }: { product: Kept }) {
  const locale = useLocale();
  const options = { locale: locale.language };
  // With scripts, each product says its own answer; a plain post's answer is said once, at the top.
  const { fetcher: cart, answer: outcome } = useForm("cart", {
    key: `wishlist-cart-${product.productId}`,
    intents: ["add-to-cart"],
    saysFlashed: false,
  });
  const { fetcher: remove } = useForm("wishlist", {
    key: `wishlist-${product.productId}`,
    intents: ["remove"],
    toast: "refused",
    saysFlashed: false,
  });
  const inStock = product.sizes.filter((size) => size.inStock);
  const sizeId = `wishlist-size-${product.productId}`;
  return (
    <li className="saved-product">
      <img src={`${product.pictureUrl}?w=599`} alt="" width={72} height={96} loading="lazy" />
      <div>
        <Link to={product.href} className="saved-product__name">
          {product.name}
        </Link>
        <p>{product.detail}</p>
        <p>{product.price}</p>
        {inStock.length ? (
          <CartForm fetcher={cart} fields={{ intent: "add-to-cart" }} className="saved-product__cart">
            <label htmlFor={sizeId} className="field__label">
              {m.product_size({}, options)}
            </label>
            <select
              id={sizeId}
              name="sku"
              className="field__input"
              required={constraintsOf("cart", "add-to-cart", "sku").required}
              defaultValue=""
            >
              <option value="" disabled>
                {m.wishlist_choose_size({}, options)}
              </option>
              {inStock.map((size) => (
                <option key={size.sku} value={size.sku}>
                  {size.label}
                </option>
              ))}
            </select>
            <button type="submit" className="button" disabled={cart.state !== "idle"}>
              {m.product_add_to_cart({}, options)}
              <span className="visually-hidden"> : {product.name}</span>
            </button>
            <FormOutcome base="product__outcome" answer={outcome} />
          </CartForm>
        ) : (
          <p className="saved-product__waiting">{m.wishlist_sold_out({}, options)}</p>
        )}
      </div>
      <remove.Form method="post" action={resourceHref(locale.prefix, "wishlist")}>
        <input type="hidden" name="intent" value="remove" />
        <input type="hidden" name="productId" value={product.productId} />
        <input type="hidden" name="optionId" value={product.optionId} />
        <ReturnToField />
        <button
          type="submit"
          className="link-button"
          disabled={remove.state !== "idle"}
          aria-label={m.wishlist_remove({ name: product.name }, options)}
        >
          {m.wishlist_remove_short({}, options)}
        </button>
      </remove.Form>
    </li>
  );
}

export function WishlistPage({ title, data }: { title: string; data: WishlistData }) {
  const locale = useLocale();
  const options = { locale: locale.language };
  const flashedCart = useFlashedAnswer("cart");
  const flashedWishlist = useFlashedAnswer("wishlist");
  const flashed = flashedCart ?? flashedWishlist;
  return (
    <>
      <PageHeading title={title} />
      <Notice answer={flashed} />
      {!data.offered ? (
        <p>{m.wishlist_not_here({}, options)}</p>
      ) : data.products.length === 0 ? (
        <p>
          {m.wishlist_empty({}, options)}{" "}
          <Link to={href(locale.prefix, "index")}>{m.checkout_continue_shopping({}, options)}</Link>
        </p>
      ) : (
        <ul className="saved-products">
          {data.products.map((product) => (
            <KeptProduct key={product.productId} product={product} />
          ))}
        </ul>
      )}
    </>
  );
}
