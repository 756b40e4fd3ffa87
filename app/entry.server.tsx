import { isbot } from "isbot";
// React's Node build, also in the Worker: it writes strings straight into its chunks (decision 167).
import { renderToReadableStream } from "react-dom/server.node";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { logError } from "./lib/log.server";
import { documentStream } from "./framework/document-stream.server";
import { NonceContext, PageMessagesContext } from "./lib/document-context";
import { DocumentOnlyContext } from "./lib/document-only";
import { documentMessages } from "./lib/page-messages.server";
import { requestContext } from "./lib/request-context";
import { routeNameFromId, SHARED_PAGE_HEADER } from "./pages/kinds";
import { isSharedPageName } from "./pages/shared-pages.server";

/** Streams the document; bots get it whole. Scripts carry the request's CSP nonce. */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const { nonce, locale, documentOnly } = loadContext.get(requestContext);
  const { matches, loaderData } = routerContext.staticHandlerContext;
  const matchIds = matches.map((match) => match.route.id);
  const messages = documentMessages(routerContext.manifest, matchIds, locale.language, pageViews(matches, loaderData));
  let shellRendered = false;
  const body = await renderToReadableStream(
    <NonceContext.Provider value={nonce}>
      <PageMessagesContext.Provider value={messages}>
        <DocumentOnlyContext.Provider value={documentOnly}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </DocumentOnlyContext.Provider>
      </PageMessagesContext.Provider>
    </NonceContext.Provider>,
    {
      nonce,
      signal: request.signal,
      // Never outline finished Suspense boundaries into script-revealed segments: they only
      // split hydration into smaller tasks, and must show without JavaScript.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors of the shell itself reject and are logged by React Router; log streamed ones.
        if (shellRendered) {
          logError({ message: error instanceof Error ? error.message : String(error), status: 500, url: request.url });
        }
      },
    },
  );
  shellRendered = true;

  const userAgent = request.headers.get("user-agent");
  if ((userAgent && isbot(userAgent)) || routerContext.isSpaMode) await body.allReady;

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  // The edge decides whether to keep it (workers/page-cache.ts); the header never leaves it.
  const leaf = routerContext.staticHandlerContext.matches.at(-1);
  if (responseStatusCode === 200 && isSharedPageName(routeNameFromId(leaf?.route.id)))
    responseHeaders.set(SHARED_PAGE_HEADER, "1");
  return new Response(body.pipeThrough(documentStream()), {
    headers: responseHeaders,
    status: responseStatusCode,
  });
}

/** The page views the matched routes show for their data (a route's `handle.pageView`, app/ui/page-view.tsx). */
function pageViews(
  matches: EntryContext["staticHandlerContext"]["matches"],
  loaderData: EntryContext["staticHandlerContext"]["loaderData"],
): string[] {
  return matches.flatMap((match) => {
    const pick = (match.route.handle as { pageView?: (data: unknown) => string | undefined } | undefined)?.pageView;
    const view = pick?.(loaderData[match.route.id]);
    return view ? [view] : [];
  });
}

/** React Router logs server errors through here: one structured line each. */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  const status = (error as { status?: number })?.status;
  logError({
    message: error instanceof Error ? error.message : String(error),
    status: status ?? 500,
    url: request.url,
  });
}
