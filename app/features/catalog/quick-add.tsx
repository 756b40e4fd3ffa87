import { lazy, Suspense, useRef, useState } from "react";
import { m } from "../../paraglide/messages.js";
import { useLocale } from "../../lib/i18n";
import { withLanguage } from "../../lib/page-messages";
import { useRootData } from "../../lib/root-data";
import { Icon } from "../../ui/icon";
import { productCardPath } from "../../pages/catalog-links";
import type { ProductCard } from "../catalog-model/schemas";

// The picker, its fetchers and the cart form load when a shopper first opens one (decision 113).
const QuickAddPicker = lazy(withLanguage(() => import("./quick-add-picker")));

/**
 * A card's quick add, where the site's `swiftAddToCart` flag is on: a link to the product's size
 * list (without JavaScript it is the way to add), which with JavaScript opens a size picker over
 * the page instead. Focus goes into the picker and comes back here when it closes.
 */
export function QuickAddButton({ card }: { card: ProductCard }) {
  const enabled = useRootData()?.flags.swiftAddToCart ?? false;
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLAnchorElement>(null);
  if (!enabled || card.availability === "UNAVAILABLE") return null;
  return (
    <>
      <a
        ref={trigger}
        className="product-card__quick-add"
        href={`${productCardPath(locale.prefix, card)}#product-sizes`}
        aria-haspopup="dialog"
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          setOpen(true);
        }}
      >
        <Icon name="bag" />
        <span className="visually-hidden">{m.quick_add_button({ name: card.name }, { locale: locale.language })}</span>
      </a>
      {open ? (
        <Suspense fallback={null}>
          <QuickAddPicker
            card={card}
            onClose={() => {
              setOpen(false);
              trigger.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
