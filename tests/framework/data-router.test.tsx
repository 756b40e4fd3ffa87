import { renderToString } from "react-dom/server";
import { createMemoryRouter, type RouterState, RouterProvider } from "react-router";
import { describe, expect, test } from "vitest";
import { type RouterStateSource, useRouterStateSource } from "../../app/framework/data-router";

/**
 * framework/data-router.ts reaches past React Router's public API. These tests pin what it relies on,
 * so an upgrade that changes it fails here, loudly, instead of silently losing the cart's answers
 * (analytics events, the lost-cart notice, WebMCP's change_cart).
 */
let seen: RouterStateSource | null = null;
function Probe() {
  seen = useRouterStateSource();
  return null;
}

describe("patch data-router: the data router the storefront subscribes to (React Router internals, pinned; decisions 172, 192)", () => {
  const routes = [
    {
      id: "root",
      path: "/",
      loader: () => ({ cart: { lines: 1 } }),
      action: async ({ request }: { request: Request }) => ({
        ok: true,
        intent: (await request.formData()).get("intent"),
      }),
      Component: Probe,
    },
  ];

  test("the context hands a component the router itself", async () => {
    const router = createMemoryRouter(routes, { initialEntries: ["/"] });
    await new Promise<void>((resolve) => {
      if (router.state.initialized) resolve();
      else router.subscribe((state) => state.initialized && resolve());
    });
    renderToString(<RouterProvider router={router} />);
    expect(seen).toBe(router);
    expect(router.state.loaderData.root).toEqual({ cart: { lines: 1 } });
    router.dispose();
  });

  test("a subscriber sees a fetcher's answer (state idle, data) in the router's state, fetchers keyed as submitted", async () => {
    const router = createMemoryRouter(routes, { initialEntries: ["/"] });
    const states: RouterState[] = [];
    const stop = router.subscribe((state) => states.push(state));
    const formData = new FormData();
    formData.set("intent", "add-to-cart");
    await router.fetch("cart-line-1", "root", "/", { formMethod: "post", formData });
    await new Promise((resolve) => setTimeout(resolve, 0));
    stop();
    const answers = states.map((state) => state.fetchers.get("cart-line-1")).filter(Boolean);
    expect(answers.some((fetcher) => fetcher!.state === "submitting")).toBe(true);
    expect(answers.some((fetcher) => fetcher!.state !== "submitting" && fetcher!.data?.intent === "add-to-cart")).toBe(
      true,
    );
    expect(states.every((state) => state.fetchers instanceof Map)).toBe(true);
    router.dispose();
  });
});
