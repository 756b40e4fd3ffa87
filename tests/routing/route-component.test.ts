import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { sameRouteProps } from "../../app/routing/route-component";

const loaderData = { product: { name: "Robe" } };
const matches = [{ id: "root" }];
const props = { params: { prefix: "fr-fr", slug: "robe" }, loaderData, actionData: undefined, matches };

describe("decision 169: a route component skips an update that changes nothing it was given", () => {
  it("skips new params objects with the same entries (React Router matches again when routes are patched)", () => {
    expect(sameRouteProps(props, { ...props, params: { prefix: "fr-fr", slug: "robe" } })).toBe(true);
  });

  it("renders for other params, new data, new action data or new matches", () => {
    expect(sameRouteProps(props, { ...props, params: { prefix: "fr-fr", slug: "jupe" } })).toBe(false);
    expect(sameRouteProps(props, { ...props, params: { prefix: "fr-fr" } })).toBe(false);
    expect(sameRouteProps(props, { ...props, loaderData: { ...loaderData } })).toBe(false);
    expect(sameRouteProps(props, { ...props, actionData: { ok: true } })).toBe(false);
    expect(sameRouteProps(props, { ...props, matches: [...matches] })).toBe(false);
  });

  it("wraps the default export of the root, the locale route, every layout and every page", () => {
    const app = join(__dirname, "../../app");
    const files = [
      "root.tsx",
      ...readdirSync(join(app, "layouts")).map((file) => `layouts/${file}`),
      ...readdirSync(join(app, "routes"), { recursive: true })
        .map(String)
        .filter((file) => file.endsWith(".tsx"))
        .map((file) => `routes/${file}`),
    ];
    const unwrapped = files.filter((file) => {
      const source = readFileSync(join(app, file), "utf8");
      return /^export default /m.test(source) && !/^export default routeComponent\(\w+\);$/m.test(source);
    });
    expect(files.length).toBeGreaterThan(60);
    expect(unwrapped).toEqual([]);
  });
});
