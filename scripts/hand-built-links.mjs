/**
 * Internal links are built from the page table (issue 51): `href(prefix, name, params)` for a
 * page, `resourceHref()` / `siteResourceHref()` for a resource route (app/pages/href.ts). This
 * finds the ones built by hand in app/ and workers/, and fails (exit 1) listing each `file:line`.
 *
 * It reads every string and template literal (comments, regular expressions and app/pages, which
 * implements href, are left out; so are app/paraglide and generated files) and flags
 * - a locale prefix written into a path: `/${prefix}`, `/${locale.prefix}/cart`, `${origin}/${prefix}`,
 *   or `"/" + prefix`;
 * - a path put after a base, whose first word is a page's or a resource's (from the tables):
 *   `${base}/cart`, `${origin}/sitemaps/…`, `${home}/search`, or `prefix + "/cart"`;
 * - a site resource written from the root: "/resources/suggestions", "/llms.txt";
 * - a friendly URL's marker after a slug: `${slug}--p${id}` (pages/catalog-links.ts makes those).
 * A path that is no link (a key, a pattern) never has those shapes; should one need them, the line
 * or the line above says `// link-guard: not a link (why)`.
 *
 *   node scripts/hand-built-links.mjs
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { pathToFileURL } from "node:url";

const ROOT = resolve(import.meta.dirname, "..");
const { PAGES } = await import("../app/pages/table.ts");
const { LOCALE_RESOURCE_PATHS, SITE_RESOURCE_PATHS } = await import("../app/pages/resources.ts");
const { LOCALES } = await import("../app/lib/locales.ts");

const firstWord = (path) => path.split("/")[0];
const isStatic = (word) => word !== "" && !word.startsWith(":") && word !== "*";
/** First words of the paths under the site's root: its resources outside any locale. */
const SITE_WORDS = new Set(Object.values(SITE_RESOURCE_PATHS).map(firstWord).filter(isStatic));
/** First words of every path after a base (a locale's home or an origin): pages and resources. */
const ROUTE_WORDS = new Set(
  [
    ...Object.values(PAGES).map((page) => page.path),
    ...Object.values(LOCALE_RESOURCE_PATHS),
    ...Object.values(SITE_RESOURCE_PATHS),
    ...Object.values(LOCALES).map((locale) => locale.helpSegment),
  ]
    .map(firstWord)
    .filter(isStatic),
);

