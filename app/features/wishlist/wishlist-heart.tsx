import { useFetcher, useLocation } from "react-router";
import { m } from "../../paraglide/messages.js";
import { useLocale } from "../../lib/i18n";
import { useRootData } from "../../lib/root-data";
import { Icon } from "../../ui/icon";
import { useShell } from "../shell/use-shell";

/** The wishlist heart of a product (sites with the wishlist flag): pressed when the product is in it. */
export function WishlistHeart({ productId, optionId, name }: { productId: string; optionId: string; name: string }) {
  const root = useRootData();
  const shell = useShell();
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const fetcher = useFetcher();
  if (!root?.flags.wishlist) return null;
  const pending = fetcher.formData?.get("intent");
  const saved = pending ? pending === "add" : Boolean(shell?.wishlist.includes(productId));
  const options = { locale: locale.language };
  return (
    <fetcher.Form method="post" action="/resources/wishlist" className="wishlist-heart">
      <input type="hidden" name="intent" value={saved ? "remove" : "add"} />
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="optionId" value={optionId} />
      <input type="hidden" name="locale" value={locale.prefix} />
      <input type="hidden" name="returnTo" value={`${pathname}${search}`} />
      <button type="submit" aria-pressed={saved} aria-label={saved ? m.wishlist_remove({ name }, options) : m.wishlist_add({ name }, options)}>
        <Icon name="heart" className={saved ? "icon icon--filled" : "icon"} />
      </button>
    </fetcher.Form>
  );
}
