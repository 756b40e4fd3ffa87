import { href } from "../../pages/href";
import type { LocaleInfo, Site } from "../../lib/locales";

/**
 * What each market's shoppers must read around prices and the order (decision 175): one row per
 * site, so a component asks its site's row and never tests a country itself. The words are
 * messages in the page's language; this table says which of them a site shows.
 */

/** The help centre pages the checkout links to, by topic id (the CMS holds them in every language). */
export type LegalPage = "terms" | "withdrawal" | "returns" | "privacy" | "delivery";

export interface MarketRules {
  /**
   * Beside a product's price. `vat`: VAT included. `vat-and-delivery`: VAT included, delivery
   * costs extra, linked to the delivery page (the German price indication rules, PAngV §6).
   */
  productPriceNote: "vat" | "vat-and-delivery";
  /** Beside each total the shopper pays (cart, checkout steps, the amount above the order button). */
  totalNote: "vat";
  /**
   * The legal line beside the order button links the terms, the privacy notice, and the shopper's
   * right to change their mind: the statutory withdrawal right (EU, UK), or our returns policy
   * where the law gives no such right for online purchases (Switzerland).
   */
  cancellationPage: Extract<LegalPage, "withdrawal" | "returns">;
  /**
   * The order button says the order commits the shopper to pay (EU Directive 2011/83 art. 8(2),
   * §312j BGB "Zahlungspflichtig bestellen", the UK's Consumer Contracts Regulations reg. 14).
   */
  orderButton: "obligation-to-pay";
}

export const MARKET_RULES: Record<Site, MarketRules> = {
  FR: { productPriceNote: "vat", totalNote: "vat", cancellationPage: "withdrawal", orderButton: "obligation-to-pay" },
  CH: { productPriceNote: "vat", totalNote: "vat", cancellationPage: "returns", orderButton: "obligation-to-pay" },
  GB: { productPriceNote: "vat", totalNote: "vat", cancellationPage: "withdrawal", orderButton: "obligation-to-pay" },
  ES: { productPriceNote: "vat", totalNote: "vat", cancellationPage: "withdrawal", orderButton: "obligation-to-pay" },
  DE: {
    productPriceNote: "vat-and-delivery",
    totalNote: "vat",
    cancellationPage: "withdrawal",
    orderButton: "obligation-to-pay",
  },
  IT: { productPriceNote: "vat", totalNote: "vat", cancellationPage: "withdrawal", orderButton: "obligation-to-pay" },
  PL: { productPriceNote: "vat", totalNote: "vat", cancellationPage: "withdrawal", orderButton: "obligation-to-pay" },
};

export const marketRules = (site: Site): MarketRules => MARKET_RULES[site];

/**
 * A help centre page under the locale: its topic page (the help route takes a topic's id as well
 * as its slug), or on a short prefix, which has no topic pages, the topic's entry in the index.
 */
export function helpPagePath(locale: Pick<LocaleInfo, "prefix" | "isShort">, page: LegalPage) {
  return locale.isShort ? `${href(locale.prefix, "help")}#${page}` : href(locale.prefix, "help", { page });
}
