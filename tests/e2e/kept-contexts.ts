import { readFileSync } from "node:fs";
import type { BrowserContext, Cookie, Page } from "@playwright/test";

/**
 * A worker's browser contexts kept from one test to the next with their HTTP cache (decision 215).
 *
 * Playwright's own reuse (`reuseContext`, decision 205) clears the context's HTTP cache before
 * every test, so each test's first page fetched and compiled every script and picture again: about
 * a quarter of that load's CPU on this machine class. The storefront's scripts and pictures are
 * immutable (hashed names, `max-age=31536000, immutable`), as they are for a returning shopper; a
 * document never comes from the cache (no `Cache-Control` allows it). So a kept context starts each
 * test with its cache, and with nothing else of the last test's:
 * - its cookies are the test's storage state and its mock world only;
 * - its other pages are closed, its one page is on `about:blank`, the mouse outside the page, and no
 *   listener of the last test is left on the page or the context;
 * - its permissions are cleared.
 *
 * What a test may change that this cannot take back (an init script, a route, the clock, the
 * viewport, extra headers...) makes the context "spent": it is closed after its test, as is the
 * context of a test that did not end as expected. A context is kept per set of options (locale,
 * JavaScript, viewport...), a few per worker, so that the tests of a phone or of another language
 * do not throw away the desktop's.
 */

/** Methods whose effect outlasts the test, on a context and on a page alike. */
const LASTING_ON_BOTH = [
  "addInitScript",
  "exposeBinding",
  "exposeFunction",
  "route",
  "routeFromHAR",
  "routeWebSocket",
  "setExtraHTTPHeaders",
] as const;
const LASTING_ON_CONTEXT = [...LASTING_ON_BOTH, "setGeolocation", "setHTTPCredentials", "setOffline"] as const;
const LASTING_ON_PAGE = [...LASTING_ON_BOTH, "addLocatorHandler", "emulateMedia", "setViewportSize"] as const;
const LASTING_ON_CLOCK = [
  "install",
  "fastForward",
  "pauseAt",
  "resume",
  "runFor",
  "setFixedTime",
  "setSystemTime",
] as const;

/** At most this many contexts kept per worker, the least recently used closed first. */
const KEPT_PER_WORKER = 4;

/** The contexts a worker keeps between its tests, by the options they were made with. */
export class KeptContexts {
  readonly #contexts = new Map<string, BrowserContext>();

  /** The context kept for the options `key` stands for, taken out of the pool (the test owns it until it gives it back). */
  take(key: string): BrowserContext | undefined {
    const context = this.#contexts.get(key);
    this.#contexts.delete(key);
    return context;
  }

  /** Keeps `context` for the next test with the same options; the oldest goes when full. */
  async keep(key: string, context: BrowserContext): Promise<void> {
    this.#contexts.set(key, context);
    if (this.#contexts.size <= KEPT_PER_WORKER) return;
    const [oldestKey, oldest] = this.#contexts.entries().next().value!;
    this.#contexts.delete(oldestKey);
    await oldest.close().catch(() => undefined);
  }

  /**
   * Forgets the kept contexts at the worker's end: the browser closes them as it closes. Closed
   * here, after the worker's last test, `context.close()` never resolved (Playwright 1.65).
   */
  forgetAll(): void {
    this.#contexts.clear();
  }
}

/** Whether a test changed something in `context` that outlasts it: `changed()` tells after the test. */
export type TestWatch = {
  /** Whether the test changed something that outlasts it; ends the watch. */
  changed(): boolean;
  /** The context's first page when the test started, and the listeners it and the context had then. */
  start: { page?: Page; pageListeners?: Listeners; contextListeners: Listeners };
};
export function watchLastingChanges(context: BrowserContext): TestWatch {
  const [page] = context.pages();
  const start = {
    page,
    pageListeners: page && listenersOf(page as unknown as Emitter),
    contextListeners: listenersOf(context as unknown as Emitter),
  };
  let changed = false;
  /** Wraps `names` of `target` so that a call marks the context spent; returns what puts them back. */
  const mark = (target: object, names: readonly string[]) => {
    const record = target as Record<string, unknown>;
    const originals = Object.fromEntries(names.map((name) => [name, record[name]]));
    for (const [name, original] of Object.entries(originals)) {
      if (typeof original !== "function") continue;
      record[name] = (...args: unknown[]) => {
        changed = true;
        return (original as (...values: unknown[]) => unknown).apply(target, args);
      };
    }
    return () => Object.assign(target, originals);
  };
  const unmarkers = [mark(context, LASTING_ON_CONTEXT), mark(context.clock, LASTING_ON_CLOCK)];
  const markPage = (page: Page) => unmarkers.push(mark(page, LASTING_ON_PAGE));
  for (const page of context.pages()) markPage(page);
  context.on("page", markPage);
  return {
    start,
    changed() {
      context.off("page", markPage);
      for (const unmark of unmarkers) unmark();
      return changed;
    },
  };
}

/** What a Playwright object emits to, and who listens: its listeners as they are now. */
type Listener = (...args: never[]) => unknown;
type Listeners = Map<string | symbol, Set<Listener>>;
type Emitter = {
  eventNames(): (string | symbol)[];
  rawListeners(type: string | symbol): Listener[];
  removeListener(type: string | symbol, listener: Listener): unknown;
};
const listenersOf = (emitter: Emitter): Listeners =>
  new Map(emitter.eventNames().map((type) => [type, new Set(emitter.rawListeners(type))]));

/**
 * Removes the listeners a test added to `emitter` since `before`. Not `removeAllListeners()`:
 * Playwright listens to its own objects too (a context's close waits on its own `close` event).
 */
function removeListenersSince(emitter: Emitter, before: Listeners): void {
  for (const type of emitter.eventNames())
    for (const listener of emitter.rawListeners(type))
      if (!before.get(type)?.has(listener)) emitter.removeListener(type, listener);
}

/** The cookies of a storage state (a file's path or the state itself); `undefined` when it also holds origins' storage, which is not put back here. */
const storageStateFiles = new Map<string, unknown>();
export function cookiesOfStorageState(state: unknown): Cookie[] | undefined {
  if (state === undefined) return [];
  // A state's file is read once per worker, not once per test.
  if (typeof state === "string" && !storageStateFiles.has(state))
    storageStateFiles.set(state, JSON.parse(readFileSync(state, "utf8")));
  const parsed = (typeof state === "string" ? storageStateFiles.get(state) : state) as {
    cookies?: Cookie[];
    origins?: unknown[];
  };
  if (parsed.origins?.length) return undefined;
  return parsed.cookies ?? [];
}

/**
 * Puts `context` back as its next test expects to find it, its HTTP cache kept; false when it
 * cannot be (a page that will not leave), and the context is then closed instead.
 */
export async function cleanUp(context: BrowserContext, { start }: TestWatch): Promise<boolean> {
  try {
    const [page, ...others] = context.pages();
    // A first page the test opened itself (it closed the one it was given): what it listened to
    // before the test is unknown, so the context goes.
    if (page && page !== start.page) return false;
    await Promise.all(others.map((other) => other.close()));
    removeListenersSince(context as unknown as Emitter, start.contextListeners);
    await context.clearCookies();
    await context.clearPermissions();
    if (!page || !start.pageListeners) return true;
    removeListenersSince(page as unknown as Emitter, start.pageListeners);
    await page.goto("about:blank", { timeout: 5_000 });
    await page.mouse.move(-1, -1);
    return true;
  } catch {
    return false;
  }
}
