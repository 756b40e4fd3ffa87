import { Link } from "react-router";
import { m } from "../../paraglide/messages.js";
import { useLocale } from "../../lib/i18n";
import { LinkedMessage } from "../../ui/linked-message";
import { helpPagePath, marketRules } from "./market-rules";

/**
 * What stands beside a product's price, by the site's market rules: VAT included, and on the
 * German site delivery costs extra, linked to the delivery page.
 */
export function ProductPriceNote() {
  const locale = useLocale();
  const options = { locale: locale.language };
  const note = marketRules(locale.site).productPriceNote;
  return (
    <p className="price-note">
      {note === "vat-and-delivery" ? (
        <LinkedMessage
          render={(inputs) => m.product_price_vat_delivery(inputs, options)}
          links={{
            delivery: <Link to={helpPagePath(locale, "delivery")}>{m.product_price_delivery_link({}, options)}</Link>,
          }}
        />
      ) : (
        m.product_price_vat({}, options)
      )}
    </p>
  );
}

/** Beside a total the shopper pays: VAT included, in the site's wording. */
export function TotalVatNote() {
  const locale = useLocale();
  if (marketRules(locale.site).totalNote !== "vat") return null;
  return <span className="total-note">{m.summary_total_vat({}, { locale: locale.language })}</span>;
}
