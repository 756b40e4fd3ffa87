import { describe, expect, it, vi } from "vitest";
import { HYDRATION_STATE } from "../../app/framework/hydration-names";
import { hydrationStarter } from "../../app/framework/hydration-start";
import { EARLY_MESSAGES_REQUEST, PAGE_MESSAGES_ID } from "../../app/lib/page-messages";

/** Runs the document's starter against a stand-in document with (or without) its messages note. */
function runStarter({ withMessages = true } = {}) {
  const note = { textContent: JSON.stringify({ href: "/page-messages/b1/fr/root", modules: ["/assets/fr-a.js"] }) };
  const document = {
    getElementById: (id: string) => (id === PAGE_MESSAGES_ID && withMessages ? note : null),
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
  return { window, fetch, imported };
}

describe("the document's starter (decisions 170 and 197)", () => {
  it("at once, with no wait for a picture: asks for the messages and the page's chunks", () => {
    const page = runStarter();
    expect(page.window[HYDRATION_STATE]).toBe("started");
    expect(page.fetch).toHaveBeenCalledWith("/page-messages/b1/fr/root", { priority: "low" });
    expect(page.window[EARLY_MESSAGES_REQUEST]).toBeInstanceOf(Promise);
    expect(page.imported).toEqual(["/assets/fr-a.js"]);
  });

  it("a document without a messages note asks for nothing", () => {
    const page = runStarter({ withMessages: false });
    expect(page.window[HYDRATION_STATE]).toBe("started");
    expect(page.fetch).not.toHaveBeenCalled();
    expect(page.imported).toEqual([]);
  });
});
