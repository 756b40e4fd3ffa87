import { m } from "../../../paraglide/messages.js";
import type { CartPageData } from "../cart-page.server";
import { useForm } from "../../../lib/use-form";
import type { Cart } from "../../cart-model/schemas";
import { useCartFormat } from "../use-cart-format";
import { CartForm } from "./cart-form";
import { Outcome } from "./outcome";
import { RemoveButton } from "./remove-button";

export function Donations({ data, cart }: { data: CartPageData; cart: Cart }) {
  const { money, options } = useCartFormat(data.currency);
  const { fetcher, answer: outcome } = useForm("cart", { key: "cart-donation", intents: ["donation"] });
  if (data.donations.length === 0) return null;
  return (
    <section className="cart-panel" aria-labelledby="cart-donation-title">
      <h2 id="cart-donation-title">{m.cart_donation_title({}, options)}</h2>
      {data.donations.map((donation) => {
        const current = cart.donations.find((entry) => entry.id === donation.id)?.price.centAmount ?? 0;
        return (
          <CartForm
            key={donation.id}
            fetcher={fetcher}
            fields={{ intent: "donation", donationId: donation.id }}
            version={cart.version}
            className="cart-donation"
          >
            <p>{m.cart_donation_pitch({ name: donation.name }, options)}</p>
            {/* biome-ignore lint/a11y/useSemanticElements: a group of buttons, not of form fields: a fieldset would need a legend the design does not show */}
            <div className="chip-group" role="group" aria-label={m.cart_donation_amounts({}, options)}>
              {donation.amounts.map((amount) => (
                <button
                  key={amount}
                  type="submit"
                  name="amount"
                  value={amount}
                  className="chip"
                  aria-pressed={current === amount}
                >
                  {money(amount)}
                </button>
              ))}
              {current > 0 ? (
                <RemoveButton
                  name="amount"
                  value="0"
                  label={m.cart_donation_remove({}, options)}
                  item={`(${donation.name})`}
                />
              ) : null}
            </div>
          </CartForm>
        );
      })}
      <Outcome outcome={outcome} />
    </section>
  );
}
