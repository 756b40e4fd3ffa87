import { constraintsOf } from "../../../ui/form-constraints";
import { useEffect, useRef, useState } from "react";
import { m } from "../../../paraglide/messages.js";
import type { CartAnswer } from "../intents";
import { useForm } from "../../../lib/use-form";
import type { Cart } from "../../cart-model/schemas";
import { useCartFormat } from "../use-cart-format";
import { CartForm } from "./cart-form";
import { Outcome } from "./outcome";
import { RemoveButton } from "./remove-button";

/**
 * A code as the backend keeps it, in the field as the shopper types or pastes it: without the
 * spaces a paste brings around it, in capitals, the caret left where it was.
 */
function tidyCode(input: HTMLInputElement) {
  const typed = input.value;
  const tidy = typed.trim().toUpperCase();
  if (tidy === typed) return;
  const leading = typed.length - typed.trimStart().length;
  const caret = Math.max(0, Math.min(tidy.length, (input.selectionStart ?? typed.length) - leading));
  input.value = tidy;
  input.setSelectionRange(caret, caret);
}

export function PromoCodes({ cart, currency }: { cart: Cart; currency: string }) {
  const { money, options } = useCartFormat(currency);
  const { fetcher, answer: outcome } = useForm("cart", { key: "cart-promo", intents: ["promo-add", "promo-remove"] });
  // A new attempt (sent, or refused by the browser) puts the last answer away: the shopper never
  // reads an earlier code's refusal as this one's. The next answer is a new object, so it shows.
  const [putAway, setPutAway] = useState<CartAnswer | undefined>(undefined);
  const newAttempt = () => setPutAway(outcome);
  const shown = fetcher.state === "idle" && outcome !== putAway ? outcome : undefined;
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok && fetcher.data.intent === "promo-add") form.current?.reset();
  }, [fetcher.state, fetcher.data]);
  return (
    <section className="cart-panel" aria-labelledby="cart-promo-title">
      <h2 id="cart-promo-title">{m.cart_promo_title({}, options)}</h2>
      {cart.discountCode.length ? (
        <ul className="cart-codes">
          {cart.discountCode.map((code) => {
            const amount = cart.discounts.find((discount) => discount.code === code.code)?.amount.centAmount;
            return (
              <li key={code.code}>
                <span className="cart-codes__code">{code.code}</span>
                {amount ? <span>−{money(amount)}</span> : null}
                {code.productOutOfStock ? (
                  <span className="cart-codes__warning">{m.cart_product_out_of_stock({}, options)}</span>
                ) : null}
                <CartForm fetcher={fetcher} fields={{ intent: "promo-remove", code: code.code }} version={cart.version}>
                  <RemoveButton item={code.code} />
                </CartForm>
              </li>
            );
          })}
        </ul>
      ) : null}
      <CartForm
        fetcher={fetcher}
        fields={{ intent: "promo-add" }}
        version={cart.version}
        className="inline-form"
        ref={form}
        onSubmit={newAttempt}
      >
        <label className="inline-form__field">
          <span>{m.cart_promo_label({}, options)}</span>
          <input
            name="code"
            {...constraintsOf("cart", "promo-add", "code")}
            title={m.cart_promo_format({}, options)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            onChange={(event) => tidyCode(event.currentTarget)}
            onInvalid={newAttempt}
          />
        </label>
        <button type="submit" className="button button--secondary" disabled={fetcher.state !== "idle"}>
          {m.cart_promo_apply({}, options)}
        </button>
      </CartForm>
      <Outcome outcome={shown} />
    </section>
  );
}
