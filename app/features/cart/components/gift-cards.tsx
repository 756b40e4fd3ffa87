import { constraintsOf } from "../../../ui/form-constraints";
import { useFetcher } from "react-router";
import { m } from "../../../paraglide/messages.js";
import type { CartPageData } from "../cart-page.server";
import type { CartAnswer } from "../intents";
import { useCartAnswer } from "../outcome";
import type { Cart } from "../../cart-model/schemas";
import { useCartFormat } from "../use-cart-format";
import { CartForm } from "./cart-form";
import { Outcome } from "./outcome";
import { RemoveButton } from "./remove-button";
import { UndoBanner, useRemoval } from "./undo-banner";

export function GiftCards({ data, cart }: { data: CartPageData; cart: Cart | null }) {
  const { money, options } = useCartFormat(data.currency);
  const fetcher = useFetcher<CartAnswer>({ key: "cart-gift-card" });
  const outcome = useCartAnswer(["gift-card-add", "gift-card-remove", "gift-card-restore"], fetcher.data);
  const { removal, timed, dismiss } = useRemoval(fetcher.data, outcome, (answer) => answer.removedGiftCard);
  const { minAmount, maxAmount, preselectedAmount } = data.giftCard;
  const units = (cents: number) => String(cents / 100);
  return (
    <section className="cart-panel" aria-labelledby="cart-gift-title">
      <h2 id="cart-gift-title">{m.cart_gift_title({}, options)}</h2>
      {cart?.giftCards.length ? (
        <ul className="cart-codes">
          {cart.giftCards.map((card) => {
            const line = m.cart_gift_card_line({ amount: money(card.price.centAmount) }, options);
            return (
              <li key={card.id}>
                <span>{line}</span>
                <CartForm
                  fetcher={fetcher}
                  fields={{ intent: "gift-card-remove", giftCardId: card.id }}
                  version={cart.version}
                >
                  <RemoveButton item={line} />
                </CartForm>
              </li>
            );
          })}
        </ul>
      ) : null}
      {removal ? (
        <UndoBanner
          message={m.cart_gift_card_removed({}, options)}
          fields={{ intent: "gift-card-restore", amount: removal.amount }}
          onDone={dismiss}
          focusOnShow={!timed}
          timed={timed}
        />
      ) : null}
      <details className="cart-gift">
        <summary>{m.cart_gift_offer({ min: money(minAmount), max: money(maxAmount) }, options)}</summary>
        <CartForm fetcher={fetcher} fields={{ intent: "gift-card-add" }} className="stack-form">
          <label>
            <span>{m.cart_gift_amount({}, options)}</span>
            <input
              type="number"
              name="amount"
              min={units(minAmount)}
              max={units(maxAmount)}
              step="1"
              defaultValue={units(preselectedAmount)}
              required
              inputMode="numeric"
            />
          </label>
          <label>
            <span>
              {m.cart_gift_recipient({}, options)}{" "}
              <span className="field-optional">{m.field_optional({}, options)}</span>
            </span>
            <input type="email" name="recipientEmail" autoComplete="off" />
          </label>
          <label>
            <span>
              {m.cart_gift_message({}, options)} <span className="field-optional">{m.field_optional({}, options)}</span>
            </span>
            <textarea name="message" rows={2} {...constraintsOf("cart", "gift-card-add", "message")} />
          </label>
          <button type="submit" className="button button--secondary">
            {m.cart_gift_add({}, options)}
          </button>
        </CartForm>
      </details>
      <Outcome outcome={outcome?.removedGiftCard ? undefined : outcome} />
    </section>
  );
}
