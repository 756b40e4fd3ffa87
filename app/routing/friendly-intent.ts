import { parseFriendlySegment } from "./friendly-urls";
import { preloadFriendlyView } from "./friendly-views";

const INTENT_EVENTS = ["pointerover", "focusin", "touchstart"] as const;

/** The kind of friendly page a link leads to, if it leads to one of this site. */
function friendlyKindOf(link: HTMLAnchorElement): string | undefined {
  const url = new URL(link.href);
  if (url.origin !== window.location.origin) return undefined;
  // `/{prefix}/{segment}`: a friendly page is always one segment under its locale.
  const segments = url.pathname.split("/");
  return segments.length === 3 ? parseFriendlySegment(segments[2]!)?.kind : undefined;
}

/**
 * Fetches the code of the page a friendly link leads to before the tap (decision 160), installed
 * once the browser is idle (entry.client.tsx), for the document's life:
 *  - a page that shows products (cards, cart lines) fetches the product page's at once: that is
 *    where its shoppers go next, and on a slow link the tap would otherwise wait for it;
 *  - any other friendly link's, as soon as the shopper shows the intent to follow it (pointer
 *    over, focus, touch). React Router prefetches the route and its data then, not the view
 *    its data picks.
 */
export function preloadFriendlyViewsOnIntent(): void {
  const links = document.querySelectorAll<HTMLAnchorElement>('a[href*="--p"]');
  if ([...links].some((link) => friendlyKindOf(link) === "product")) preloadFriendlyView("product");
  let lastLink: Element | null = null;
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
    if (!link || link === lastLink) return;
    lastLink = link;
    const kind = friendlyKindOf(link as HTMLAnchorElement);
    if (kind) preloadFriendlyView(kind);
  };
  for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, { capture: true, passive: true });
}
