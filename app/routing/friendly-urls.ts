/** Digits (ids in friendly URLs) and word characters (family and page ids), spec 5. */
export const DIGITS = /^\d+$/;
export const WORD = /^\w+$/;

/**
 * Friendly and legacy URL shapes (spec 2.2, 2.5) that React Router cannot express as
 * segments: `{name}--p{productId}`, `--pl{familyId}`, `--lp{landingPageId}`,
 * `--tp{trendPageId}`, `--lbp{lookbookPageId}`, `--blog{blogPageId}` in one segment, and
 * the legacy `.../{name}-R{optionId}.html`.
 */
export type FriendlyPage =
  | { kind: "product"; name: string; productId: string }
  | { kind: "catalog"; name: string; familyId: string }
  | { kind: "landing"; name: string; landingPageId: string }
  | { kind: "trend"; name: string; trendPageId: string }
  | { kind: "lookbook"; name: string; lookbookPageId: string }
  | { kind: "blog"; name: string; blogPageId: string }
  | { kind: "legacy-product"; name: string; optionId: string };

// Longest markers first so that "--pl12" is a catalogue, not product "l12".
const FRIENDLY = /^(.+)--(blog|lbp|pl|lp|tp|p)(.+)$/;
const LEGACY = /(?:^|\/)([^/]+)-R(\d+)\.html$/;

export function parseFriendlySegment(segment: string): FriendlyPage | undefined {
  const match = FRIENDLY.exec(segment);
  if (match) {
    const [, name, marker, id] = match as unknown as [string, string, string, string];
    const valid = (marker === "p" ? DIGITS : WORD).test(id);
    if (!valid) return undefined;
    switch (marker) {
      case "p":
        return { kind: "product", name, productId: id };
      case "pl":
        return { kind: "catalog", name, familyId: id };
      case "lp":
        return { kind: "landing", name, landingPageId: id };
      case "tp":
        return { kind: "trend", name, trendPageId: id };
      case "lbp":
        return { kind: "lookbook", name, lookbookPageId: id };
      default:
        return { kind: "blog", name, blogPageId: id };
    }
  }
  return parseLegacyProductPath(segment);
}

/** `.../{name}-R{optionId}.html` with any segments before it. */
export function parseLegacyProductPath(path: string): FriendlyPage | undefined {
  const match = LEGACY.exec(path);
  return match ? { kind: "legacy-product", name: match[1]!, optionId: match[2]! } : undefined;
}

export function checksForFriendly(page: FriendlyPage | undefined) {
  if (!page) return [] as const;
  if (page.kind === "product" || page.kind === "legacy-product") return ["init-product"] as const;
  if (page.kind === "catalog" || page.kind === "landing") return ["init-catalog"] as const;
  return [] as const;
}

/** The CMS page an editorial friendly URL names. */
export function editorialTarget(page: Extract<FriendlyPage, { kind: "landing" | "trend" | "lookbook" | "blog" }>): {
  type: typeof page.kind;
  id: string;
} {
  switch (page.kind) {
    case "landing":
      return { type: "landing", id: page.landingPageId };
    case "trend":
      return { type: "trend", id: page.trendPageId };
    case "lookbook":
      return { type: "lookbook", id: page.lookbookPageId };
    default:
      return { type: "blog", id: page.blogPageId };
  }
}
