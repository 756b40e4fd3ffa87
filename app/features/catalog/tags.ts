import { m } from "../../paraglide/messages.js";
import type { Language } from "../../lib/locales";

/**
 * The catalogue's marketing tags (spec 3 enumerations): the one list the zod schema, the listing
 * filters and the cart's line labels share. Kept free of zod so the browser bundle can use it.
 */
export const MARKETING_TAGS = ["WebExclu", "New", "ON_DEMAND", "RAL_ANTICIPATION"] as const;
export type MarketingTag = (typeof MARKETING_TAGS)[number];

export const isMarketingTag = (value: string): value is MarketingTag => (MARKETING_TAGS as readonly string[]).includes(value);

export function tagLabel(tag: MarketingTag, language: Language): string {
  const options = { locale: language };
  switch (tag) {
    case "New":
      return m.tag_new({}, options);
    case "WebExclu":
      return m.tag_web_exclusive({}, options);
    case "ON_DEMAND":
      return m.tag_on_demand({}, options);
    default:
      return m.tag_coming_back({}, options);
  }
}
