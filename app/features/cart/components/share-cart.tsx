import { href } from "../../../pages/href";
import { Link, useLocation } from "react-router";
import { m } from "../../../paraglide/messages.js";
import { useMessageOptions } from "../../../lib/i18n";
import { useToast } from "../../../ui/toasts";
import { useForm } from "../../../lib/use-form";
import { shareRefusal } from "../share";
import type { SharedCartPreview, SharedLine } from "../shared-cart.server";
import { useCartFormat, type CartFormat } from "../use-cart-format";
import { CartForm } from "./cart-form";
import { Outcome } from "./outcome";
import { LinePicture } from "./line-picture";

/** The link to this cart, to share or copy. */
export function ShareCart({ url }: { url: string }) {
  const options = useMessageOptions();
  const notify = useToast();
  return (
    <details className="cart-share">
      <summary>{m.cart_share_title({}, options)}</summary>
      <label>
        <span>{m.cart_share_link({}, options)}</span>
        <input readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
      </label>
      <button
        type="button"
        className="button button--secondary"
        onClick={async () => {
          try {
            if (navigator.share) await navigator.share({ url, title: m.cart_title({}, options) });
            else {
              await navigator.clipboard.writeText(url);
              notify(m.cart_share_copied({}, options), "success");
            }
          } catch {
            // The shopper closed the share sheet: the link stays in the field.
          }
        }}
      >
        {m.cart_share_button({}, options)}
      </button>
    </details>
  );
}

/**
 * A cart someone shared (the page was opened with its link): each of its lines as this site sells
 * it, then the choice to add them or not. Both land on the cart without the link (decision 176).
 */
export function SharedCartOffer({ share }: { share: SharedCartPreview }) {
  const options = useMessageOptions();
  const { pathname, search } = useLocation();
  if (share.state === "invalid") {
    return (
      <p className="notice notice--error" role="alert">
        {shareRefusal(share.reason, options)}
      </p>
    );
  }
  if (share.state === "unavailable") {
    return (
      <div className="notice notice--error" role="alert">
        <p>{m.cart_share_unavailable({}, options)}</p>
        <a href={`${pathname}${search}`}>{m.cart_share_retry({}, options)}</a>
      </div>
    );
  }
  return <SharedCartPreviewOffer share={share} />;
}

function SharedCartPreviewOffer({ share }: { share: Extract<SharedCartPreview, { state: "ready" }> }) {
  const format = useCartFormat(share.currency);
  const { money, options, prefix } = format;
  const { fetcher, answer: outcome } = useForm("cart", { key: "cart-share-import", intents: ["share-import"] });
  const addable = share.lines.some((line) => line.state === "available");
  const cartPath = href(prefix, "cart");
  return (
    <section className="notice notice--info shared-cart" aria-labelledby="shared-cart-title">
      <h2 id="shared-cart-title" className="shared-cart__title">
        {m.cart_share_received({ count: share.units }, options)}
      </h2>
      <ul className="shared-cart__lines" aria-label={m.cart_share_lines_label({}, options)}>
        {share.lines.map((line, position) => (
          <SharedLineRow key={line.sku} line={line} format={format} position={position} />
        ))}
      </ul>
      {addable ? (
        <p className="shared-cart__total">{m.cart_share_total({ amount: money(share.total) }, options)}</p>
      ) : null}
      {share.promoCodes.length ? (
        <ul className="shared-cart__codes">
          {share.promoCodes.map((code) => (
            <li key={code}>{m.cart_share_promo({ code }, options)}</li>
          ))}
        </ul>
      ) : null}
      {share.toAdd > 0 || share.promoToApply.length > 0 ? (
        <CartForm
          fetcher={fetcher}
          fields={{
            intent: "share-import",
            share: share.param,
            ...(share.promoCodes.length ? { promo: share.promoCodes.join(",") } : {}),
          }}
          className="shared-cart__actions"
        >
          <button type="submit" className="button">
            {m.cart_share_import({}, options)}
          </button>
          {/* Declining writes nothing: the cart without the link. */}
          <Link className="button button--secondary" to={cartPath} replace>
            {m.cart_share_decline({}, options)}
          </Link>
        </CartForm>
      ) : (
        <div className="shared-cart__actions">
          <p>{addable ? m.cart_share_already_in_cart({}, options) : m.cart_share_nothing_to_add({}, options)}</p>
          <Link className="button button--secondary" to={cartPath} replace>
            {m.cart_share_go_to_cart({}, options)}
          </Link>
        </div>
      )}
      <Outcome outcome={outcome?.ok ? undefined : outcome} />
    </section>
  );
}

/** One shared line: what it is, what it costs here, and what accepting will do with it. */
function SharedLineRow({ line, format, position }: { line: SharedLine; format: CartFormat; position: number }) {
  const { money, options } = format;
  if (line.state === "unknown") {
    return (
      <li className="shared-cart__line" data-state="unknown">
        <span className="shared-cart__picture" aria-hidden="true" />
        <div className="shared-cart__body">
          <p className="shared-cart__warning">{m.cart_share_line_unknown({ sku: line.sku }, options)}</p>
        </div>
      </li>
    );
  }
  const capped = line.state === "available" && line.quantity < line.shared;
  return (
    <li className="shared-cart__line" data-state={line.state}>
      <LinePicture className="shared-cart__picture" pictureUrl={line.pictureUrl} position={position} />
      <div className="shared-cart__body">
        <p className="shared-cart__name">
          <Link to={line.href}>{line.name}</Link>
        </p>
        <p className="shared-cart__meta">
          {m.cart_line_colour({ colour: line.colour }, options)} · {m.cart_line_size({ size: line.size }, options)}
        </p>
        <p className="shared-cart__price">
          <span>{m.cart_share_unit_price({ price: money(line.unitPrice) }, options)}</span>
          {line.strikeThrough ? (
            <>
              <span className="visually-hidden"> {m.price_instead_of({}, options)} </span>
              <s className="price__before">{money(line.strikeThrough)}</s>
            </>
          ) : null}
        </p>
        <p className="shared-cart__meta">
          {m.cart_share_line_quantity({ count: line.state === "available" ? line.quantity : line.shared }, options)}
        </p>
        {line.state === "sold-out" ? (
          <p className="shared-cart__warning">{m.cart_share_line_sold_out({}, options)}</p>
        ) : null}
        {capped ? (
          <p className="shared-cart__warning">
            {m.cart_share_line_capped({ count: line.quantity, shared: line.shared }, options)}
          </p>
        ) : null}
        {line.inCart > 0 ? (
          <p className="shared-cart__meta">{m.cart_share_line_in_cart({ count: line.inCart }, options)}</p>
        ) : null}
      </div>
      {line.state === "available" ? (
        <p className="shared-cart__line-total">
          <span className="visually-hidden">{m.cart_summary_total({}, options)} </span>
          {money(line.lineTotal)}
        </p>
      ) : null}
    </li>
  );
}
