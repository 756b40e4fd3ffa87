import { afterEach, describe, expect, test, vi } from "vitest";
import { addRoutesToManifest } from "../../app/framework/route-manifest";

afterEach(() => vi.unstubAllGlobals());

describe("the shell's routes added to React Router's manifest before it builds its routes", () => {
  const cart = { id: "fr-fr:cart", parentId: "fr-fr", path: "cart", module: "/assets/cart.js" };

  test("adds the routes the document's manifest does not have, and leaves those it has as they are", () => {
    const own = { id: "fr-fr", parentId: "root", path: "fr-fr", module: "/assets/locale.js" };
    const manifest = { routes: { "fr-fr": own } as Record<string, unknown> };
    vi.stubGlobal("window", { __reactRouterManifest: manifest });
    addRoutesToManifest({ "fr-fr": { ...own, module: "/assets/other.js" }, "fr-fr:cart": cart });
    expect(manifest.routes).toEqual({ "fr-fr": own, "fr-fr:cart": cart });
    expect(manifest.routes["fr-fr"]).toBe(own);
  });

  test("does nothing where React Router left no manifest (the page then discovers those routes itself)", () => {
    const window = {};
    vi.stubGlobal("window", window);
    addRoutesToManifest({ "fr-fr:cart": cart });
    expect(window).toEqual({});
  });
});
