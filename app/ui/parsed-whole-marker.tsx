/**
 * The last child of a part that must not be painted half built. A browser paints what it has
 * parsed whenever the rest of the HTML is late, and a part fixed to the bottom of the screen, or
 * sized by its last children, would then grow or widen in front of the shopper (a layout shift).
 * Such a part's rule keeps it hidden until this marker has been parsed:
 * `.part:not(:has(> .parsed-whole))` (ui/styles); a browser without `:has()` drops the rule.
 */
export function ParsedWholeMarker() {
  return <span className="parsed-whole" hidden />;
}
