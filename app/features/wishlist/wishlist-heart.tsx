import { resourceHref } from "../../pages/href";
import { m } from "../../paraglide/messages.js";
import { useLocale } from "../../lib/i18n";
import { useRootData } from "../../lib/root-data";
import { Icon } from "../../ui/icon";
import { ReturnToField } from "../../ui/return-to-field";
import { useShell } from "../shell/use-shell";
import { useAnswerTarget } from "../../lib/use-flash";
import { useForm } from "../../lib/use-form";

/**
 * The wishlist heart of a product (sites with the wishlist flag): pressed when the product is in
 * it. Pressed at once with JavaScript; a refusal says so (a toast) and the heart goes back to the
 * backend's state; without JavaScript the page comes back to this heart (the 303's fragment),
 * pressed, or with the refusal under it.
 */
export function WishlistHeart({ productId, optionId, name }: { productId: string; optionId: string; name: string }) {
  const root = useRootData();
  const shell = useShell();
  const locale = useLocale();
  // With scripts a refusal is a toast; the heart says only what a plain post came back with.
  const { fetcher, answer, flashed } = useForm("wishlist", {
    key: `wishlist-${productId}`,
    about: (answered) => answered.productId === productId,
    toast: "refused",
  });
  const answered = flashed ? answer : undefined;
  const target = useAnswerTarget(answered);
  if (!root?.flags.wishlist) return null;
  const pending = fetcher.formData?.get("intent");
  const saved = pending ? pending === "add" : Boolean(shell?.wishlist.includes(productId));
  const options = { locale: locale.language };
  return (
    <fetcher.Form
      method="post"
      action={resourceHref(locale.prefix, "wishlist")}
      className="wishlist-heart"
      id={answered?.ok ? target.id : undefined}
    >
      <input type="hidden" name="intent" value={saved ? "remove" : "add"} />
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="optionId" value={optionId} />
      <ReturnToField />
      <button
        type="submit"
        aria-pressed={saved}
        aria-label={saved ? m.wishlist_remove({ name }, options) : m.wishlist_add({ name }, options)}
      >
        <Icon name="heart" className={saved ? "icon icon--filled" : "icon"} />
      </button>
      {answered && !answered.ok ? (
        <span className="wishlist-heart__refusal" role="alert" {...target}>
          {answered.message}
        </span>
      ) : null}
    </fetcher.Form>
  );
}
