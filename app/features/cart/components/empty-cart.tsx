import { m } from "../../../paraglide/messages.js";
import { useLocale } from "../../../lib/i18n";
import { FormOutcome } from "../../../ui/form-outcome";
import { useForm } from "../../../lib/use-form";
import { CartForm } from "./cart-form";

const EMPTY_FETCHER = "cart-empty";

/**
 * The toast saying the cart is empty: kept by the cart page, since the form goes away with the
 * lines it emptied.
 */
export function useCartEmptiedToast() {
  useForm("cart", { key: EMPTY_FETCHER, intents: ["empty"], toast: "done" });
}

/**
 * "Empty my cart" (R7.21, decision 114): a disclosure that asks first, then posts the `empty`
 * intent with the version the page showed. Works without JavaScript (a `<details>` and a plain
 * post answered 303); with it, a toast says the cart is empty as the page shows it so. A refusal
 * is said under the question, which a plain post's page opens again to show it.
 */
export function EmptyCartForm({ version }: { version: number }) {
  const options = { locale: useLocale().language };
  const { fetcher, answer } = useForm("cart", { key: EMPTY_FETCHER, intents: ["empty"] });
  const refused = answer && !answer.ok ? answer : undefined;
  return (
    <details className="cart-empty-action" open={refused ? true : undefined}>
      <summary>{m.cart_empty_action({}, options)}</summary>
      <CartForm fetcher={fetcher} fields={{ intent: "empty" }} version={version} className="cart-empty-action__form">
        <p>{m.cart_empty_confirm({}, options)}</p>
        <button type="submit" className="button button--secondary" disabled={fetcher.state !== "idle"}>
          {m.cart_empty_yes({}, options)}
        </button>
        <FormOutcome base="cart-empty-action__outcome" answer={refused} />
      </CartForm>
    </details>
  );
}
