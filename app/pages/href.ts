import { LOCALES, type LocalePrefix } from "../lib/locales";
import { PAGE_PATHS } from "./paths.generated";
import {
  LOCALE_RESOURCE_PATHS,
  type LocaleResourceName,
  SITE_RESOURCE_PATHS,
  type SiteResourceName,
} from "./resources";

/**
 * The one way to link to a page: `href(prefix, "catalog", { name, familyId })`. The page's
 * path comes from the page table (table.ts, through its browser projection), its params are
 * typed from that path (a missing one does not compile) and encoded; an optional one left out
 * drops its segment. Resource routes (resources.ts) have theirs: `resourceHref()` under a
 * locale, `siteResourceHref()` outside any.
 */
type Paths = typeof PAGE_PATHS;
export type PageName = keyof Paths;

type SegmentParams<Segment extends string, Value> = Segment extends `:${infer Name}?`
  ? { [Key in Name]?: Value }
  : Segment extends `:${infer Name}`
    ? { [Key in Name]: Value }
    : Segment extends "*"
      ? { "*"?: string }
      : unknown;
type PathParams<Path extends string, Value = string> = Path extends `${infer Head}/${infer Tail}`
  ? SegmentParams<Head, Value> & PathParams<Tail, Value>
  : SegmentParams<Path, Value>;
export type PageParams<Name extends PageName> = PathParams<Paths[Name]> & {};

type ParamsArgument<Params> = keyof Params extends never
  ? []
  : Record<string, never> extends Params
    ? [params?: Params]
    : [params: Params];

type ParamValues = Readonly<Record<string, string | readonly string[] | undefined>>;

/** A route path with its params put in, each encoded; a list is its items encoded and joined by "+". */
function fill(path: string, values: ParamValues = {}): string {
  const segments = path
    .split("/")
    .flatMap((segment) => {
      const value = segment === "*" ? values["*"] : values[segment.replace(/^:|\?$/g, "")];
      if (segment === "*") return typeof value === "string" && value ? [value] : [];
      if (!segment.startsWith(":")) return [segment];
      if (value === undefined || value === "") return [];
      return [typeof value === "string" ? encodeURIComponent(value) : value.map(encodeURIComponent).join("+")];
    })
    .filter((segment) => segment !== "");
  return `/${segments.join("/")}`;
}

export function href<Name extends PageName>(
  prefix: LocalePrefix,
  name: Name,
  ...[params]: ParamsArgument<PageParams<Name>>
): string {
  const path: string =
    name === "help" ? PAGE_PATHS.help.replace("help", LOCALES[prefix].helpSegment) : PAGE_PATHS[name];
  return fill(`${prefix}/${path}`, params as ParamValues | undefined);
}

/** A locale's own resource route, under its prefix: `resourceHref(prefix, "wishlist")`. */
export function resourceHref(prefix: LocalePrefix, name: LocaleResourceName): string {
  return fill(`${prefix}/${LOCALE_RESOURCE_PATHS[name]}`);
}

type SitePaths = typeof SITE_RESOURCE_PATHS;
export type SiteResourceParams<Name extends SiteResourceName> = PathParams<
  SitePaths[Name],
  string | readonly string[]
> & {};

/** A resource route of the whole site, outside any locale: `siteResourceHref("sitemap", { file })`. */
export function siteResourceHref<Name extends SiteResourceName>(
  name: Name,
  ...[params]: ParamsArgument<SiteResourceParams<Name>>
): string {
  return fill(SITE_RESOURCE_PATHS[name], params as ParamValues | undefined);
}
