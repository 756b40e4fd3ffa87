import type { LocaleInfo } from "../../lib/locales";
import { withSiteFigures, type SiteFigures } from "../cart-model/site-figures";
import type { FooterLayout } from "./shell-document";

/**
 * The footer's reassurance items as the site says them: its own amounts, delays and payment
 * methods in place of the CMS's tokens; an item naming one the site does not have is left out
 * (decision 174).
 */
export function reassuranceItems(
  items: FooterLayout["reinsurances"],
  figures: SiteFigures | null,
  locale: LocaleInfo,
): FooterLayout["reinsurances"] {
  return items.flatMap((item) => {
    const title = withSiteFigures(item.title, figures, locale);
    const description = withSiteFigures(item.description, figures, locale);
    return title === null || description === null ? [] : [{ ...item, title, description }];
  });
}

const sitesFooters = new WeakMap<FooterLayout, Map<string, FooterLayout>>();

/**
 * The CMS footer with the site's own reassurance. The same footer (the object the isolate keeps)
 * and the same figures give the same object: the HTML-only parts are rendered once per object
 * they are made of (decision 166), so filling them in must not make a new one on every page.
 */
export function footerForSite(
  footer: FooterLayout | null,
  figures: SiteFigures | null,
  locale: LocaleInfo,
): FooterLayout | null {
  if (!footer) return null;
  let bySite = sitesFooters.get(footer);
  if (!bySite) {
    bySite = new Map();
    sitesFooters.set(footer, bySite);
  }
  const key = `${locale.prefix}|${JSON.stringify(figures)}`;
  let site = bySite.get(key);
  if (!site) {
    site = { ...footer, reinsurances: reassuranceItems(footer.reinsurances, figures, locale) };
    bySite.set(key, site);
  }
  return site;
}
