import { useFetcher } from "react-router";
import { m } from "../../paraglide/messages.js";
import { useLocale } from "../../lib/i18n";
import { FormOutcome } from "../../ui/form-outcome";
import { ReturnToField } from "../../ui/return-to-field";
import type { Product } from "../catalog/schemas";
import type { StockAlertAnswer } from "./answer";
import { useFormAnswer } from "../../lib/use-flash";

type Option = Product["options"][number];

/**
 * Back-in-stock alert for a size that cannot be bought (spec 7): posts to the alerts' own
 * endpoint; its answer shows under the form, with or without JavaScript.
 */
export function StockAlertForm({
  product,
  option,
  sizes,
  alerted,
  selected,
}: {
  product: Product;
  option: Option;
  sizes: Option["sizes"];
  alerted: Set<string>;
  selected?: string | null;
}) {
  const locale = useLocale();
  const options = { locale: locale.language };
  const fetcher = useFetcher<StockAlertAnswer>({ key: `stock-alert-${product.productId}-${option.optionId}` });
  const answer = useFormAnswer(fetcher.data, "stockAlert");
  return (
    <fetcher.Form
      method="post"
      action={`/${locale.prefix}/resources/stock-alerts`}
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
        <select
          name="sku"
          defaultValue={sizes.find((size) => size.sku === selected)?.sku ?? sizes[0]!.sku}
          key={selected ?? ""}
        >
          {sizes.map((size) => (
            <option key={size.sku} value={size.sku}>
              {alerted.has(size.sku) ? m.product_alert_active({ size: size.label }, options) : size.label}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="button button--secondary" disabled={fetcher.state !== "idle"}>
        {m.product_alert_button({}, options)}
      </button>
      <FormOutcome base="product__outcome" answer={answer} />
    </fetcher.Form>
  );
}
