import { localeFromPath, LOCALES } from "../app/lib/locales";
import { MARKDOWN_CONTENT_TYPE } from "../app/agents/markdown-twin.server";
import { m } from "../app/paraglide/messages.js";

/**
 * A page's Markdown twin at its own URL (issue 53): `/{prefix}/….md` is the page at `/{prefix}/…`
 * asked with `Accept: text/markdown` (the home page is `/{prefix}.md`), for agents and tools that
 * cannot set a header. The rewritten request is the page's own, so it meets the same checks,
 * redirects and edge cache entry as a request with the header. A redirect keeps the `.md`; a page
 * without a twin (the account, checkout, an empty search) is a 404 in Markdown that names the
 * page itself, never its HTML under a Markdown URL.
 */

const MARKDOWN_SUFFIX = ".md";

/** The page a `.md` URL stands for, or null when the path is no page of a site (the root's files). */
export function pageOfMarkdownUrl(url: URL): URL | null {
  if (!url.pathname.endsWith(MARKDOWN_SUFFIX)) return null;
  const page = url.pathname.slice(0, -MARKDOWN_SUFFIX.length);
  // A site's own files (its agents.md) are routes of their own, answered as they are.
  if (!localeFromPath(page) || page.endsWith("/agents")) return null;
  return new URL(page + url.search, url);
}

/**
 * The same redirect to the `.md` of where the page went, when it goes to another page of a site;
 * null when it leaves the pages (the account's redirect to the sign-in provider): no twin there.
 */
function markdownRedirect(response: Response, url: URL): Response | null {
  const location = response.headers.get("Location");
  if (!location) return null;
  const target = new URL(location, url);
  if (target.origin !== url.origin || !localeFromPath(target.pathname)) return null;
  target.pathname += MARKDOWN_SUFFIX;
  const headers = new Headers(response.headers);
  headers.set("Location", target.pathname + target.search);
  return new Response(null, { status: response.status, headers });
}

/**
 * Answers a `.md` URL by rendering its page as Markdown (`render` is the edge's page renderer);
 * `origin` is the configured one the request came to, for the link a 404 gives.
 */
export async function markdownUrlResponse(
  request: Request,
  page: URL,
  origin: string,
  render: (request: Request) => Promise<Response>,
): Promise<Response> {
  const headers = new Headers(request.headers);
  headers.set("Accept", "text/markdown");
  const response = await render(new Request(page, { method: request.method, headers }));
  const redirect = response.status >= 300 && response.status < 400 ? markdownRedirect(response, page) : null;
  if (redirect) return redirect;
  if (response.headers.get("Content-Type")?.startsWith("text/markdown")) {
    // One URL, one format: the header's Vary: Accept does not apply to it.
    const answer = new Response(response.body, response);
    answer.headers.delete("Vary");
    return answer;
  }
  await response.body?.cancel();
  const locale = localeFromPath(page.pathname) ?? LOCALES.en;
  const options = { locale: locale.language };
  // A page that failed says so as the twins do (spec 8); any other has no twin.
  const failed = response.status >= 500;
  const words = failed
    ? `# ${m.error500_title({}, options)}\n\n${m.error500_text1({}, options)}\n`
    : `# ${m.error404_title({}, options)}\n\n${m.agent_md_no_twin({}, options)}\n`;
  const body = `${words}\n[${m.agent_md_open_in_shop({}, options)}](<${origin}${page.pathname}${page.search}>)\n`;
  return new Response(request.method === "HEAD" ? null : body, {
    status: failed ? response.status : 404,
    headers: {
      "Content-Type": MARKDOWN_CONTENT_TYPE,
      "Content-Language": locale.hrefLang,
      "Cache-Control": "no-store",
    },
  });
}
