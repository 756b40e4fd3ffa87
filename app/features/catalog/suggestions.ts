import { href } from "../../pages/href";
import type { z } from "zod";
import type { LocalePrefix } from "../../lib/locales";
import { familyPath, productCardPath } from "../../pages/catalog-links";
import type { suggestionsSchema } from "../catalog-model/schemas";

/** One line of the search field's list: what it says, what kind of place it leads to, where. */
export interface SearchSuggestion {
  kind: "term" | "family" | "product";
  label: string;
  href: string;
}

/** A label as a shopper tells two apart: case, accents and spacing aside ("Maglieria" = "maglieria"). */
const sameWords = (label: string) =>
  label
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLocaleLowerCase()
    .replace(/\s+/g, " ")
    .trim();

/**
 * The predictive search's list, in the backend's order (terms, families, products), each label
 * once (issue 49: "Maglieria" twice on it-it, two families of one name). Where a term and a
 * family read the same, the family stays: it leads to a page of its own, the term only to a search.
 */
export function searchSuggestions(answer: z.infer<typeof suggestionsSchema>, prefix: LocalePrefix): SearchSuggestion[] {
  const search = (term: string) => `${href(prefix, "search")}?q=${encodeURIComponent(term)}`;
  const families = answer.families.map((family) => ({
    kind: "family" as const,
    label: family.title,
    href: familyPath(prefix, family),
  }));
  const familyLabels = new Set(families.map((family) => sameWords(family.label)));
  const options: SearchSuggestion[] = [
    ...answer.terms
      .filter((term) => !familyLabels.has(sameWords(term)))
      .map((term) => ({ kind: "term" as const, label: term, href: search(term) })),
    ...families,
    ...answer.products.map((card) => ({
      kind: "product" as const,
      label: card.name,
      href: productCardPath(prefix, card),
    })),
  ];
  const seen = new Set<string>();
  return options.filter((option) => {
    const key = sameWords(option.label);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
