import type { LocaleInfo } from "../../lib/locales";
import type { Product } from "../catalog-model/schemas";

type Option = Product["options"][number];

/** schema.org Product with one Offer per size, in the site's currency (rich results). */
export function productJsonLd(product: Product, option: Option, url: string, locale: LocaleInfo) {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    description: product.description,
    sku: option.sizes[0]?.sku,
    color: option.colourLabel,
    material: product.composition,
    image: option.pictures.map((picture) => `${new URL(url).origin}${picture.url}?w=1279`),
    brand: { "@type": "Brand", name: "Atelier Sept" },
    inLanguage: locale.hrefLang,
    offers: option.sizes.map((size) => ({
      "@type": "Offer",
      sku: size.sku,
      gtin13: size.gtin,
      url,
      priceCurrency: option.price.currency,
      price: (option.price.amount / 100).toFixed(2),
      availability:
        size.availabilityCode === 2 || size.availabilityCode === 1
          ? "https://schema.org/InStock"
          : size.availabilityCode === 3
            ? "https://schema.org/PreOrder"
            : size.availabilityType === "IN_STORE_ONLY"
              ? "https://schema.org/InStoreOnly"
              : "https://schema.org/OutOfStock",
    })),
  };
}
