import { describe, expect, test, vi } from "vitest";
import { createMockBackend } from "../../mocks/backend";
import { handleEdgeRequest, type ReactRouterHandler } from "../../workers/edge";
import { MAX_MUTATION_BYTES, mayMutate, mutationSource, withBoundedBody } from "../../workers/mutation-guard";
import { edgeTestEnv, MOCK_KEY } from "../helpers/edge-env";

const ORIGIN = "http://localhost:8787";
const backend = createMockBackend({ subscriptionKey: MOCK_KEY });
const post = (path: string, headers: Record<string, string>) =>
  new Request(`${ORIGIN}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: "intent=add&sku=100000301&quantity=1",
  });

/** The edge with React Router replaced by a handler that records whether it ran. */
async function throughEdge(request: Request) {
  let ran = false;
  const handler: ReactRouterHandler = async () => {
    ran = true;
    return new Response(null, { status: 303, headers: { Location: "/en/cart" } });
  };
  const response = await handleEdgeRequest(request, edgeTestEnv(backend), { waitUntil: () => {} }, handler);
  return { response, ran };
}

describe("one guard for every mutation", () => {
  test("the Origin header decides, else Sec-Fetch-Site, else the Referer; none of them is no proof", () => {
    expect(mutationSource(post("/en/cart", { Origin: ORIGIN }), ORIGIN)).toBe("same-origin");
    expect(
      mutationSource(post("/en/cart", { Origin: "https://evil.example", "Sec-Fetch-Site": "same-origin" }), ORIGIN),
    ).toBe("cross-site");
    expect(mutationSource(post("/en/cart", { Origin: "null" }), ORIGIN)).toBe("cross-site");
    expect(mutationSource(post("/en/cart", { Origin: "http://localhost:8788" }), ORIGIN)).toBe("cross-site");
    expect(mutationSource(post("/en/cart", { "Sec-Fetch-Site": "same-origin" }), ORIGIN)).toBe("same-origin");
    expect(mutationSource(post("/en/cart", { "Sec-Fetch-Site": "same-site" }), ORIGIN)).toBe("cross-site");
    expect(mutationSource(post("/en/cart", { "Sec-Fetch-Site": "none" }), ORIGIN)).toBe("cross-site");
    expect(mutationSource(post("/en/cart", { Referer: `${ORIGIN}/en/product` }), ORIGIN)).toBe("same-origin");
    expect(mutationSource(post("/en/cart", { Referer: "https://evil.example/en" }), ORIGIN)).toBe("cross-site");
    expect(mutationSource(post("/en/cart", { Referer: "not a url" }), ORIGIN)).toBe("cross-site");
    expect(mutationSource(post("/en/cart", {}), ORIGIN)).toBe("unknown");
  });

  test("reads and CSP reports pass; every other method needs our origin", () => {
    expect(mayMutate(new Request(`${ORIGIN}/en`, { headers: { Origin: "https://evil.example" } }), ORIGIN)).toBe(true);
    expect(mayMutate(new Request(`${ORIGIN}/en`, { method: "OPTIONS" }), ORIGIN)).toBe(true);
    expect(mayMutate(post("/csp-report", {}), ORIGIN)).toBe(true);
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      expect(mayMutate(new Request(`${ORIGIN}/en/cart`, { method }), ORIGIN)).toBe(false);
      expect(mayMutate(new Request(`${ORIGIN}/en/cart`, { method, headers: { Origin: ORIGIN } }), ORIGIN)).toBe(true);
    }
  });

  test("a cross-site post gets a 403 page in the path's language before any route runs, and no cookie: the shopper's cart stays", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    for (const path of [
      "/en",
      "/en/cart",
      "/country-popin/dismiss",
      "/en/resources/wishlist",
      "/rum",
      "/en/auth/logout",
    ]) {
      const { response, ran } = await throughEdge(post(path, { Origin: "https://evil.example" }));
      expect(response.status, path).toBe(403);
      expect(ran, path).toBe(false);
      expect(response.headers.getSetCookie(), path).toEqual([]);
      expect(response.headers.get("Cache-Control")).toBe("private, no-store");
      expect(response.headers.get("X-Frame-Options")).toBe("DENY");
    }
    const french = await throughEdge(post("/fr-fr/cart", {}));
    expect(french.response.status).toBe(403);
    const page = await french.response.text();
    expect(page).toContain('<html lang="fr"');
    expect(page).toContain("Ce formulaire a été envoyé depuis un autre site");
    expect(page).toContain('href="/fr-fr"');
  });

  test("a same-origin post reaches its route", async () => {
    const { response, ran } = await throughEdge(
      post("/en/cart", { Origin: ORIGIN, Cookie: "as_anonymous_id_local=3b241101-e2bb-4255-8caf-4136c566a962" }),
    );
    expect(ran).toBe(true);
    expect(response.status).toBe(303);
  });
});

describe("bodies are read once, within bounds", () => {
  const streamOf = (bytes: number, chunk = 16 * 1024) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (let sent = 0; sent < bytes; sent += chunk)
          controller.enqueue(new Uint8Array(Math.min(chunk, bytes - sent)));
        controller.close();
      },
    });
  const post = (body: ReadableStream<Uint8Array>, headers: Record<string, string> = {}) =>
    new Request(`${ORIGIN}/en/cart`, { method: "POST", body, headers, duplex: "half" } as RequestInit);

  test("a body within the limit is kept whole; past it (chunked, whatever Content-Length says) the answer is a 413", async () => {
    const kept = await withBoundedBody(post(streamOf(MAX_MUTATION_BYTES)));
    expect((await kept!.arrayBuffer()).byteLength).toBe(MAX_MUTATION_BYTES);
    expect(await withBoundedBody(post(streamOf(MAX_MUTATION_BYTES + 1)))).toBeNull();
    expect(await withBoundedBody(post(streamOf(10), { "Content-Length": String(50 * 1024 * 1024) }))).toBeNull();
  });

  test("an oversized body is still read to its end up to 1 MB, so the connection stays usable; a bigger one is cut", async () => {
    const counted = (bytes: number) => {
      const chunk = 16 * 1024;
      const read = { bytes: 0 };
      const stream = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (read.bytes >= bytes) return controller.close();
          read.bytes += chunk;
          controller.enqueue(new Uint8Array(chunk));
        },
      });
      return { stream, read };
    };
    const half = counted(512 * 1024);
    expect(await withBoundedBody(post(half.stream))).toBeNull();
    expect(half.read.bytes).toBe(512 * 1024);
    const huge = counted(8 * 1024 * 1024);
    expect(await withBoundedBody(post(huge.stream))).toBeNull();
    expect(huge.read.bytes).toBeLessThan(2 * 1024 * 1024);
  });
});
