import { describe, expect, test } from "vitest";
import { authStateTag, composeAuthState, parseAuthState } from "../../../app/features/auth/auth-state";
import { withReturnTo } from "../../../app/features/shell/use-shell";

describe("the sign-in state ties the callback to the browser that started it", () => {
  test("the tag is stable per anonymous id and differs between browsers", async () => {
    const mine = await authStateTag("11111111-1111-4111-8111-111111111111");
    expect(mine).toMatch(/^[\w-]{16}$/);
    expect(await authStateTag("11111111-1111-4111-8111-111111111111")).toBe(mine);
    expect(await authStateTag("22222222-2222-4222-8222-222222222222")).not.toBe(mine);
  });

  test("only same-site printable paths come back; anything else is refused", () => {
    const tag = "abcdefghijklmnop";
    expect(parseAuthState(composeAuthState(tag, "/fr-fr/cart?share=A:1"))).toEqual({
      tag,
      path: "/fr-fr/cart?share=A:1",
    });
    for (const bad of [
      `${tag}~//evil.example/`,
      `${tag}~/\\evil.example`,
      `${tag}~https://evil.example/`,
      `${tag}~/€`,
      `${tag}~/a\u0000b`,
      "/fr-fr/cart",
      `short~/fr-fr`,
      null,
      "",
    ]) {
      expect(parseAuthState(bad)).toBeNull();
    }
  });

  test("the shell's sign-in links keep the tag when they point at the current page", () => {
    const url = withReturnTo(
      `/__mock/auth/sign-in?redirect_uri=x&state=${encodeURIComponent(composeAuthState("abcdefghijklmnop", "/en"))}`,
      "/en/cart",
      "?a=1",
    );
    expect(new URL(url, "http://x").searchParams.get("state")).toBe("abcdefghijklmnop~/en/cart?a=1");
  });
});
