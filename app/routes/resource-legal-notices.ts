import { data } from "react-router";
import type { Route } from "./+types/resource-legal-notices";
import { legalNoticesSchema } from "../features/content/schemas";
import { isLocalePrefix, LOCALES } from "../lib/locales";
import { logWarning } from "../lib/log.server";
import { requestContext } from "../lib/request-context";

/** The footer's legal mentions, loaded on first open: GET .../legal-notices for the site's country and language. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const prefix = new URL(request.url).searchParams.get("locale");
  if (!isLocalePrefix(prefix)) throw data({ notices: [], failed: true }, { status: 400 });
  const locale = LOCALES[prefix];
  try {
    const notices = await context.get(requestContext).api.call("commercial-animations/offers/legal-notices", {
      query: { country: locale.iso2, language: locale.iso3 },
      schema: legalNoticesSchema,
      auth: false,
    });
    return data({ notices, failed: false }, { headers: { "Cache-Control": "public, max-age=300" } });
  } catch (error) {
    logWarning({ message: "Legal notices unavailable", status: 502, url: request.url, cause: String(error) });
    return { notices: [], failed: true };
  }
}
