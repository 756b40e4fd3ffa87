/**
 * Reading a served document as a crawler does, for tests whose assertions are all in the HTML
 * the server sends (decision 205): no browser page, no hydration.
 */

/** An attribute's value in one HTML tag, its entities decoded. */
export function attribute(tag: string, name: string): string | undefined {
  // HTML attribute names know no case (React writes `hrefLang`).
  const value = tag.match(new RegExp(`\\s${name}="([^"]*)"`, "i"))?.[1];
  return value === undefined ? undefined : decoded(value);
}

/** An element's text as a reader sees it: its tags dropped, its entities decoded, its spaces trimmed. */
export function textOf(inner: string | undefined): string {
  return decoded((inner ?? "").replace(/<[^>]*>/g, "")).trim();
}

/** HTML text or an attribute value with its character references resolved (as the browser reads them). */
export function decoded(html: string): string {
  return html
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replaceAll("&quot;", '"')
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");
}

/** The `tag` elements of `html` that carry `className` among their classes, each whole up to its closing tag. */
export function elementsWithClass(html: string, tag: string, className: string): string[] {
  const pattern = new RegExp(`<${tag}\\b[^>]*\\bclass="[^"]*\\b${className}\\b[^"]*"[^>]*>[\\s\\S]*?</${tag}>`, "g");
  return html.match(pattern) ?? [];
}
