import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "./fixtures";

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

test.describe("the mock backend never reaches the storefront's bundles", () => {
  for (const dir of [
    "build/local/client",
    "build/local/server",
    "build/production/client",
    "build/production/server",
  ]) {
    test(dir, () => {
      const scripts = files(dir).filter((path) => /\.(m?js)$/.test(path));
      expect(scripts.length).toBeGreaterThan(0);
      for (const path of scripts) {
        const source = readFileSync(path, "utf8");
        expect(source.includes("miragejs") || source.includes("pretender"), path).toBe(false);
      }
    });
  }

  test("no tokens or API key in the client bundle", () => {
    for (const path of files("build/local/client").filter((file) => file.endsWith(".js"))) {
      expect(readFileSync(path, "utf8"), path).not.toContain("local-mock-subscription-key");
    }
  });
});
