/**
 * Content negotiation for the Markdown twins of pages (issue 31). Markdown only when the client
 * names `text/markdown` and likes it at least as much as HTML (a tie goes to what it lists
 * first). Browsers name text/html and never text/markdown, so they always get the page; an agent
 * sends `Accept: text/markdown`, or `text/markdown, text/html;q=0.9`.
 */
export function prefersMarkdown(accept: string | null): boolean {
  if (!accept) return false;
  let markdown: { q: number; at: number } | undefined;
  let html: { q: number; at: number } | undefined;
  accept.split(",").forEach((range, at) => {
    const [type = "", ...parameters] = range.split(";").map((part) => part.trim().toLowerCase());
    const qParameter = parameters.find((parameter) => parameter.startsWith("q="));
    const q = qParameter ? Number(qParameter.slice(2)) : 1;
    if (!Number.isFinite(q)) return;
    if (type === "text/markdown" && !markdown) markdown = { q, at };
    if ((type === "text/html" || type === "application/xhtml+xml") && (!html || q > html.q)) html = { q, at };
  });
  if (!markdown || markdown.q <= 0) return false;
  if (!html) return true;
  return markdown.q > html.q || (markdown.q === html.q && markdown.at < html.at);
}
