import { useEffect, useRef } from "react";
import { m } from "../../paraglide/messages.js";
import { useMessageOptions } from "../../lib/i18n";
import { useAnswerTarget } from "../../lib/use-flash";
import { ReturnToField } from "../../ui/return-to-field";
import { TextField } from "../../ui/text-field";
import { OrderSummaryAside } from "../cart-model/order-summary";
import { RecaptchaScript } from "../shell/recaptcha-script";
import { TotalVatNote } from "../site/price-notes";
import { OrderLegalLine } from "./order-legal-line";
import { constraintsOf } from "../../ui/form-constraints";
import type { PaymentData } from "./payment.server";
import { useForm } from "../../lib/use-form";

/**
 * A gift card pays part or all of the amount; each one used can be taken off again. Once a card
 * is applied its field is blank for the next one (a plain post's page comes back blank); a
 * refused number stays there to correct (a plain post's answer brings it back).
 */
function GiftCardPayment({ data }: { data: PaymentData }) {
  const options = useMessageOptions();
  const { fetcher, answer } = useForm("checkout", {
    key: "checkout-gift-card",
    intents: ["gift-card-pay", "gift-card-remove"],
  });
  const target = useAnswerTarget(answer);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok && fetcher.data.intent === "gift-card-pay") form.current?.reset();
  }, [fetcher.state, fetcher.data]);
  const refused = answer && !answer.ok ? answer : undefined;
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
      <fetcher.Form method="post" className="gift-card-payment__form" ref={form}>
        <input type="hidden" name="intent" value="gift-card-pay" />
        <input type="hidden" name="version" value={data.version} />
        <ReturnToField />
        <TextField
          id="payment-giftCard"
          name="giftCard"
          label={m.checkout_gift_card_code({}, options)}
          optionalLabel={m.field_optional({}, options)}
          autoComplete="off"
          {...constraintsOf("checkout", "gift-card-pay", "giftCard")}
          defaultValue={refused?.values?.giftCard}
          error={refused?.fieldErrors?.giftCard}
        />
        <button type="submit" className="button button--secondary" disabled={fetcher.state !== "idle"}>
          {m.checkout_gift_card_apply({}, options)}
        </button>
        {/* Done, or refused with nothing to say on the field (no cart, a removal refused). */}
        <p role="status" className="gift-card-payment__status" {...target}>
          {answer && !answer.next && !refused?.fieldErrors?.giftCard ? answer.message : ""}
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
 * A refused, cancelled or failed payment comes back here saying so, the cart intact, with the
 * method the shopper chose still chosen. No method is ever chosen for them: posting without one is
 * answered by the server (with or without scripts) in the page's language.
 * Above the order button: the amount, VAT included, and the market's legal line; the button says
 * the order commits to pay (decision 175).
 */
export function PaymentPage({ data }: { data: PaymentData }) {
  const options = useMessageOptions();
  const { fetcher, answer, errors } = useForm("checkout", { key: "checkout-pay", intents: ["pay"] });
  const busy = fetcher.state !== "idle" || (fetcher.data?.ok ?? false);
  // What the shopper posted (a refused plain post comes back with it), else their last payment's method.
  const chosen = answer?.values?.method ?? data.chosenMethod;
  const methodError = errors.method;
  const firstMethod = useRef<HTMLInputElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per answer: the choice to make takes the focus
  useEffect(() => {
    if (methodError) firstMethod.current?.focus();
  }, [answer]);
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
              <fieldset className="payment-methods" aria-describedby={methodError ? "payment-method-error" : undefined}>
                <legend className="field__label">{m.checkout_payment_method({}, options)}</legend>
                {methodError ? (
                  <p id="payment-method-error" className="payment-methods__error">
                    {methodError}
                  </p>
                ) : null}
                <ul className="delivery-methods__list">
                  {data.methods.map((method, index) => (
                    <li key={method.name}>
                      <label className="delivery-method">
                        <input
                          type="radio"
                          name="method"
                          value={method.name}
                          defaultChecked={method.name === chosen}
                          aria-invalid={methodError ? true : undefined}
                          ref={index === 0 ? firstMethod : undefined}
                        />
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
            {data.free ? null : (
              <p className="checkout__amount-due">
                {m.checkout_amount_due({ total: data.remaining ?? data.summary.total }, options)} <TotalVatNote />
              </p>
            )}
            <OrderLegalLine id="order-legal" />
            <button
              type="submit"
              className="button checkout__next"
              disabled={busy}
              aria-busy={busy}
              aria-describedby="order-legal"
            >
              {data.free ? m.checkout_place_order({}, options) : m.checkout_order_button({}, options)}
            </button>
          </fetcher.Form>
        </div>
        <OrderSummaryAside summary={data.summary} />
      </div>
    </div>
  );
}
