import { useEffect } from "react";
import { useFetcher, useNavigate } from "react-router";
import { m } from "../../paraglide/messages.js";
import { useMessageOptions } from "../../lib/i18n";
import { ReturnToField } from "../../ui/return-to-field";
import { useFlash } from "../shell/use-shell";
import type { CheckoutAnswer } from "./answer";
import { OrderSummaryAside } from "./order-summary";
import type { PaymentData } from "./payment.server";

/**
 * Step 5: the payment method, then pay. Cards go to the provider's secure page by a full page
 * load (no card data ever touches our forms); the other methods pay here and place the order.
 * A refused, cancelled or failed payment comes back here saying so, the cart intact.
 */
export function PaymentPage({ data }: { data: PaymentData }) {
  const options = useMessageOptions();
  const fetcher = useFetcher<CheckoutAnswer>({ key: "checkout-pay" });
  const flashed = useFlash().checkout ?? undefined;
  const answer = fetcher.data ?? (flashed?.intent === "pay" ? flashed : undefined);
  const navigate = useNavigate();
  useEffect(() => {
    const done = fetcher.state === "idle" ? fetcher.data : undefined;
    if (!done?.ok || !done.next) return;
    if (done.external) window.location.assign(done.next);
    else navigate(done.next);
  }, [fetcher.state, fetcher.data, navigate]);
  const busy = fetcher.state !== "idle" || (fetcher.data?.ok ?? false);
  return (
    <div className="checkout">
      <h1>{m.order_payment_title({}, options)}</h1>
      <div className="checkout__grid">
        <fetcher.Form method="post" className="checkout__form">
          <input type="hidden" name="intent" value="pay" />
          <input type="hidden" name="version" value={data.version} />
          <ReturnToField />
          {answer && !answer.ok ? (
            <p className="error-summary" role="alert">
              {answer.message}
            </p>
          ) : null}
          {data.free ? (
            <p>{m.checkout_free_order({}, options)}</p>
          ) : (
            <fieldset className="payment-methods">
              <legend className="field__label">{m.checkout_payment_method({}, options)}</legend>
              <ul className="delivery-methods__list">
                {data.methods.map((method, index) => (
                  <li key={method.name}>
                    <label className="delivery-method">
                      <input type="radio" name="method" value={method.name} defaultChecked={index === 0} required />
                      <span className="delivery-method__name">{method.label}</span>
                      {method.card ? <span className="delivery-method__arrival">{m.checkout_card_note({}, options)}</span> : null}
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          )}
          <button type="submit" className="button checkout__next" disabled={busy} aria-busy={busy}>
            {data.free ? m.checkout_place_order({}, options) : m.checkout_pay({ total: data.summary.total }, options)}
          </button>
        </fetcher.Form>
        <OrderSummaryAside summary={data.summary} />
      </div>
    </div>
  );
}
