import { LOCALES, type LocalePrefix } from "../lib/locales";
import { PAGE_PATHS } from "./paths.generated";

/**
 * The one way to link to a page: `href(prefix, "catalog", { name, familyId })`. The page's
 * path comes from the page table (table.ts, through its browser projection), its params are
 * typed from that path (a missing one does not compile) and encoded; an optional one left out
 * drops its segment.
 */
type Paths = typeof PAGE_PATHS;
export type PageName = keyof Paths;

type SegmentParams<Segment extends string> = Segment extends `:${infer Name}?`
  ? { [Key in Name]?: string }
  : Segment extends `:${infer Name}`
    ? { [Key in Name]: string }
    : Segment extends "*"
      ? { "*"?: string }
      : unknown;
type PathParams<Path extends string> = Path extends `${infer Head}/${infer Tail}`
  ? SegmentParams<Head> & PathParams<Tail>
  : SegmentParams<Path>;
export type PageParams<Name extends PageName> = PathParams<Paths[Name]> & {};

type ParamsArgument<Name extends PageName> = keyof PageParams<Name> extends never
  ? []
  : Record<string, never> extends PageParams<Name>
    ? [params?: PageParams<Name>]
    : [params: PageParams<Name>];

export function href<Name extends PageName>(
  prefix: LocalePrefix,
  name: Name,
  ...[params]: ParamsArgument<Name>
): string {
  const path: string =
    name === "help" ? PAGE_PATHS.help.replace("help", LOCALES[prefix].helpSegment) : PAGE_PATHS[name];
  const values = (params ?? {}) as Record<string, string | undefined>;
  const segments = path
    .split("/")
    .flatMap((segment) => {
      if (segment === "*") return values["*"] ? [values["*"]] : [];
      if (!segment.startsWith(":")) return [segment];
      const value = values[segment.replace(/^:|\?$/g, "")];
      return value === undefined || value === "" ? [] : [encodeURIComponent(value)];
    })
    .filter((segment) => segment !== "");
  return `/${[prefix, ...segments].join("/")}`;
}
