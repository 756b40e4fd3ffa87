import { describe, expect, it, vi } from "vitest";
import { HYDRATION_MODULES_ID, HYDRATION_STATE } from "../../app/framework/hydration-names";
import { hydrationStarter } from "../../app/framework/hydration-start";
import { EARLY_MESSAGES_REQUEST, PAGE_MESSAGES_ID } from "../../app/lib/page-messages";

/** Runs the document's starter against a stand-in document: one first picture still loading. */
function runStarter({ visibility = "visible", withPicture = true } = {}) {
  /** Settles the picture's `decode()`: decoded (ready to paint) or failed. */
  const picture = { decoded: () => {}, failed: () => {} };
  const decode = () =>
    new Promise<void>((resolve, reject) => {
      picture.decoded = resolve;
      picture.failed = () => reject(new Error("EncodingError"));
    });
  const inert = { textContent: 'import * as route0 from "/assets/root.js";', replaceWith: vi.fn() };
  const created: Record<string, unknown> = {};
  const note = { textContent: JSON.stringify({ href: "/page-messages/b1/fr/root", modules: [] }) };
  const document = {
    currentScript: { nonce: "n0nce" },
    visibilityState: visibility,
    getElementById: (id: string) => ({ [PAGE_MESSAGES_ID]: note, [HYDRATION_MODULES_ID]: inert })[id] ?? null,
    querySelectorAll: (selector: string) => (selector === "img[fetchpriority=high]" && withPicture ? [{ decode }] : []),
    createElement: (tag: string) => Object.assign(created, { tag }),
  };
  const window: Record<string, unknown> = {};
  const fetch = vi.fn(() => Promise.resolve(new Response("{}")));
  const frames: (() => void)[] = [];
  const timers: { run: () => void; ms: number | undefined }[] = [];
  new Function("document", "window", "fetch", "requestAnimationFrame", "setTimeout", hydrationStarter())(
    document,
    window,
    fetch,
    (frame: () => void) => frames.push(frame),
    (run: () => void, ms?: number) => timers.push({ run, ms }),
  );
  return { window, fetch, frames, timers, picture, inert, created };
}

describe("the document's starter (decision 170)", () => {
  it("waits for the first picture to be decoded and a frame painted after it, then asks for the messages and makes the hydration script a module with its nonce", async () => {
    const page = runStarter();
    expect(page.window[HYDRATION_STATE]).toBe("waiting");
    expect(page.fetch).not.toHaveBeenCalled();
    expect(page.inert.replaceWith).not.toHaveBeenCalled();
    page.picture.decoded();
    await Promise.resolve();
    expect(page.frames).toHaveLength(1);
    // The frame that paints the picture, then the next one's start: that paint is done.
    page.frames[0]!();
    expect(page.timers.find((timer) => timer.ms === undefined)).toBeUndefined();
    page.frames[1]!();
    const afterPaint = page.timers.find((timer) => timer.ms === undefined)!;
    afterPaint.run();
    expect(page.window[HYDRATION_STATE]).toBe("started");
    expect(page.fetch).toHaveBeenCalledWith("/page-messages/b1/fr/root", { priority: "low" });
    expect(page.window[EARLY_MESSAGES_REQUEST]).toBeInstanceOf(Promise);
    expect(page.created).toMatchObject({
      tag: "script",
      type: "module",
      nonce: "n0nce",
      textContent: page.inert.textContent,
    });
    expect(page.inert.replaceWith).toHaveBeenCalledWith(page.created);
    // The longest wait, later, starts nothing twice.
    page.timers.find((timer) => timer.ms === 2000)!.run();
    expect(page.fetch).toHaveBeenCalledTimes(1);
    expect(page.inert.replaceWith).toHaveBeenCalledTimes(1);
  });

  it("a picture that fails counts as arrived; one that never comes is waited for 2 s at most", async () => {
    const failed = runStarter();
    failed.picture.failed();
    await new Promise((resolve) => setTimeout(resolve));
    expect(failed.frames).toHaveLength(1);
    const stalled = runStarter();
    expect(stalled.frames).toHaveLength(0);
    stalled.timers.find((timer) => timer.ms === 2000)!.run();
    expect(stalled.window[HYDRATION_STATE]).toBe("started");
  });

  it("starts after the first painted frame where there is no first picture, and at once in a hidden tab", () => {
    const bare = runStarter({ withPicture: false });
    expect(bare.frames).toHaveLength(1);
    bare.frames[0]!();
    bare.frames[1]!();
    bare.timers.find((timer) => timer.ms === undefined)!.run();
    expect(bare.window[HYDRATION_STATE]).toBe("started");
    const hidden = runStarter({ visibility: "hidden" });
    expect(hidden.window[HYDRATION_STATE]).toBe("started");
    expect(hidden.frames).toHaveLength(0);
  });
});
