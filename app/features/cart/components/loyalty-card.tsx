import { href } from "../../../pages/href";
import { m } from "../../../paraglide/messages.js";
import { useShell, withReturnTo } from "../../shell/use-shell";
import type { CartPageData } from "../cart-page.server";
import { useForm } from "../../../lib/use-form";
import type { Cart } from "../../cart-model/schemas";
import { useCartFormat } from "../use-cart-format";
import { CartForm } from "./cart-form";
import { PointsEarned } from "./points-earned";
import { Outcome } from "./outcome";
import { UndoBanner, useRemoval } from "./undo-banner";

export function LoyaltyCard({
  data,
  cart,
  bannerOnly = false,
}: {
  data: CartPageData;
  cart: Cart;
  /** In an emptied cart: only the undo banner of a card just removed. */
  bannerOnly?: boolean;
}) {
  const { money, options, prefix } = useCartFormat(data.currency);
  const {
    fetcher,
    answer: outcome,
    flashed,
  } = useForm("cart", { key: "cart-loyalty-card", intents: ["loyalty-card-add", "loyalty-card-remove"] });
  const { removal, timed, dismiss } = useRemoval(outcome, flashed, (answer) => answer.removedLoyaltyCard || undefined);
  const shell = useShell();
  if (!data.loyalty || data.loyaltyCustomer) return null;
  const banner =
    removal && !cart.loyaltyCard ? (
      <UndoBanner
        message={m.cart_loyalty_card_removed({}, options)}
        fields={{ intent: "loyalty-card-add", version: cart.version }}
        onDone={dismiss}
        timed={timed}
        focusOnShow={!timed}
        answer={outcome}
      />
    ) : null;
  if (bannerOnly) return banner;
  return (
    <section className="cart-panel" aria-labelledby="cart-loyalty-title">
      <h2 id="cart-loyalty-title">{m.cart_loyalty_title({}, options)}</h2>
      {cart.loyaltyCard ? (
        <>
          <p>{m.cart_loyalty_card_in_cart({ price: money(cart.loyaltyCard.price.centAmount) }, options)}</p>
          <PointsEarned cart={cart} />
          <CartForm fetcher={fetcher} fields={{ intent: "loyalty-card-remove" }} version={cart.version}>
            <button type="submit" className="link-button">
              {m.cart_loyalty_card_remove({}, options)}
            </button>
          </CartForm>
        </>
      ) : (
        <>
          <p>
            {m.cart_loyalty_pitch(
              { price: money(data.loyalty.cardPrice), count: cart.loyaltyPointsIncentive },
              options,
            )}
          </p>
          {data.signedIn ? (
            <CartForm fetcher={fetcher} fields={{ intent: "loyalty-card-add" }} version={cart.version}>
              <button type="submit" className="button button--secondary">
                {m.cart_loyalty_card_add({}, options)}
              </button>
            </CartForm>
          ) : shell ? (
            <a className="button button--secondary" href={withReturnTo(shell.signInUrl, href(prefix, "cart"), "")}>
              {m.cart_loyalty_sign_in({}, options)}
            </a>
          ) : null}
          {banner}
        </>
      )}
      <Outcome outcome={outcome?.removedLoyaltyCard ? undefined : outcome} />
    </section>
  );
}
