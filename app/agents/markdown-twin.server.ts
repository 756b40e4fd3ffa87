import type { MiddlewareFunction, RouterContextProvider } from "react-router";
import { prefersMarkdown } from "../lib/accept";
import { pagePath } from "../lib/tracking-params";
import { requestContext, type RequestContext } from "../lib/request-context";
import { SHARED_PAGE_HEADER } from "../pages/kinds";
import { m } from "../paraglide/messages.js";
import type { TwinContext } from "./markdown";

export const MARKDOWN_CONTENT_TYPE = "text/markdown; charset=utf-8";

export interface TwinArgs {
  url: URL;
  request: Request;
  context: Readonly<RouterContextProvider>;
  requestContext: RequestContext;
  params: Record<string, string | undefined>;
  twin: TwinContext;
}

/**
 * A page's Markdown twin (issue 31), as route middleware: a GET that prefers `text/markdown`
 * (lib/accept.ts) is answered with what `render` writes from the page's own data, without
 * rendering the page; any other request goes on to the page. The twin and the page's HTML say
 * `Vary: Accept`. `render` returns null where the page has no twin (an empty search, another kind
 * of page). A shared page's twin is marked so, and the edge caches it like the HTML, in its own
 * entry (workers/page-cache.ts keys the format). Redirects are the page's own; a page that is not
 * found or whose backend fails (404, 503) answers its status with the error page's words in Markdown.
 */
export function markdownTwin(
  render: (args: TwinArgs) => Promise<string | null> | string | null,
  { shared }: { shared: boolean },
): MiddlewareFunction<Response> {
  return async ({ request, context, params }, next) => {
    const wanted =
      (request.method === "GET" || request.method === "HEAD") && prefersMarkdown(request.headers.get("Accept"));
    if (wanted) {
      const requestCtx = context.get(requestContext);
      const answer = (body: string, status: number) => {
        const headers = new Headers({
          "Content-Type": MARKDOWN_CONTENT_TYPE,
          "Content-Language": requestCtx.locale.hrefLang,
          Vary: "Accept",
        });
        if (shared && status === 200) headers.set(SHARED_PAGE_HEADER, "1");
        return new Response(request.method === "HEAD" ? null : body, { status, headers });
      };
      let markdown: string | null;
      try {
        markdown = await render({
          url: new URL(request.url),
          request,
          context,
          requestContext: requestCtx,
          params,
          twin: { origin: requestCtx.origin, locale: requestCtx.locale },
        });
      } catch (error) {
        const status = thrownStatus(error);
        if (status === undefined) throw error;
        const options = { locale: requestCtx.locale.language };
        return status === 404
          ? answer(`# ${m.error404_title({}, options)}\n\n${m.error404_text1({}, options)}\n`, 404)
          : answer(`# ${m.error500_title({}, options)}\n\n${m.error500_text1({}, options)}\n`, status);
      }
      if (markdown !== null) return answer(markdown, 200);
    }
    const response = await next();
    // The document only: a client navigation's data never has a twin, and a Vary would keep the
    // browser from using the data it prefetched on intent (decision 145) with another Accept.
    const isDocument = response.headers.get("Content-Type")?.includes("text/html");
    if (isDocument && !response.headers.get("Vary")?.includes("Accept")) response.headers.append("Vary", "Accept");
    // Where the twin is, for an agent that fetched the HTML (workers/markdown-url.ts answers it).
    if (isDocument && response.status === 200) {
      const url = new URL(request.url);
      const origin = context.get(requestContext).origin;
      // The page's own address (no tracking parameters): the edge shares this header with everyone.
      response.headers.append(
        "Link",
        `<${origin}${pagePath(`${url.pathname}.md`, url.search)}>; rel="alternate"; type="text/markdown"`,
      );
    }
    return response;
  };
}

/** The status of a 404 or 5xx a loader threw with `data()`; undefined for anything else (redirects). */
function thrownStatus(error: unknown): number | undefined {
  const status =
    typeof error === "object" && error !== null && "init" in error
      ? (error as { init?: { status?: number } | null }).init?.status
      : undefined;
  return status === 404 || (status !== undefined && status >= 500) ? status : undefined;
}
