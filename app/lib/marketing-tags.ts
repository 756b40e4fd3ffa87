import { m } from "../paraglide/messages.js";
import type { Message } from "./i18n";
import type { Language } from "./locales";

/**
 * The catalogue's marketing tags (spec 3 enumerations): the one list the zod schema, the listing
 * filters and the cart's line labels share. Kept free of zod so the browser bundle can use it.
 */
export const MARKETING_TAGS = ["WebExclu", "New", "ON_DEMAND", "RAL_ANTICIPATION"] as const;
export type MarketingTag = (typeof MARKETING_TAGS)[number];

export const isMarketingTag = (value: string): value is MarketingTag =>
  (MARKETING_TAGS as readonly string[]).includes(value);

const TAG_LABELS: Record<MarketingTag, Message> = {
  New: m.tag_new,
  WebExclu: m.tag_web_exclusive,
  ON_DEMAND: m.tag_on_demand,
  RAL_ANTICIPATION: m.tag_coming_back,
};

export function tagLabel(tag: MarketingTag, language: Language): string {
  return TAG_LABELS[tag]({}, { locale: language });
}
