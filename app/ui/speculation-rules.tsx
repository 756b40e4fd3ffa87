import { useEffect } from "react";

const ID = "speculation-rules";

const RULES = JSON.stringify({
  // A product's friendly URL ends in --p and its number (pages/catalog-links.ts); --pl is a listing.
  prefetch: [{ where: { href_matches: "/*--p:id(\\d+)" }, eagerness: "moderate" }],
});

/**
 * Until the page's scripts run, a product link the shopper rests on (200 ms, "moderate")
 * fetches its document ahead of the tap, as Speculation Rules let a browser do (decision 147).
 * Product pages only: their GET sets no cookie that matters, unlike a link to another site.
 * Once hydrated, React Router fetches on intent itself (decision 145), so the rules go: a
 * prefetched document would be fetched for nothing.
 */
export function SpeculationRules({ nonce }: { nonce: string }) {
  useEffect(() => {
    document.getElementById(ID)?.remove();
  }, []);
  return (
    <script
      id={ID}
      type="speculationrules"
      nonce={nonce || undefined}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant rules, as JSON
      dangerouslySetInnerHTML={{ __html: RULES }}
      suppressHydrationWarning
    />
  );
}
