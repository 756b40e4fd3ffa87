import { describe, expect, test, vi } from "vitest";
import type { RouterContextProvider } from "react-router";
import { parseEnv } from "../../app/lib/env.server";
import { requestContext } from "../../app/lib/request-context";
import { parsePublicOrigins, trustedOrigin } from "../../app/lib/trusted-origin";
import { createMockBackend } from "../../mocks/backend";
import { handleEdgeRequest, type ReactRouterHandler } from "../../workers/edge";
import { edgeTestEnv, MOCK_KEY } from "../helpers/edge-env";

const backend = createMockBackend({ subscriptionKey: MOCK_KEY });

describe("a trusted origin, from configuration", () => {
  test("PUBLIC_ORIGINS lists bare http(s) origins; a path, another scheme or junk is a configuration error", () => {
    expect(parsePublicOrigins("https://www.atelier-sept.example, https://atelier-sept.example/")).toEqual([
      "https://www.atelier-sept.example",
      "https://atelier-sept.example",
    ]);
    expect(() => parsePublicOrigins("https://www.atelier-sept.example/fr")).toThrow();
    expect(() => parsePublicOrigins("ftp://atelier-sept.example")).toThrow();
    expect(() => parsePublicOrigins("atelier-sept")).toThrow();
  });

  test("the worker refuses to run without a public origin (every request a 503, logged)", async () => {
    expect(() => parseEnv({ ...edgeTestEnv(backend), PUBLIC_ORIGINS: "" })).toThrow(/PUBLIC_ORIGINS/);
    const { PUBLIC_ORIGINS: _, ...withoutOrigins } = edgeTestEnv(backend);
    expect(() => parseEnv(withoutOrigins)).toThrow();
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await handleEdgeRequest(
      new Request("http://localhost:8787/en"),
      { ...withoutOrigins },
      { waitUntil: () => {} },
      async () => new Response("rendered"),
    );
    expect(response.status).toBe(503);
    expect(error).toHaveBeenCalled();
  });

  test("the request's host picks one of the configured origins, never more", () => {
    const origins = ["https://www.atelier-sept.example", "http://localhost:8787"];
    expect(trustedOrigin(origins, "https://www.atelier-sept.example/en")).toBe("https://www.atelier-sept.example");
    expect(trustedOrigin(origins, "http://WWW.atelier-sept.example/en")).toBe("https://www.atelier-sept.example");
    expect(trustedOrigin(origins, "http://localhost:8787/en")).toBe("http://localhost:8787");
    expect(trustedOrigin(origins, "http://localhost:8788/en")).toBeNull();
    expect(trustedOrigin(origins, "https://evil.example/en")).toBeNull();
  });

  test("a forged Host is refused (421) before anything renders, redirects or sets a cookie; ours renders with the configured origin", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const origins: string[] = [];
    const handler: ReactRouterHandler = async (_request, context: RouterContextProvider) => {
      origins.push(context.get(requestContext).origin);
      return new Response("<!doctype html>", { headers: { "Content-Type": "text/html" } });
    };
    const env = edgeTestEnv(backend, { PUBLIC_ORIGINS: "https://www.atelier-sept.example,http://localhost:8787" });
    // In a worker, the request's URL is built from its Host header.
    for (const path of ["/en/account", "/", "/robots.txt", "/__mock/auth/sign-in"]) {
      const forged = await handleEdgeRequest(
        new Request(`http://evil.example${path}`),
        env,
        { waitUntil: () => {} },
        handler,
      );
      expect(forged.status, path).toBe(421);
      expect(forged.headers.get("Location")).toBeNull();
      expect(forged.headers.getSetCookie()).toEqual([]);
      expect(forged.headers.get("X-Content-Type-Options")).toBe("nosniff");
    }
    expect(origins).toEqual([]);
    await handleEdgeRequest(new Request("http://www.atelier-sept.example/en"), env, { waitUntil: () => {} }, handler);
    expect(origins).toEqual(["https://www.atelier-sept.example"]);
  });

  test("production and local configurations name their public origins (wrangler.toml)", async () => {
    const { readFileSync } = await import("node:fs");
    const toml = readFileSync(new URL("../../wrangler.toml", import.meta.url), "utf8");
    const values = [...toml.matchAll(/^PUBLIC_ORIGINS = "([^"]*)"$/gm)].map((match) => match[1]!);
    expect(values).toHaveLength(2);
    for (const value of values) expect(parsePublicOrigins(value).length).toBeGreaterThan(0);
    expect(parsePublicOrigins(values[0]!).every((origin) => origin.startsWith("https://"))).toBe(true);
  });
});
