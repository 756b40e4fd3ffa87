import { useFetcher } from "react-router";
import { m } from "../../../paraglide/messages.js";
import { ReturnToField } from "../../../ui/return-to-field";
import type { CartPageData } from "../cart-page.server";
import type { CartAnswer } from "../intents";
import { cartActionPath, useCartAnswer } from "../outcome";
import type { Cart } from "../schemas";
import { useCartFormat } from "../use-cart-format";
import { Outcome } from "./outcome";
import { VersionField } from "./version-field";

export function Donations({ data, cart }: { data: CartPageData; cart: Cart }) {
  const { money, options, prefix } = useCartFormat(data.currency);
  const fetcher = useFetcher<CartAnswer>({ key: "cart-donation" });
  const outcome = useCartAnswer(["donation"], fetcher.data);
  if (data.donations.length === 0) return null;
  return (
    <section className="cart-panel" aria-labelledby="cart-donation-title">
      <h2 id="cart-donation-title">{m.cart_donation_title({}, options)}</h2>
      {data.donations.map((donation) => {
        const current = cart.donations.find((entry) => entry.id === donation.id)?.price.centAmount ?? 0;
        return (
          <fetcher.Form key={donation.id} method="post" action={cartActionPath(prefix)} className="cart-donation">
            <ReturnToField />
            <input type="hidden" name="intent" value="donation" />
            <input type="hidden" name="donationId" value={donation.id} />
            <VersionField cart={cart} />
            <p>{m.cart_donation_pitch({ name: donation.name }, options)}</p>
            <div className="chip-group" role="group" aria-label={m.cart_donation_amounts({}, options)}>
              {donation.amounts.map((amount) => (
                <button key={amount} type="submit" name="amount" value={amount} className="chip" aria-pressed={current === amount}>
                  {money(amount)}
                </button>
              ))}
              {current > 0 ? (
                <button type="submit" name="amount" value="0" className="link-button">
                  {m.cart_donation_remove({}, options)}
                  <span className="visually-hidden"> ({donation.name})</span>
                </button>
              ) : null}
            </div>
          </fetcher.Form>
        );
      })}
      <Outcome outcome={outcome} />
    </section>
  );
}
