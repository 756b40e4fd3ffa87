import { Link } from "react-router";
import { m } from "../../../paraglide/messages.js";
import { productPath } from "../../../pages/catalog-links";
import { isMarketingTag, tagLabel } from "../../../lib/marketing-tags";
import { useAnswerTarget } from "../../../lib/use-flash";
import { useForm } from "../../../lib/use-form";
import type { Cart, LineItem } from "../../cart-model/schemas";
import { useCartFormat } from "../use-cart-format";
import { CartForm } from "./cart-form";
import { Outcome } from "./outcome";
import { RemoveButton } from "./remove-button";
import { useHydrated } from "../../../ui/use-hydrated";
import { markHydrated } from "../../../ui/hydration-mark";
import { usePrefetchOnIntent } from "../../../ui/prefetch-on-intent";
import { LinePicture } from "./line-picture";

export function LineRow({
  line,
  cart,
  currency,
  hidden,
  position,
}: {
  line: LineItem;
  cart: Cart;
  currency: string;
  hidden: boolean;
  /** The first lines are above the fold: their pictures load at once, the first one first (the page's LCP). */
  position: number;
}) {
  const { money, options, prefix } = useCartFormat(currency);
  const { fetcher: quantityFetcher, answer: outcome } = useForm("cart", {
    key: `cart-line-${line.lineId}`,
    intents: ["quantity"],
    about: (answer) => answer.lineId === line.lineId,
  });
  // Its removal's answer is the page's: the row is gone by then (cart-lines.tsx keeps its undo).
  const { fetcher: removeFetcher } = useForm("cart", {
    key: `cart-remove-${line.lineId}`,
    intents: ["remove"],
    saysFlashed: false,
  });
  // A quantity changed by a plain post: its 303 lands on the line (a refusal, on what it says).
  const changed = useAnswerTarget(outcome?.ok ? outcome : undefined);
  const tags = line.marketingLabels.split(";").filter(isMarketingTag);
  const href = `${productPath(prefix, { name: line.name, productId: line.productId }, line.colourLabel)}?option=${line.optionId}`;
  const atMax = line.quantity >= line.availableQuantity;
  const removing = removeFetcher.state !== "idle";
  const hydrated = useHydrated();
  const prefetch = usePrefetchOnIntent();
  // Disabled before hydration (a plain form must not post it); afterwards aria-disabled, so a
  // stepper reaching its limit keeps the keyboard focus.
  const unavailable = (off: boolean) =>
    hydrated
      ? { "aria-disabled": off || undefined, onClick: (event: React.MouseEvent) => off && event.preventDefault() }
      : { disabled: off };
  if (hidden) return null;
  return (
    <li
      className="cart-line"
      {...changed}
      data-removing={removing || undefined}
      aria-busy={quantityFetcher.state !== "idle" || removing}
    >
      <LinePicture className="cart-line__picture" pictureUrl={line.pictureUrl} position={position} firstIsLargest />
      <div className="cart-line__body">
        <p className="cart-line__name">
          {/* Fetched before the tap, so the product opens at once (decision 145). */}
          <Link to={href} prefetch={prefetch}>
            {line.name}
          </Link>
        </p>
        <p className="cart-line__meta">
          {m.cart_line_colour({ colour: line.colourLabel }, options)} · {m.cart_line_size({ size: line.size }, options)}
        </p>
        <p className="cart-line__price">
          {line.catalogPrice.strikeThroughPrice ? (
            <span className="visually-hidden">{m.price_now({}, options)} </span>
          ) : null}
          <span>{money(line.catalogPrice.price.centAmount)}</span>
          {line.catalogPrice.strikeThroughPrice ? (
            <>
              <span className="visually-hidden"> {m.price_instead_of({}, options)} </span>
              <s className="price__before">{money(line.catalogPrice.strikeThroughPrice.centAmount)}</s>
            </>
          ) : null}
          {line.discountMessages.map((discount) => (
            <span key={`${discount.type}${discount.displayedAmount}`} className="price__discount">
              {discount.displayedAmount}
            </span>
          ))}
        </p>
        {tags.length ? (
          <ul className="cart-line__tags">
            {tags.map((tag) => (
              <li key={tag} className="tag">
                {tagLabel(tag, options.locale)}
              </li>
            ))}
          </ul>
        ) : null}
        <div className="cart-line__actions">
          {/* A group, not a labelled form: two sizes of one product would make look-alike form landmarks. */}
          <CartForm
            fetcher={quantityFetcher}
            fields={{ intent: "quantity", lineId: line.lineId, seenQuantity: line.quantity }}
            version={cart.version}
            className="quantity-stepper"
            role="group"
            aria-label={m.cart_quantity_label({ name: `${line.name} (${line.size})` }, options)}
          >
            <button
              type="submit"
              name="quantity"
              value={line.quantity - 1}
              {...unavailable(line.quantity <= 1)}
              className="quantity-stepper__button"
            >
              <span aria-hidden="true">−</span>
              <span className="visually-hidden">{m.cart_quantity_decrease({}, options)}</span>
            </button>
            <output className="quantity-stepper__value" aria-live="polite">
              <span className="visually-hidden">{m.cart_quantity({}, options)} </span>
              {line.quantity}
            </output>
            <button
              type="submit"
              name="quantity"
              value={line.quantity + 1}
              {...unavailable(atMax)}
              className="quantity-stepper__button"
              ref={markHydrated}
            >
              <span aria-hidden="true">+</span>
              <span className="visually-hidden">{m.cart_quantity_increase({}, options)}</span>
            </button>
          </CartForm>
          <CartForm fetcher={removeFetcher} fields={{ intent: "remove", lineId: line.lineId }} version={cart.version}>
            <RemoveButton item={line.name} icon="close" />
          </CartForm>
        </div>
        {atMax ? (
          <p className="cart-line__limit">{m.cart_quantity_max({ count: line.availableQuantity }, options)}</p>
        ) : null}
        <Outcome outcome={outcome?.ok ? undefined : outcome} />
      </div>
      <p className="cart-line__total">{money(line.totalPrice.centAmount)}</p>
    </li>
  );
}
