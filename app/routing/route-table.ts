/**
 * The page table of one locale, as React Router's config and the locale middleware read it:
 * `pages/table.ts` expanded under a prefix (the help centre under the locale's own segment), and the
 * entry of a matched pattern or a route name.
 */
import { LOCALES, type LocalePrefix } from "../lib/locales";
import { PAGES, SIGN_IN_CHECKS, type CheckName, type LayoutName, type PageName } from "../pages/table";

export interface PageRoute {
  /** Route name, unique per locale; the route id is `${prefix}:${name}`. */
  name: PageName;
  /** Path under the locale prefix; "" is the locale's home. */
  path: string;
  file: string;
  layout: LayoutName;
  checks: readonly CheckName[];
}

/** Where a page lives under a locale: the help centre under its segment (without topics on a short locale). */
export function localPath(prefix: LocalePrefix, name: PageName): string {
  const { path } = PAGES[name];
  if (name !== "help") return path;
  const locale = LOCALES[prefix];
  return locale.isShort ? locale.helpSegment : `${locale.helpSegment}/:page?`;
}

/** The pages of one locale, in the order React Router tries them. */
export function pagesFor(prefix: LocalePrefix): PageRoute[] {
  return (Object.keys(PAGES) as PageName[]).map((name) => {
    const { file, layout, ...facts } = PAGES[name];
    const checks: readonly CheckName[] = "checks" in facts ? facts.checks : [];
    return { name, path: localPath(prefix, name), file, layout, checks };
  });
}

/** A page that lists a sign-in check is for signed-in customers only (spec 2.4). */
export function needsSignIn(page: Pick<PageRoute, "checks">): boolean {
  return page.checks.some((check) => SIGN_IN_CHECKS.includes(check));
}

export function routeId(prefix: LocalePrefix, name: string): string {
  return `${prefix}:${name}`;
}

const BY_PATTERN = new Map<string, PageRoute>();
for (const prefix of Object.keys(LOCALES) as LocalePrefix[]) {
  for (const entry of pagesFor(prefix)) {
    BY_PATTERN.set(normalisePattern(`${prefix}/${entry.path}`), entry);
  }
}

/** React Router joins route paths without a leading slash ("fr-fr/catalog/:name/:familyId"). */
function normalisePattern(pattern: string): string {
  return `/${pattern}`.replace(/\/{2,}/g, "/").replace(/\/+$/, "") || "/";
}

/** The page entry for a matched route pattern such as "/fr-fr/catalog/:name/:familyId". */
export function pageForPattern(pattern: string): PageRoute | undefined {
  return BY_PATTERN.get(normalisePattern(pattern));
}
