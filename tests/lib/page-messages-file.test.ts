import { describe, expect, test, vi } from "vitest";

vi.mock("virtual:page-messages", () => ({
  keysByChunk: {
    "/assets/entry.js": ["entry_text"],
    "/assets/shared.js": ["shell_text"],
    "/assets/catalog.js": ["catalog_text", "missing_in_fr"],
    "/assets/account.js": ["account_text"],
    "/assets/product-view.js": ["product_text"],
  },
  viewChunks: { product: ["/assets/product-view.js", "/assets/product-card.js", "/assets/shared.js"] },
  viewIslandChunks: { product: ["/assets/size-guide.js", "/assets/shared.js"] },
  tables: {
    fr: {
      entry_text: "Entrée",
      shell_text: "Coquille",
      catalog_text: "Catalogue",
      account_text: "Compte",
      product_text: "Produit",
    },
  },
}));

const { documentMessages, pageMessagesFile } = await import("../../app/lib/page-messages.server");

const manifest = {
  version: "b1",
  entry: { module: "/assets/entry.js", imports: ["/assets/shared.js"] },
  routes: {
    root: { id: "root", module: "/assets/root.js", imports: [] },
    "fr-fr": { id: "fr-fr", parentId: "root", module: "/assets/locale.js", imports: [] },
    "fr-fr:catalog": { id: "fr-fr:catalog", parentId: "fr-fr", module: "/assets/catalog.js", imports: [] },
    "fr-fr:layout-account": { id: "fr-fr:layout-account", parentId: "fr-fr", module: "/assets/layout.js", imports: [] },
    "fr-fr:account": {
      id: "fr-fr:account",
      parentId: "fr-fr:layout-account",
      module: "/assets/account.js",
      imports: [],
    },
    "fr-fr:cart": { id: "fr-fr:cart", parentId: "fr-fr", module: "/assets/cart.js", imports: [] },
    "en:cart": { id: "en:cart", parentId: "en", module: "/assets/cart.js", imports: [] },
  },
} as unknown as Parameters<typeof documentMessages>[0];

describe("issue 30: the page's messages are a file of their own", () => {
  test("the document names its build, language and routes; the file holds what their first-load chunks show", () => {
    const note = documentMessages(manifest, ["root", "fr-fr", "fr-fr:catalog"], "fr");
    expect(note).toEqual({ language: "fr", href: "/page-messages/b1/fr/root+fr-fr+fr-fr%3Acatalog" });
    const [build, language, routes] = note.href.split("/").slice(2);
    expect(pageMessagesFile(manifest, { build: build!, language: language!, routes: routes! })).toEqual({
      language: "fr",
      messages: { entry_text: "Entrée", shell_text: "Coquille", catalog_text: "Catalogue" },
      // Every view's chunks, then its islands', for the browser to fetch a view's all at once
      // before a navigation shows it; none the page has loaded.
      views: { product: ["/assets/product-view.js", "/assets/product-card.js", "/assets/size-guide.js"] },
      // The shell's routes of the page's locale with their parents (decision 162), not the page's own.
      routes: {
        "fr-fr:account": manifest.routes["fr-fr:account"],
        "fr-fr:layout-account": manifest.routes["fr-fr:layout-account"],
        "fr-fr:cart": manifest.routes["fr-fr:cart"],
      },
    });
  });

  test("a page view (decision 160): the document imports its chunks the first load lacks, and its texts are in the file", () => {
    const note = documentMessages(manifest, ["root", "fr-fr:catalog"], "fr", ["product"]);
    expect(note).toEqual({
      language: "fr",
      href: "/page-messages/b1/fr/root+fr-fr%3Acatalog+~product",
      modules: ["/assets/product-view.js", "/assets/product-card.js"],
    });
    const [build, language, routes] = note.href.split("/").slice(2);
    expect(pageMessagesFile(manifest, { build: build!, language: language!, routes: routes! })?.messages).toEqual({
      entry_text: "Entrée",
      shell_text: "Coquille",
      catalog_text: "Catalogue",
      product_text: "Produit",
    });
    expect(pageMessagesFile(manifest, { build: "b1", language: "fr", routes: "root+~nope" })).toBeNull();
    expect(pageMessagesFile(manifest, { build: "b1", language: "fr", routes: "root+~__proto__" })).toBeNull();
  });

  test("another build, an unknown language or route, a malformed or overlong list: no file", () => {
    const file = (build: string, language: string, routes: string) =>
      pageMessagesFile(manifest, { build, language, routes });
    expect(file("b0", "fr", "root")).toBeNull();
    expect(file("b1", "xx", "root")).toBeNull();
    expect(file("b1", "fr", "root+fr-fr%3Anope")).toBeNull();
    expect(file("b1", "fr", "root+%E0%A4%A")).toBeNull();
    expect(file("b1", "fr", Array(9).fill("root").join("+"))).toBeNull();
    expect(file("b1", "fr", "__proto__")).toBeNull();
  });
});
