import type { RequestContext } from "../../lib/request-context";
import { legalNoticesSchema } from "./schemas";

/** GET commercial-animations/offers/legal-notices: the footer's legal mentions, for the page's country and language. */
export function legalNotices({ api, locale }: Pick<RequestContext, "api" | "locale">) {
  return api.call("commercial-animations/offers/legal-notices", {
    query: { country: locale.iso2, language: locale.iso3 },
    schema: legalNoticesSchema,
  });
}
