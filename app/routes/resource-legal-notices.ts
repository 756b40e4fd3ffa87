import { data } from "react-router";
import type { Route } from "./+types/resource-legal-notices";
import { legalNotices } from "../features/content/legal-notices.server";
import { cacheControlFor } from "../lib/edge-cache.server";
import { logWarning } from "../lib/log.server";
import { requestContext } from "../lib/request-context";

/**
 * The footer's legal mentions, loaded on first open: GET .../legal-notices for the page's
 * country and language (the route sits under the page's prefix, so the client speaks for it).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const requestCtx = context.get(requestContext);
  try {
    const notices = await legalNotices(requestCtx);
    return data(
      { notices, failed: false },
      { headers: { "Cache-Control": cacheControlFor(await requestCtx.cacheScope(), 300) } },
    );
  } catch (error) {
    logWarning({ message: "Legal notices unavailable", status: 502, url: request.url, cause: String(error) });
    return { notices: [], failed: true };
  }
}
