import { siteResourceHref } from "../pages/href";
import type { Route } from "./+types/resource-llms";
import { llmsTxtIndex, siteLlmsTxt } from "../agents/llms-txt.server";
import { requestContext } from "../lib/request-context";

const HEADERS = { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" };

/** `/llms.txt` (the shop's sites) and `/{prefix}/llms.txt` (one site, in its language): issue 31. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const requestCtx = context.get(requestContext);
  const perSite = new URL(request.url).pathname !== siteResourceHref("llms");
  const text = perSite ? await siteLlmsTxt(requestCtx) : llmsTxtIndex(requestCtx.origin);
  return new Response(text, { headers: HEADERS });
}
