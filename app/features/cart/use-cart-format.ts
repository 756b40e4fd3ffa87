import { useLocale } from "../../lib/i18n";
import type { LocaleInfo } from "../../lib/locales";
import { formatMoney } from "../../lib/money";

export interface CartFormat {
  /** Cents in the cart's currency, formatted for the page's locale. */
  money: (cents: number) => string;
  /** The paraglide options: `m.key(inputs, options)`. */
  options: { locale: LocaleInfo["language"] };
  prefix: LocaleInfo["prefix"];
  locale: LocaleInfo;
}

/** How the cart page writes amounts and messages: the page's locale, the cart's currency. */
export function useCartFormat(currency: string): CartFormat {
  const locale = useLocale();
  return {
    money: (cents) => formatMoney(cents, currency, locale.hrefLang),
    options: { locale: locale.language },
    prefix: locale.prefix,
    locale,
  };
}
