import { m } from "../../paraglide/messages.js";
import { useLocale } from "../../lib/i18n";
import { formatMoney } from "../../lib/money";
import { markdownPercent } from "./markdown";
import type { Price as PriceData } from "../catalog-model/schemas";

/**
 * A price by its type (spec 3): initial (I) alone; sale (S), promotion (P) and adjusted (A)
 * with the struck-through price and the discount. Screen readers hear "now / instead of".
 */
export function Price({ price, large = false }: { price: PriceData; large?: boolean }) {
  const locale = useLocale();
  const options = { locale: locale.language };
  const money = (cents: number) => formatMoney(cents, price.currency, locale.hrefLang, { dropZeroDecimals: true });
  const reduced = price.type !== "I" && price.strikeThrough !== null;
  // Read off the two prices shown, so the badge always says what they do (and what the content's "up to" counts).
  const markdown = reduced ? markdownPercent(price.amount, price.strikeThrough) : null;
  return (
    <p className={`price price--${price.type}${large ? " price--large" : ""}`}>
      {reduced ? <span className="visually-hidden">{m.price_now({}, options)} </span> : null}
      <span className="price__amount">{money(price.amount)}</span>
      {reduced ? (
        <>
          <span className="visually-hidden"> {m.price_instead_of({}, options)} </span>
          <s className="price__before">{money(price.strikeThrough!)}</s>
          {markdown ? <span className="price__discount">-{markdown} %</span> : null}
        </>
      ) : null}
    </p>
  );
}
