import { constraintsOf } from "../../../ui/form-constraints";
import { useEffect, useRef } from "react";
import { Icon } from "../../../ui/icon";
import { m } from "../../../paraglide/messages.js";
import type { CartPageData } from "../cart-page.server";
import { useForm } from "../../../lib/use-form";
import type { Cart } from "../../cart-model/schemas";
import { useCartFormat } from "../use-cart-format";
import { CartForm } from "./cart-form";
import { Outcome } from "./outcome";
import { RemoveButton } from "./remove-button";
import { UndoBanner, useRemoval } from "./undo-banner";

/**
 * The gift cards in the cart, each with its removal (and undo), and the offer to add one: a
 * disclosure that looks like the action it is, opening the form (amount, recipient, message).
 * Once a card is added the form is blank again for the next one; with scripts a refused one keeps
 * what was typed.
 */
export function GiftCards({ data, cart }: { data: CartPageData; cart: Cart | null }) {
  const { money, options } = useCartFormat(data.currency);
  const {
    fetcher,
    answer: outcome,
    flashed,
  } = useForm("cart", { key: "cart-gift-card", intents: ["gift-card-add", "gift-card-remove", "gift-card-restore"] });
  const { removal, timed, dismiss } = useRemoval(outcome, flashed, (answer) => answer.removedGiftCard);
  const { minAmount, maxAmount, preselectedAmount } = data.giftCard;
  const units = (cents: number) => String(cents / 100);
  const addForm = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok && fetcher.data.intent === "gift-card-add")
      addForm.current?.reset();
  }, [fetcher.state, fetcher.data]);
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
          answer={outcome}
        />
      ) : null}
      <details className="cart-gift">
        <summary className="button button--secondary cart-gift__toggle">
          <span>{m.cart_gift_offer({ min: money(minAmount), max: money(maxAmount) }, options)}</span>
          <Icon name="chevron-down" className="icon cart-gift__chevron" />
        </summary>
        <CartForm fetcher={fetcher} fields={{ intent: "gift-card-add" }} className="stack-form" ref={addForm}>
          <label>
            <span>{m.cart_gift_amount({}, options)}</span>
            <input
              type="number"
              name="amount"
              {...constraintsOf("cart", "gift-card-add", "amount")}
              // The site's range, from its parameters: a static schema cannot know it (the handler checks it too).
              min={units(minAmount)}
              max={units(maxAmount)}
              step="1"
              defaultValue={units(preselectedAmount)}
              inputMode="numeric"
            />
          </label>
          <label>
            <span>
              {m.cart_gift_recipient({}, options)}{" "}
              <span className="field-optional">{m.field_optional({}, options)}</span>
            </span>
            <input
              name="recipientEmail"
              autoComplete="off"
              {...constraintsOf("cart", "gift-card-add", "recipientEmail")}
            />
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
