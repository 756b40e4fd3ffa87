import { resourceHref } from "../../pages/href";
import { m } from "../../paraglide/messages.js";
import { useLocale } from "../../lib/i18n";
import { FormOutcome } from "../../ui/form-outcome";
import { ReturnToField } from "../../ui/return-to-field";
import type { Product } from "../catalog-model/schemas";
import { useForm } from "../../lib/use-form";

type Option = Product["options"][number];

/**
 * Back-in-stock alert for a size sold out online (spec 7): the product page's one way to ask for
 * one (issue 49: no second link per size), a list of those sizes and a button. A size is never
 * chosen for the shopper unless it is the only one. Posts to the alerts' own endpoint; its answer
 * shows under the form, with or without JavaScript.
 */
export function StockAlertForm({
  product,
  option,
  sizes,
  alerted,
}: {
  product: Product;
  option: Option;
  sizes: Option["sizes"];
  alerted: Set<string>;
}) {
  const locale = useLocale();
  const options = { locale: locale.language };
  const { fetcher, answer, busy } = useForm("stockAlert", {
    key: `stock-alert-${product.productId}-${option.optionId}`,
  });
  return (
    <fetcher.Form
      method="post"
      action={resourceHref(locale.prefix, "stock-alerts")}
      className="product__alert"
      id="product-alert"
      preventScrollReset
    >
      <input type="hidden" name="intent" value="stock-alert" />
      <input type="hidden" name="productId" value={product.productId} />
      <input type="hidden" name="optionId" value={option.optionId} />
      <ReturnToField />
      <label>
        <span>{m.product_alert_label({}, options)}</span>
        <select name="sku" required defaultValue={sizes.length === 1 ? sizes[0]!.sku : ""}>
          {sizes.length > 1 ? (
            <option value="" disabled>
              {m.product_alert_size_placeholder({}, options)}
            </option>
          ) : null}
          {sizes.map((size) => (
            <option key={size.sku} value={size.sku}>
              {alerted.has(size.sku) ? m.product_alert_active({ size: size.label }, options) : size.label}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="button button--secondary" disabled={busy}>
        {m.product_alert_button({}, options)}
      </button>
      <FormOutcome base="product__outcome" answer={answer} />
    </fetcher.Form>
  );
}
