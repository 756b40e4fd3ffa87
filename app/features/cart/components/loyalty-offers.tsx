import { m } from "../../../paraglide/messages.js";
import type { CartPageData } from "../cart-page.server";
import { useForm } from "../../../lib/use-form";
import type { Cart } from "../../cart-model/schemas";
import { useCartFormat } from "../use-cart-format";
import { CartForm } from "./cart-form";
import { Outcome } from "./outcome";

export function LoyaltyOffers({ data, cart }: { data: CartPageData; cart: Cart }) {
  const { options } = useCartFormat(data.currency);
  const { fetcher, answer: outcome } = useForm("cart", { key: "cart-loyalty-offers", intents: ["loyalty-offers"] });
  if (!data.loyaltyCustomer || data.loyaltyOffers.length === 0) return null;
  const chosen = new Set(cart.loyaltyOffers.offers.map((offer) => offer.id));
  return (
    <section className="cart-panel" aria-labelledby="cart-offers-title">
      <h2 id="cart-offers-title">{m.cart_offers_title({}, options)}</h2>
      <CartForm fetcher={fetcher} fields={{ intent: "loyalty-offers" }}>
        <fieldset className="cart-offers">
          <legend className="visually-hidden">{m.cart_offers_title({}, options)}</legend>
          {data.loyaltyOffers.map((offer) => (
            <label key={offer.id} className="cart-offer">
              <input type="checkbox" name="offerIds" value={offer.id} defaultChecked={chosen.has(offer.id)} />
              <span>
                <strong>{offer.title}</strong>
                <span className="cart-offer__detail">
                  {offer.description} · {m.cart_offer_points({ count: offer.pointsCost }, options)}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
        <button type="submit" className="button button--secondary">
          {m.cart_offers_apply({}, options)}
        </button>
      </CartForm>
      <Outcome outcome={outcome} />
    </section>
  );
}
