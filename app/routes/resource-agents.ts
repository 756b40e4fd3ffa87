import { siteResourceHref } from "../pages/href";
import type { Route } from "./+types/resource-agents";
import { agentsMd } from "../agents/agents-md.server";
import { MARKDOWN_CONTENT_TYPE } from "../agents/markdown-twin.server";
import { LOCALES } from "../lib/locales";
import { requestContext } from "../lib/request-context";

/**
 * `/agents.md` (the shop, in English, with every site's) and `/{prefix}/agents.md` (one site, in
 * its language): what an agent may do here and how (issue 53).
 */
export function loader({ context, request }: Route.LoaderArgs) {
  const requestCtx = context.get(requestContext);
  const perSite = new URL(request.url).pathname !== siteResourceHref("agents");
  const locale = perSite ? requestCtx.locale : LOCALES.en;
  return new Response(
    agentsMd(requestCtx.origin, locale, { index: !perSite, linking: Boolean(requestCtx.env.AGENT_TOKEN_SECRET) }),
    {
      headers: {
        "Content-Type": MARKDOWN_CONTENT_TYPE,
        "Content-Language": locale.hrefLang,
        "Cache-Control": "public, max-age=3600",
      },
    },
  );
}
