import { z } from "zod";
import { DIGITS, WORD } from "./friendly-urls";
import { PAGES, type PageName, type ParamKind } from "../pages/table";

/**
 * Route parameter rules (spec 5), by the kind each page gives its params (pages/table.ts):
 * productId, optionId, gtin and storeId in friendly URLs are digits; familyId, landingPageId,
 * trendPageId, lookbookPageId and blogPageId are word characters. A page whose params fail
 * their rules is the 404 page, never a 500.
 */
export const digits = z.string().regex(DIGITS);
export const word = z.string().regex(WORD);
const id = z.string().regex(/^[\w-]+$/);
const slug = z.string().min(1).max(200);
/** A slug ending in -{storeId}, with or without a name before it. */
export const storeSlug = z.string().regex(/^(?:.*-)?\d+$/);

const PARAM_KINDS: Record<ParamKind, z.ZodType> = {
  digits,
  word,
  id,
  "id?": id.optional(),
  slug,
  "store-slug": storeSlug,
  "gs1-gtin": z.string().regex(/^0\d{8,14}$/),
};

const RULES = new Map<string, z.ZodType>(
  Object.entries(PAGES).flatMap(([name, page]) =>
    "params" in page
      ? [
          [
            name,
            z.object(
              Object.fromEntries(Object.entries(page.params).map(([param, kind]) => [param, PARAM_KINDS[kind]])),
            ),
          ],
        ]
      : [],
  ),
);

export function paramsAreValid(routeName: PageName | string, params: Record<string, string | undefined>): boolean {
  const rule = RULES.get(routeName);
  return rule ? rule.safeParse(params).success : true;
}