const ALLOW = /\/\/\s*link-guard: not a link \(.+\)/;
/** A path's first slash: the literal's first text, after an origin, or in markup (`href="/`). */
const PATH_ROOT = /(?:^|[\s"'=(])\/$/;
/** Where a path may start in a literal: its start, after a space, a quote, `=`, `(` or `[`. */
const PATH_START = /(?:^|[\s"'=([])$/;
const PREFIX_EXPRESSION = /(?:^|[.\s])[\w$]*prefix$/i;
const FRIENDLY_MARKER = /--(?:p|pl|lp|tp|lbp|blog)$/;
const SKIPPED = [/^app\/pages\//, /^app\/paraglide\//, /\.generated\.ts$/];

const startsWithWord = (text, words) => {
  const word = /^\/([^/?#]+)(?:[/?#]|$)/.exec(text)?.[1];
  return word !== undefined && words.has(word);
};

/**
 * Every string and template literal of a TypeScript source, with its line: a template as its
 * texts and the source of its interpolations (nested literals are listed too), with the code
 * just before and after it. Comments and regular expressions are skipped; a quote that meets
 * the end of its line starts no string (an apostrophe in JSX text).
 */
export function literalsOf(source) {
  const found = [];
  let index = 0;
  let line = 1;
  const lineAt = (position) => {
    for (; index < position; index++) if (source[index] === "\n") line++;
    return line;
  };
  const regexMayStart = (position) => {
    // JSX closes its tags with slashes: `</a>`, `<Icon />`.
    if (source[position - 1] === "<" || source[position + 1] === ">") return false;
    let back = position - 1;
    while (back >= 0 && /\s/.test(source[back])) back--;
    if (back < 0) return true;
    if ("(,=:[!&|?{};+-*%<>~^".includes(source[back])) return true;
    const word = /[\w$]+$/.exec(source.slice(Math.max(0, back - 10), back + 1))?.[0];
    return ["return", "typeof", "case", "of", "in", "yield", "await", "else", "do", "void"].includes(word);
  };

  /** Scans code from `start`; inside an interpolation it stops at the brace that closes it. */
  function scanCode(start, inInterpolation) {
    let depth = 0;
    let position = start;
    while (position < source.length) {
      const char = source[position];
      const next = source[position + 1];
      if (char === "/" && next === "/") {
        const end = source.indexOf("\n", position);
        position = end === -1 ? source.length : end;
      } else if (char === "/" && next === "*") {
        const end = source.indexOf("*/", position + 2);
        position = end === -1 ? source.length : end + 2;
      } else if (char === '"' || char === "'") {
        position = readString(position, char);
      } else if (char === "`") {
        position = readTemplate(position);
      } else if (char === "/" && regexMayStart(position)) {
        position = skipRegex(position);
      } else if (char === "{") {
        depth++;
        position++;
      } else if (char === "}") {
        if (inInterpolation && depth === 0) return position;
        depth--;
        position++;
      } else position++;
    }
    return position;
  }

  function readString(start, quote) {
    let position = start + 1;
    while (position < source.length && source[position] !== quote) {
      if (source[position] === "\n") return start + 1;
      position += source[position] === "\\" ? 2 : 1;
    }
    found.push({
      kind: "string",
      line: lineAt(start),
      parts: [source.slice(start + 1, position)],
      expressions: [],
      before: source.slice(Math.max(0, start - 60), start),
      after: source.slice(position + 1, position + 61),
    });
    return position + 1;
  }

  function readTemplate(start) {
    const literal = {
      kind: "template",
      line: lineAt(start),
      parts: [],
      partLines: [],
      partEndLines: [],
      expressions: [],
    };
    literal.before = source.slice(Math.max(0, start - 60), start);
    found.push(literal);
    let text = "";
    let position = start + 1;
    literal.partLines.push(literal.line);
    while (position < source.length && source[position] !== "`") {
      if (source[position] === "\\") {
        text += source.slice(position, position + 2);
        position += 2;
      } else if (source[position] === "$" && source[position + 1] === "{") {
        literal.parts.push(text);
        literal.partEndLines.push(lineAt(position));
        text = "";
        const end = scanCode(position + 2, true);
        literal.expressions.push(source.slice(position + 2, end).trim());
        position = end + 1;
        literal.partLines.push(lineAt(position));
      } else text += source[position++];
    }
    literal.parts.push(text);
    literal.partEndLines.push(lineAt(position));
    literal.after = source.slice(position + 1, position + 61);
    return position + 1;
  }

  function skipRegex(start) {
    let position = start + 1;
    let inClass = false;
    while (position < source.length && source[position] !== "\n") {
      const char = source[position];
      if (char === "\\") position++;
      else if (char === "[") inClass = true;
      else if (char === "]") inClass = false;
      else if (char === "/" && !inClass) return position + 1;
      position++;
    }
    // Not a regular expression after all (a division): go on after the slash.
    return start + 1;
  }

  scanCode(0, false);
  return found.sort((a, b) => a.line - b.line);
}

/**
 * Why a literal is a link built by hand, with the text that shows it (its index among a
 * template's texts, and whether at that text's end), or null.
 */
export function handBuiltReason(literal) {
  const { parts, expressions } = literal;
  const found = (reason, part = 0, end = false) => ({ reason, part, end });
  if (literal.kind === "string") {
    const [text] = parts;
    if (startsWithWord(text, SITE_WORDS)) return found("a site resource written from the root");
    if (text === "/" && /^\s*\+\s*[\w$.]*prefix\b/i.test(literal.after))
      return found("a locale prefix added to a path");
    if (/[\w$.]*prefix\s*\+\s*$/i.test(literal.before) && startsWithWord(text, ROUTE_WORDS))
      return found("a path added to a locale prefix");
    return null;
  }
  for (const [index, expression] of expressions.entries()) {
    if (PATH_ROOT.test(parts[index]) && PREFIX_EXPRESSION.test(expression))
      return found("a locale prefix written into a path", index, true);
    if (FRIENDLY_MARKER.test(parts[index])) return found("a friendly URL's marker after a slug", index, true);
  }
  if (startsWithWord(parts[0], SITE_WORDS)) return found("a site resource written from the root");
  for (let index = 1; index < parts.length; index++) {
    if (!startsWithWord(parts[index], ROUTE_WORDS)) continue;
    // The base starts the path (`${base}/cart`, "Sitemap: ${origin}/sitemaps/…"), unlike a key's or
    // an API path's middle (`catalog/stocks/${sku}/stores`).
    let before = index - 1;
    while (before > 0 && parts[before] === "") before--;
    if (PATH_START.test(parts[before])) return found("a page's or resource's path after a base", index);
  }
  return null;
}

function sourceFiles(folder) {
  if (!statSync(folder, { throwIfNoEntry: false })?.isDirectory()) return [];
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return name === "node_modules" ? [] : sourceFiles(path);
    return /\.(ts|tsx|mts|mjs|js|jsx)$/.test(name) && !name.endsWith(".d.ts") ? [path] : [];
  });
}

/** The links built by hand under `root`'s app/ and workers/: `{ file, line, reason, text }`, file relative to root. */
export function handBuiltLinks(root = ROOT) {
  return ["app", "workers"]
    .flatMap((folder) => sourceFiles(join(root, folder)))
    .map((path) => ({ path, file: relative(root, path).split("\\").join("/") }))
    .filter(({ file }) => !SKIPPED.some((pattern) => pattern.test(file)))
    .flatMap(({ path, file }) => {
      const source = readFileSync(path, "utf8");
      const lines = source.split("\n");
      const seen = new Set();
      return literalsOf(source).flatMap((literal) => {
        const hand = handBuiltReason(literal);
        if (!hand) return [];
        const line = (hand.end ? literal.partEndLines : literal.partLines)?.[hand.part] ?? literal.line;
        const allowed = [lines[line - 1], lines[line - 2]].some((text) => ALLOW.test(text ?? ""));
        if (allowed || seen.has(line)) return [];
        seen.add(line);
        return [{ file, line, reason: hand.reason, text: lines[line - 1].trim() }];
      });
    });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const found = handBuiltLinks();
  for (const { file, line, reason, text } of found) console.error(`${file}:${line}: ${reason}: ${text}`);
  if (found.length) {
    console.error(
      `\n${found.length} link(s) built by hand: use href(prefix, name, params), resourceHref() or siteResourceHref() (app/pages/href.ts).`,
    );
    process.exit(1);
  }
  console.log("No link built by hand in app/ and workers/.");
}
