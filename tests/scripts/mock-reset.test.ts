import { describe, expect, test } from "vitest";
import { localApiTimeoutMs, localSubscriptionKey, localVarsOf } from "../../scripts/local-env.mjs";
import { describeReset, resetArgs, resetUrl } from "../../scripts/mock-reset.mjs";

describe("npm run mock:reset", () => {
  test("resets every world by default, one world with --world, through the storefront at --base", () => {
    expect(resetUrl(resetArgs([]))).toBe("http://localhost:8787/__mock/__admin/reset?all=true");
    expect(resetUrl(resetArgs(["--world", "my-run", "--base", "http://127.0.0.1:8787/"]))).toBe(
      "http://127.0.0.1:8787/__mock/__admin/reset?world=my-run",
    );
    expect(resetArgs(["--world=w1", "--key=k"])).toMatchObject({ world: "w1", key: "k" });
  });

  test("refuses a malformed world, a base that is no URL, an option without its value or unknown", () => {
    expect(() => resetArgs(["--world", "no spaces"])).toThrow(/--world must be/);
    expect(() => resetArgs(["--base", "localhost"])).toThrow(/--base must be a URL/);
    expect(() => resetArgs(["--world"])).toThrow(/--world needs a value/);
    expect(() => resetArgs(["--all"])).toThrow(/Unexpected argument --all/);
  });

  test("says what happened: reset, a refused key, a storefront without the mock", () => {
    const options = { base: "http://localhost:8787", world: undefined };
    expect(describeReset(options, 200, { all: true, sessions: 12, worlds: 2 })).toEqual({
      ok: true,
      text: "Every world reset on http://localhost:8787: Léa, Jonas, Chloé and Marco are as seeded, carts and sessions gone (12 sessions and 2 worlds dropped, seeded again on their next call).",
    });
    expect(describeReset({ ...options, world: "w1" }, 204, undefined).text).toMatch(/^World "w1" reset/);
    expect(describeReset(options, 401, { message: "Access denied" })).toMatchObject({ ok: false });
    expect(describeReset(options, 403, undefined).text).toMatch(/MOCK_FAULTS=on/);
  });
});

describe("the local env of wrangler.toml, as the dev kit's scripts read it", () => {
  const toml = `
[vars]
API_TIMEOUT_MS = "8000"
API_SUBSCRIPTION_KEY = ""

[env.local.vars]
API_SUBSCRIPTION_KEY = "local-key"
API_TIMEOUT_MS = "3000"

[env.other.vars]
API_TIMEOUT_MS = "1"
`;

  test("reads [env.local.vars] only, with the defaults where a value is missing", () => {
    const vars = localVarsOf(toml);
    expect(vars).toEqual({ API_SUBSCRIPTION_KEY: "local-key", API_TIMEOUT_MS: "3000" });
    expect(localApiTimeoutMs(vars)).toBe(3000);
    expect(localSubscriptionKey(vars)).toBe("local-key");
    expect(localApiTimeoutMs({})).toBe(8000);
    expect(localSubscriptionKey({})).toBe("local-mock-subscription-key");
  });

  test("the project's own wrangler.toml gives the key and timeout npm start runs with", () => {
    expect(localSubscriptionKey()).toBe("local-mock-subscription-key");
    expect(localApiTimeoutMs()).toBe(8000);
  });
});
