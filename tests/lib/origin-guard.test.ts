import { RouterContextProvider } from "react-router";
import { describe, expect, test, vi } from "vitest";
import { isCrossSite, originGuard } from "../../app/lib/origin-guard.server";
import { requestContext } from "../../app/lib/request-context";
import { testContext } from "../helpers/request-context";

const ORIGIN = "http://localhost:8787";
const post = (headers: Record<string, string>) => new Request(`${ORIGIN}/fr-fr/cart`, { method: "POST", headers });

describe("every mutation is same-origin only", () => {
  test("the browser's Sec-Fetch-Site decides; else its Origin; a client that sends neither is no forgery", () => {
    expect(isCrossSite(post({ "Sec-Fetch-Site": "same-origin" }), ORIGIN)).toBe(false);
    expect(isCrossSite(post({ "Sec-Fetch-Site": "cross-site", Origin: ORIGIN }), ORIGIN)).toBe(true);
    expect(isCrossSite(post({ "Sec-Fetch-Site": "same-site" }), ORIGIN)).toBe(true);
    expect(isCrossSite(post({ Origin: "https://evil.example" }), ORIGIN)).toBe(true);
    expect(isCrossSite(post({ Origin: "null" }), ORIGIN)).toBe(true);
    expect(isCrossSite(post({ Origin: ORIGIN }), ORIGIN)).toBe(false);
    expect(isCrossSite(post({}), ORIGIN)).toBe(false);
  });

  test("a cross-site post is a 403 before any action runs; reads pass", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const context = new RouterContextProvider();
    context.set(requestContext, testContext("/fr-fr/cart"));
    const next = vi.fn(async () => new Response("ran"));
    const run = (request: Request) => originGuard({ request, context, params: {}, url: new URL(request.url), pattern: "" } as never, next);
    await expect(run(post({ Origin: "https://evil.example" }))).rejects.toMatchObject({ init: { status: 403 } });
    expect(next).not.toHaveBeenCalled();
    await run(new Request(`${ORIGIN}/fr-fr/cart`, { headers: { Origin: "https://evil.example" } }));
    await run(post({ Origin: ORIGIN }));
    expect(next).toHaveBeenCalledTimes(2);
  });
});
