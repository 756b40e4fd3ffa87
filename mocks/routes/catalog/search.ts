import { PRODUCTS, segmentationById } from "../../data/catalog";
import type { ProductSeed, SeedLanguage } from "../../data/types";

/** Text as search compares it: accents dropped, lower case. */
export const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

/** Products matching every word of a query in the request's language (accents ignored), with a score. */
export function searchProducts(query: string, language: SeedLanguage) {
  const words = fold(query)
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length >= 2);
  const score = new Map<string, number>();
  if (!words.length) return { products: [] as ProductSeed[], score };
  const products = PRODUCTS.filter((product) => {
    const name = fold(product.name[language]);
    const family = fold(segmentationById(product.familyId)?.title[language] ?? "");
    const colours = fold(product.options.map((option) => option.colour.label[language]).join(" "));
    const description = fold(product.description[language]);
    let total = 0;
    for (const word of words) {
      const points =
        (name.includes(word) ? 3 : 0) +
        (family.includes(word) ? 2 : 0) +
        (colours.includes(word) ? 2 : 0) +
        (description.includes(word) ? 1 : 0);
      if (!points) return false;
      total += points;
    }
    score.set(product.productId, total);
    return true;
  });
  return { products, score };
}
