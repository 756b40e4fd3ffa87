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
