import type { MetaDescriptor } from "react-router";
import { m } from "../paraglide/messages.js";
import { DEFAULT_LOCALE, LOCALES, localeFromPath, type Language } from "./locales";

/** Title, description and Open Graph tags of a page, in the page's language. */
export function pageMeta(
  pathname: string,
  title: (options: { locale: Language }) => string,
  description?: (options: { locale: Language }) => string,
  keywords: string[] = [],
): MetaDescriptor[] {
  const locale = localeFromPath(pathname) ?? LOCALES[DEFAULT_LOCALE];
  const options = { locale: locale.language };
  const brand = m.shell_brand({}, options);
  const pageTitle = title(options);
  // A title that names the brand already (the home's, an editor's) is the whole title.
  const fullTitle = pageTitle.includes(brand) ? pageTitle : `${pageTitle} | ${brand}`;
  const text = description?.(options) ?? m.shell_default_description({}, options);
  return [
    { title: fullTitle },
    { name: "description", content: text },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: text },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: brand },
    { property: "og:locale", content: locale.hrefLang.replace("-", "_") },
    ...(keywords.length ? [{ name: "keywords", content: [brand, ...keywords].join(", ") }] : []),
  ];
}
