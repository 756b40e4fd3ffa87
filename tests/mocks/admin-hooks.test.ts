import { describe, expect, test, vi } from "vitest";
import { createMockBackend } from "../../mocks/backend";
import { handleEdgeRequest, type ReactRouterHandler } from "../../workers/edge";
import { edgeTestEnv, MOCK_KEY } from "../helpers/edge-env";

const handler: ReactRouterHandler = async () => new Response("a storefront page", { status: 200 });

/** A request as curl sends it (no Origin, no cookie) through the edge worker to the mock. */
const curl = (backend: ReturnType<typeof createMockBackend>, path: string, headers: Record<string, string> = {}) =>
  handleEdgeRequest(
    new Request(`http://localhost:8787${path}`, { method: "POST", headers }),
    edgeTestEnv(backend),
    { waitUntil: () => {} },
    handler,
  );

describe("the README's reset lines, as curl sends them through the storefront", () => {
  test("POST /__mock/__admin/reset?all=true with the mock's key resets every world, without an Origin", async () => {
    const backend = createMockBackend({ subscriptionKey: MOCK_KEY });
    const response = await curl(backend, "/__mock/__admin/reset?all=true", { "Ocp-Apim-Subscription-Key": MOCK_KEY });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ all: true, sessions: 0, worlds: 0 });
    const world = await curl(backend, "/__mock/__admin/reset?world=my-demo", { "Ocp-Apim-Subscription-Key": MOCK_KEY });
    expect(await world.json()).toEqual({ world: "my-demo", sessions: 0, worlds: 0 });
  });

  test("without the key the mock refuses, as the gateway would; with the switches off the door is not there", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const backend = createMockBackend({ subscriptionKey: MOCK_KEY });
    expect((await curl(backend, "/__mock/__admin/reset?all=true")).status).toBe(401);
    const closed = await handleEdgeRequest(
      new Request("http://localhost:8787/__mock/__admin/reset?all=true", {
        method: "POST",
        headers: { "Ocp-Apim-Subscription-Key": MOCK_KEY },
      }),
      edgeTestEnv(backend, { MOCK_FAULTS: "off" }),
      { waitUntil: () => {} },
      handler,
    );
    // A storefront path like any other: a post without our origin meets the same-origin guard.
    expect(closed.status).toBe(403);
  });
});
