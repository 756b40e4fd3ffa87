import { m } from "../../paraglide/messages.js";
import { useMessageOptions } from "../../lib/i18n";
import { ReturnToField } from "../../ui/return-to-field";
import { TextField } from "../../ui/text-field";
import { OrderSummaryAside } from "../cart-model/order-summary";
import { RecaptchaScript } from "../shell/recaptcha-script";
import type { PaymentData } from "./payment.server";
import { useCheckoutForm } from "./use-checkout-form";

/** A gift card pays part or all of the amount; each one used can be taken off again. */
function GiftCardPayment({ data }: { data: PaymentData }) {
  const options = useMessageOptions();
  const { fetcher, answer } = useCheckoutForm("checkout-gift-card", ["gift-card-pay", "gift-card-remove"]);
  return (
    <section className="gift-card-payment" aria-labelledby="gift-card-title">
      <h2 id="gift-card-title">{m.checkout_gift_card_title({}, options)}</h2>
      {data.giftCards.length ? (
        <ul className="gift-card-payment__used">
          {data.giftCards.map((card) => (
            <li key={card.id}>
              <span>{m.checkout_gift_card_used({ amount: card.amount, code: card.id }, options)}</span>
              <fetcher.Form method="post">
                <input type="hidden" name="intent" value="gift-card-remove" />
                <input type="hidden" name="giftCard" value={card.id} />
                <input type="hidden" name="version" value={data.version} />
                <ReturnToField />
                <button type="submit" className="button button--secondary">
                  {m.checkout_gift_card_remove({}, options)}
                </button>
              </fetcher.Form>
            </li>
          ))}
        </ul>
      ) : null}
      <fetcher.Form method="post" className="gift-card-payment__form">
        <input type="hidden" name="intent" value="gift-card-pay" />
        <input type="hidden" name="version" value={data.version} />
        <ReturnToField />
        <TextField
          id="payment-giftCard"
          name="giftCard"
          label={m.checkout_gift_card_code({}, options)}
          optionalLabel={m.field_optional({}, options)}
          autoComplete="off"
          maxLength={32}
          required
          error={answer && !answer.ok ? answer.fieldErrors?.giftCard : undefined}
        />
        <button type="submit" className="button button--secondary" disabled={fetcher.state !== "idle"}>
          {m.checkout_gift_card_apply({}, options)}
        </button>
        <p role="status" className="gift-card-payment__status">
          {answer?.ok && !answer.next ? answer.message : ""}
        </p>
      </fetcher.Form>
      {data.remaining ? (
        <p className="gift-card-payment__remaining">{m.checkout_remaining({ amount: data.remaining }, options)}</p>
      ) : null}
    </section>
  );
}

/**
 * Step 5: the payment method, then pay. Cards and redirect methods go to the provider's secure
 * page by a full page load (no card data ever touches our forms); the internal provider pays
 * here and places the order.
 * A refused, cancelled or failed payment comes back here saying so, the cart intact.
 */
export function PaymentPage({ data }: { data: PaymentData }) {
  const options = useMessageOptions();
  const { fetcher, answer } = useCheckoutForm("checkout-pay", ["pay"]);
  const busy = fetcher.state !== "idle" || (fetcher.data?.ok ?? false);
  return (
    <div className="checkout">
      <RecaptchaScript src={data.recaptcha} />
      <h1>{m.order_payment_title({}, options)}</h1>
      <div className="checkout__grid">
        <div className="checkout__form">
          {/* A gift card first: it lowers what is left to pay, and so the methods offered. */}
          {data.free ? null : <GiftCardPayment data={data} />}
          <fetcher.Form method="post">
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
                        {method.note ? <span className="delivery-method__arrival">{method.note}</span> : null}
                      </label>
                    </li>
                  ))}
                </ul>
              </fieldset>
            )}
            {data.subscriptions.length ? (
              <fieldset className="payment-subscriptions">
                <legend className="field__label">{m.checkout_subscriptions_title({}, options)}</legend>
                {data.subscriptions.map((subscription) => (
                  <label key={subscription.type} className="checkbox">
                    <input
                      type="checkbox"
                      name={`subscription-${subscription.type}`}
                      defaultChecked={subscription.checked}
                    />
                    <span>{subscription.label}</span>
                  </label>
                ))}
              </fieldset>
            ) : null}
            <button type="submit" className="button checkout__next" disabled={busy} aria-busy={busy}>
              {data.free
                ? m.checkout_place_order({}, options)
                : m.checkout_pay({ total: data.remaining ?? data.summary.total }, options)}
            </button>
          </fetcher.Form>
        </div>
        <OrderSummaryAside summary={data.summary} />
      </div>
    </div>
  );
}
