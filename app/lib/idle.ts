/**
 * Resolves when the browser has nothing better to do: `requestIdleCallback` (at most
 * `timeoutMs` later when given), else after `fallbackMs` where the browser cannot say (Safari).
 */
export function whenIdle(fallbackMs: number, timeoutMs?: number): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === "function")
      window.requestIdleCallback(() => resolve(), timeoutMs ? { timeout: timeoutMs } : undefined);
    else setTimeout(resolve, fallbackMs);
  });
}

const INTERACTIONS = ["pointerdown", "keydown", "touchstart"] as const;
let interaction: Promise<void> | undefined;

/** Resolves at the shopper's first press, key or touch on the page (at once if it already came). */
function firstInteraction(): Promise<void> {
  interaction ??= new Promise((resolve) => {
    const interacted = () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, interacted, true);
      resolve();
    };
    for (const type of INTERACTIONS) window.addEventListener(type, interacted, { capture: true, passive: true });
  });
  return interaction;
}

/**
 * Idle, or sooner once the shopper starts using the page. For code that what they do may need
 * at once: a part of the page still server HTML holds back every update to its props (React
 * waits for its code before committing a revalidation), so a form posted before the browser was
 * idle would otherwise leave the whole page as it was, banner and badge included, until then.
 */
export function whenIdleOrInteracting(fallbackMs: number, timeoutMs?: number): Promise<void> {
  return Promise.race([whenIdle(fallbackMs, timeoutMs), firstInteraction()]);
}

/**
 * Runs `task` once the browser has painted the next frame: work a tap starts that need not hold
 * up what the tap shows (a hidden page paints no frame: at most 100 ms later then).
 */
export function afterNextPaint(task: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    task();
  };
  requestAnimationFrame(() => setTimeout(run, 0));
  setTimeout(run, 100);
}
