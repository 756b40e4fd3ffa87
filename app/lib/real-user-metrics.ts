import { onCLS, onINP, onLCP, type Metric } from "web-vitals";
import { RUM_ENDPOINT } from "./rum-endpoint";

/**
 * Real-user metrics (issue 14): LCP, INP and CLS of this page view, with its page type and
 * locale, sent to our own endpoint (workers/rum.ts) when the page is hidden or left. Loaded
 * when the browser is idle: web-vitals reads the buffered entries, so nothing is missed.
 */
export interface PageView {
  pageType: string;
  locale: string;
}

export function reportWebVitals(view: PageView): void {
  const pending = new Map<string, Metric>();
  const flush = () => {
    if (!pending.size) return;
    const body = JSON.stringify({
      ...view,
      metrics: [...pending.values()].map(({ name, value, rating, id, navigationType }) => ({
        name,
        value,
        rating,
        id,
        navigationType,
      })),
    });
    pending.clear();
    const blob = new Blob([body], { type: "application/json" });
    if (!navigator.sendBeacon?.(RUM_ENDPOINT, blob)) {
      void fetch(RUM_ENDPOINT, {
        method: "POST",
        body,
        keepalive: true,
        headers: { "Content-Type": "application/json" },
      }).catch(() => undefined);
    }
  };
  const queue = (metric: Metric) => pending.set(metric.name, metric);
  onLCP(queue);
  onINP(queue);
  onCLS(queue);
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") flush();
  });
  addEventListener("pagehide", flush);
}
