import { z } from "zod";
import { DIGITS, WORD } from "./friendly-urls";

/**
 * Route parameter rules (spec 5): productId, optionId, gtin and storeId in friendly URLs are
 * digits; familyId, landingPageId, trendPageId, lookbookPageId and blogPageId are word
 * characters. A page whose params fail its rule is the 404 page, never a 500.
 */
export const digits = z.string().regex(DIGITS);
export const word = z.string().regex(WORD);
const slug = z.string().min(1).max(200);
/** A slug ending in -{storeId}, with or without a name before it. */
export const storeSlug = z.string().regex(/^(?:.*-)?\d+$/);

export const PARAM_RULES: Record<string, z.ZodType> = {
  catalog: z.object({ name: slug, familyId: word }),
  "landing-page": z.object({ name: slug, landingPageId: word }),
  "trend-page": z.object({ name: slug, trendPageId: word }),
  "lookbook-page": z.object({ name: slug, lookbookPageId: word }),
  "blog-page": z.object({ name: slug, blogPageId: word }),
  "product-by-gtin": z.object({ gtin: digits }),
  product: z.object({ name: slug, productRef: digits }),
  store: z.object({ storeId: z.string().regex(/^[\w-]+$/) }),
  "store-friendly": z.object({ country: slug, city: slug, storeSlug }),
  help: z.object({
    page: z
      .string()
      .regex(/^[\w-]+$/)
      .optional(),
  }),
  editDeliveryAddresses: z.object({ id: z.string().regex(/^[\w-]+$/) }),
  "account-delivery-address-page": z.object({ id: z.string().regex(/^[\w-]+$/), page: z.string().regex(/^[\w-]+$/) }),
  "gs1-product": z.object({ gs1Gtin: z.string().regex(/^0\d{8,14}$/) }),
};

export function paramsAreValid(routeName: string, params: Record<string, string | undefined>): boolean {
  const rule = PARAM_RULES[routeName];
  return rule ? rule.safeParse(params).success : true;
}
