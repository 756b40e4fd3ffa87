import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, test } from "vitest";
import { checkImportDirection } from "../../scripts/import-direction.mjs";

/** An app/ tree of the given files (path → source), in a fresh temporary folder. */
function app(tree: Record<string, string>): string {
  const root = join(mkdtempSync(join(tmpdir(), "import-direction-")), "app");
  for (const [path, source] of Object.entries(tree)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), source);
  }
  return root;
}

const face = (exports: string) => `${exports}\n`;

describe("issue 51: the import direction, faces and cycles are checked with no baseline", () => {
  test("features taking each other's public names, in one direction, pass", () => {
    const result = checkImportDirection(
      app({
        "features/cart/index.ts": face('export { add } from "./add";'),
        "features/cart/add.ts": 'import { price } from "../catalog/price";\nexport const add = () => price;\n',
        "features/catalog/index.ts": face('export { price, type Price } from "./price";'),
        "features/catalog/price.ts": "export const price = 1;\nexport type Price = number;\n",
        "routes/cart.tsx":
          'import { add } from "../features/cart/add";\nimport type { Price } from "../features/catalog/price";\nexport default add;\n',
      }),
    );
    expect(result.against).toEqual([]);
    expect(result.cycles).toEqual([]);
  });

  test("a planted cycle of three features fails, whatever the import's form (type, side effect, dynamic)", () => {
    const result = checkImportDirection(
      app({
        "features/a/index.ts": face('export type { A } from "./a";'),
        "features/a/a.ts": 'import type { B } from "../b/b";\nexport type A = B;\n',
        "features/b/index.ts": face('export type { B } from "./b";'),
        "features/b/b.ts": 'import "../c/c";\nexport type B = string;\n',
        "features/c/index.ts": face('export { c } from "./c";'),
        "features/c/c.ts": 'export const c = () => import("../a/a");\n',
      }),
    );
    expect(result.cycles).toEqual([["features/a", "features/b", "features/c"]]);
  });

  test("a name or module the face does not export, the face imported whole, the base importing a feature, a feature importing a route: each fails", () => {
    const result = checkImportDirection(
      app({
        "features/cart/index.ts": face('export { add } from "./add";'),
        "features/cart/add.ts": "export const add = 1;\nexport const internal = 2;\n",
        "features/cart/secret.ts": "export const secret = 1;\n",
        "features/catalog/page.ts": [
          'import { secret } from "../cart/secret";',
          'import { add, internal } from "../cart/add";',
          'import { add as again } from "../cart/index";',
          'import { loader } from "../../routes/home";',
          "export { secret, add, internal, again, loader };",
        ].join("\n"),
        "lib/helper.ts": 'import "../features/cart/add";\n',
        "routes/home.ts": "export const loader = 1;\n",
      }),
    );
    expect(result.against).toEqual([
      "features/catalog/page.ts -> features/cart/add.ts (internal: not exported by features/cart/index.ts or index.server.ts)",
      "features/catalog/page.ts -> features/cart/index.ts (take each name from the module features/cart/index.ts or index.server.ts names: a face imported whole merges a domain's pages into one chunk)",
      "features/catalog/page.ts -> features/cart/secret.ts (not a module features/cart/index.ts or index.server.ts exports from)",
      "features/catalog/page.ts -> routes/home.ts (a feature imports no route, layout or entry)",
      "lib/helper.ts -> features/cart/add.ts (the base imports no feature and no page)",
    ]);
  });

  test("a lazy import may load a module its feature's face exports from, and no other", () => {
    const result = checkImportDirection(
      app({
        "features/shell/index.ts": face('export { Popin } from "./popin";'),
        "features/shell/popin.tsx": "export const Popin = 1;\n",
        "features/shell/hidden.tsx": "export const Hidden = 1;\n",
        "routes/locale.tsx":
          'export const popin = () => import("../features/shell/popin");\nexport const hidden = () => import("../features/shell/hidden");\n',
      }),
    );
    expect(result.against).toEqual([
      "routes/locale.tsx -> features/shell/hidden.tsx (not a module features/shell/index.ts or index.server.ts exports from)",
    ]);
  });

  test("a backend call outside a domain's server-only service fails", () => {
    const result = checkImportDirection(
      app({ "routes/page.ts": 'export const load = (api) => api.call("catalog/products");\n' }),
    );
    expect(result.stray).toEqual(["routes/page.ts"]);
  });
});
