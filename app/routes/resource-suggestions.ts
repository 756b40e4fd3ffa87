import { data } from "react-router";
import type { Route } from "./+types/resource-suggestions";
import { catalogApi } from "../features/catalog-model/catalog.server";
import { searchSuggestions } from "../features/catalog/suggestions";
import { cacheControlFor } from "../lib/edge-cache.server";
import { isLocalePrefix, LOCALES } from "../lib/locales";
import { requestContext } from "../lib/request-context";

/** Predictive search for the header field: terms, families and products for what was typed so far. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const prefix = url.searchParams.get("locale");
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  if (!isLocalePrefix(prefix) || q.length < 2) return { q, options: [] };
  const locale = LOCALES[prefix];
  const requestCtx = context.get(requestContext);
  try {
    const answer = await catalogApi(requestCtx.apiFor(locale)).suggestions(q);
    return data(
      { q, options: searchSuggestions(answer, locale.prefix) },
      { headers: { "Cache-Control": cacheControlFor(await requestCtx.cacheScope(), 60) } },
    );
  } catch {
    return { q, options: [] };
  }
}
