import { describe, expect, test } from "vitest";
import { pageMessages } from "../../scripts/page-messages-plugin";

/** The plugin's `load` as the bundler calls it, in one build environment. */
function load(environment: "client" | "ssr", id: string): string | undefined {
  const plugin = pageMessages();
  const hook = plugin.load as (this: unknown, id: string) => string | undefined;
  return hook.call({ environment: { name: environment } }, id);
}

/** Evaluates a module the plugin made, its runtime import replaced by `lookup`. */
function evaluate(code: string, lookup: (key: string) => unknown): Record<string, unknown> {
  const body = code.replace(/^import \{ message \} from .*;$/m, "").replace(/^export const /gm, "exports.");
  const exports: Record<string, unknown> = {};
  new Function("message", "exports", body)(lookup, exports);
  return exports;
}

describe("the browser's messages are one namespace, not a module per message", () => {
  test("`m.key` is the page's lookup of that key, made once; no symbol, no `then`", () => {
    const code = load("client", "/repo/app/paraglide/messages.js");
    expect(code).toBeDefined();
    const made: string[] = [];
    const { m } = evaluate(code!, (key) => {
      made.push(key);
      return () => `text of ${key}`;
    }) as { m: Record<string | symbol, unknown> };
    const title = m.cart_title as () => string;
    expect(title()).toBe("text of cart_title");
    expect(m.cart_title).toBe(title);
    expect(made).toEqual(["cart_title"]);
    // A namespace is never taken for a promise, nor read by a symbol (inspection, iteration).
    expect(m.then).toBeUndefined();
    expect(m[Symbol.toStringTag]).toBeUndefined();
  });

  test("the server keeps paraglide's own modules", () => {
    expect(load("ssr", "/repo/app/paraglide/messages.js")).toBeUndefined();
    expect(load("ssr", "/repo/app/paraglide/messages/cart_title.js")).toBeUndefined();
  });
});
