import { m } from "../../../paraglide/messages.js";
import { deliveryTime } from "../../cart-model/delivery-promise";
import type { CartPageData } from "../cart-page.server";
import { useCartFormat } from "../use-cart-format";

export function DeliveryEstimate({ data }: { data: CartPageData }) {
  const { money, options } = useCartFormat(data.currency);
  if (!data.delivery?.length) return null;
  return (
    <section className="cart-panel" aria-labelledby="cart-delivery-title">
      <h2 id="cart-delivery-title">{m.cart_delivery_title({}, options)}</h2>
      <ul className="delivery-list">
        {data.delivery.map((method) => {
          const time = method.deliveryDays ? deliveryTime(method.deliveryDays, options.locale) : null;
          return (
            <li key={method.key} className="delivery-option" data-cheapest={method.cheapest || undefined}>
              <span className="delivery-option__name">
                {method.name}
                {method.cheapest ? <span className="badge">{m.cart_delivery_cheapest({}, options)}</span> : null}
              </span>
              <span className="delivery-option__price">
                {method.free ? m.cart_delivery_free({}, options) : money(method.price)}
                {method.free && method.regularPrice > 0 ? (
                  <s className="price__before">{money(method.regularPrice)}</s>
                ) : null}
              </span>
              {time ? <span className="delivery-option__days">{m.cart_delivery_time({ time }, options)}</span> : null}
              {method.missingForFree !== null ? (
                <span className="delivery-option__hint">
                  {m.cart_delivery_free_from({ amount: money(method.missingForFree) }, options)}
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
