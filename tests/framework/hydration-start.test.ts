import { describe, expect, it, vi } from "vitest";
import { HYDRATION_MODULES_ID, HYDRATION_STATE } from "../../app/framework/hydration-names";
import { hydrationStarter } from "../../app/framework/hydration-start";
import { EARLY_MESSAGES_REQUEST, PAGE_MESSAGES_ID } from "../../app/lib/page-messages";

/** Runs the document's starter against a stand-in document: its messages note and React Router's inert script. */
function runStarter({ withMessages = true } = {}) {
  const inert = { textContent: 'import * as route0 from "/assets/root.js";', replaceWith: vi.fn() };
  const created: Record<string, unknown> = {};
  const note = { textContent: JSON.stringify({ href: "/page-messages/b1/fr/root", modules: ["/assets/fr-a.js"] }) };
  const document = {
    currentScript: { nonce: "n0nce" },
    getElementById: (id: string) =>
      ({ [PAGE_MESSAGES_ID]: withMessages ? note : null, [HYDRATION_MODULES_ID]: inert })[id] ?? null,
    createElement: (tag: string) => Object.assign(created, { tag }),
  };
  const window: Record<string, unknown> = {};
  const fetch = vi.fn(() => Promise.resolve(new Response("{}")));
  const imported: string[] = [];
  // `import()` cannot be handed in: the starter's text is run with a stand-in that records it.
  const text = hydrationStarter().replaceAll("import(c)", "record(c)");
  new Function("document", "window", "fetch", "record", text)(document, window, fetch, (chunk: string) => {
    imported.push(chunk);
    return Promise.resolve();
  });
  return { window, fetch, inert, created, imported };
}

describe("the document's starter (decisions 170 and 197)", () => {
  it("at once, with no wait for a picture: asks for the messages and the page's chunks, and makes the hydration script a module with its nonce", () => {
    const page = runStarter();
    expect(page.window[HYDRATION_STATE]).toBe("started");
    expect(page.fetch).toHaveBeenCalledWith("/page-messages/b1/fr/root", { priority: "low" });
    expect(page.window[EARLY_MESSAGES_REQUEST]).toBeInstanceOf(Promise);
    expect(page.imported).toEqual(["/assets/fr-a.js"]);
    expect(page.created).toMatchObject({
      tag: "script",
      type: "module",
      nonce: "n0nce",
      textContent: page.inert.textContent,
    });
    expect(page.inert.replaceWith).toHaveBeenCalledWith(page.created);
  });

  it("a document without a messages note still has its hydration script started", () => {
    const page = runStarter({ withMessages: false });
    expect(page.fetch).not.toHaveBeenCalled();
    expect(page.inert.replaceWith).toHaveBeenCalledTimes(1);
  });
});
