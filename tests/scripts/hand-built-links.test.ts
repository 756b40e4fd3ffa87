import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { handBuiltLinks } from "../../scripts/hand-built-links.mjs";

const trees: string[] = [];

/**
 * A throwaway checkout holding only the given files. Their sources write `#{…}` for an
 * interpolation, which biome would take for a mistake in a plain string.
 */
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), "hand-built-links-"));
  trees.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text.replaceAll("#{", "${"));
  }
  return root;
}

const found = (root: string) =>
  handBuiltLinks(root).map(({ file, line }: { file: string; line: number }) => `${file}:${line}`);

afterEach(() => {
  for (const root of trees.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe("npm run lint: every internal link is built from the page table (issue 51)", () => {
  test("a link built by hand is reported by file and line; one built by href() is not", () => {
    const root = tree({
      "app/features/cart/summary.tsx": [
        'import { href } from "../../pages/href";',
        "export const checkout = (prefix: string) => `/#{prefix}/order-billing`;",
        'export const cart = (prefix: "fr-fr") => href(prefix, "cart");',
        "",
      ].join("\n"),
    });
    expect(found(root)).toEqual(["app/features/cart/summary.tsx:2"]);
  });

  test("finds every shape of a hand-built path, in app/ and workers/", () => {
    const root = tree({
      "app/features/shell/menu.tsx": [
        "const home = `/#{locale.prefix}`;",
        "const orders = `#{base}/account/orders?page=#{page}`;",
        "const sitemap = `#{origin}/sitemaps/#{file}`;",
        'const suggestions = "/resources/suggestions";',
        'const cart = "/" + context.locale.prefix + "/cart";',
        "const product = `#{home}/#{slug}--p#{id}`;",
        "const html = `<a",
        '  href="/#{locale.prefix}">home</a>`;',
        "",
      ].join("\n"),
      "workers/edge.ts": "const location = `#{origin}/#{target.prefix}/cart`;\n",
    });
    expect(found(root)).toEqual([
      "app/features/shell/menu.tsx:1",
      "app/features/shell/menu.tsx:2",
      "app/features/shell/menu.tsx:3",
      "app/features/shell/menu.tsx:4",
      "app/features/shell/menu.tsx:5",
      "app/features/shell/menu.tsx:6",
      "app/features/shell/menu.tsx:8",
      "workers/edge.ts:1",
    ]);
  });

  test("paths that are no link, comments, href's own folder and an allowed line are left alone", () => {
    const root = tree({
      "app/features/content/cms.server.ts": [
        "// A comment may say /#{prefix}/cart.",
        "/** and so may `#{base}/cart` in a doc comment. */",
        "const key = `cms/#{version}/#{type}#{filter ? `/#{filter}` : ''}`;",
        "const products = `sitemap-products/#{locale.prefix}`;",
        "const stock = api.call(`ecommerce/v3/catalog/stocks/#{sku}/stores`);",
        'const complement = "/account/subscriptions/";',
        "const logout = `#{providerUrl}/logout`;",
        "const pattern = /^\\/[a-z-]+\\/stores(?:\\/|$)/;",
        "// link-guard: not a link (the route table's key for a pattern)",
        "const routeKey = `/#{prefix}/#{entry.path}`;",
        "",
      ].join("\n"),
      "app/pages/href.ts": "export const href = (prefix: string) => `/#{prefix}`;\n",
      "app/pages/paths.generated.ts": "export const home = `/#{prefix}`;\n",
      "app/paraglide/messages.js": "export const home = `/#{prefix}`;\n",
    });
    expect(found(root)).toEqual([]);
  });
});
