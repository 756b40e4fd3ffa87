/**
 * The analytics data layer (spec 7, R7.43): events go to `window.dataLayer` only when the page may
 * send them (analytics accepted, a valid id: the root loader names the tag manager) and never
 * when local storage `TMS` is `NO`. Container ids (GTM-) read plain objects; analytics streams
 * (G-) read gtag's `arguments`, so the same events are handed over in gtag's form.
 */
export type AnalyticsEvent = { event: string } & Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

/** R7.43: a shopper (or the app) can switch analytics events off with local storage TMS = NO. */
export function analyticsSwitchedOff(): boolean {
  try {
    return localStorage.getItem("TMS") === "NO";
  } catch {
    // Storage refused (private mode, sandboxed frame): the consent cookie still decides.
    return false;
  }
}

export type TagManagerKind = "container" | "stream";

export const tagManagerKind = (id: string): TagManagerKind => (id.startsWith("GTM-") ? "container" : "stream");

/** gtag's own function (defined once): it queues its `arguments` object, which is what the stream script reads. */
function gtagFunction(): (...args: unknown[]) => void {
  const layer = (window.dataLayer ??= []);
  return (window.gtag ??= function gtag() {
    // biome-ignore lint/complexity/noArguments: gtag's stream reads Arguments objects, not arrays
    layer.push(arguments);
  });
}

/** Pushes one event; false when it was not sent (TMS = NO). */
export function pushEvent(event: AnalyticsEvent, kind: TagManagerKind): boolean {
  if (analyticsSwitchedOff()) return false;
  if (kind === "container") {
    (window.dataLayer ??= []).push(event);
  } else {
    const { event: name, ...params } = event;
    gtagFunction()("event", name, params);
  }
  return true;
}

/** What the tag manager expects before its script runs. */
export function bootstrapTagManager(id: string, kind: TagManagerKind): void {
  if (kind === "container") {
    (window.dataLayer ??= []).push({ "gtm.start": Date.now(), event: "gtm.js" });
    return;
  }
  gtagFunction()("js", new Date());
  // Page views are ours (one per route change), not the stream's automatic one per document.
  gtagFunction()("config", id, { send_page_view: false });
}
