import { href, resourceHref } from "../../pages/href";
import { useEffect, useId, useRef, useState } from "react";
import { m } from "../../paraglide/messages.js";
import { useLocale } from "../../lib/i18n";
import { FormOutcome } from "../../ui/form-outcome";
import { useToast } from "../../ui/toasts";
import { CartForm } from "../cart/components/cart-form";
import { useForm } from "../../lib/use-form";
import { cartActionPath } from "../cart/outcome";
import { availabilityText, type Size } from "./availability-text";
import type { ProductCard } from "../catalog-model/schemas";
import { sizeStock } from "./stock";

/** What the quick-add resource (routes/resource-quick-add.ts) answers of each size. */
type QuickAddSize = Pick<Size, "sku" | "label" | "availabilityCode" | "availability" | "availabilityType">;

/**
 * The quick add's size picker (decision 113): a modal dialog over the listing, so focus moves in
 * and Escape closes it. It loads the colour's sizes, offers the available ones as buttons (the
 * others disabled, with their availability) and posts the chosen one to the cart's one write
 * endpoint; the mini-cart counts it at once. A product in one size is added without asking.
 * Once the cart says yes, a toast confirms with a link to the cart and the picker closes.
 */
export default function QuickAddPicker({ card, onClose }: { card: ProductCard; onClose: () => void }) {
  const locale = useLocale();
  const options = { locale: locale.language };
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // A plain fetch, not a fetcher: a network failure here says so in the picker instead of
  // reaching the listing's error boundary.
  const [sizes, setSizes] = useState<{ state: "loading" | "done"; list: QuickAddSize[] | null }>({
    state: "loading",
    list: null,
  });
  // Opened with scripts only: no plain post's answer comes back to it.
  const { fetcher: cart, answer } = useForm("cart", {
    key: `quick-add-${card.optionId}`,
    intents: ["add-to-cart"],
    saysFlashed: false,
  });
  const notify = useToast();
  const autoAdded = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per opening
  useEffect(() => {
    dialog.current?.showModal();
    let cancelled = false;
    fetch(`${resourceHref(locale.prefix, "quick-add")}?option=${encodeURIComponent(card.optionId)}`, {
      headers: { Accept: "application/json" },
    })
      .then((response) =>
        response.ok ? (response.json() as Promise<{ sizes: QuickAddSize[] | null }>) : { sizes: null },
      )
      .catch(() => ({ sizes: null }))
      .then((answer) => {
        if (!cancelled) setSizes({ state: "done", list: Array.isArray(answer.sizes) ? answer.sizes : null });
      });
    return () => {
      cancelled = true;
    };
  }, []);

  const list = sizes.list;
  const available = list?.filter((size) => size.availabilityCode >= 1) ?? [];

  // One size only: nothing to choose, the add goes at once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: when the sizes arrive
  useEffect(() => {
    if (autoAdded.current || list?.length !== 1 || available.length !== 1) return;
    autoAdded.current = true;
    cart.submit(
      {
        intent: "add-to-cart",
        sku: available[0]!.sku,
        returnTo: `${window.location.pathname}${window.location.search}`,
      },
      { method: "post", action: cartActionPath(locale.prefix) },
    );
  }, [list]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per answer
  useEffect(() => {
    if (cart.state !== "idle" || !answer?.ok) return;
    notify(m.quick_add_added({ name: card.name }, options), "success", {
      label: m.quick_add_view_cart({}, options),
      href: href(locale.prefix, "cart"),
    });
    dialog.current?.close();
  }, [cart.state, answer]);

  const loading = sizes.state === "loading";
  return (
    <dialog ref={dialog} className="quick-add" aria-labelledby={titleId} onClose={onClose}>
      <div className="quick-add__head">
        <h2 id={titleId} className="quick-add__title">
          {m.quick_add_title({}, options)}
          <span className="quick-add__name">{card.name}</span>
        </h2>
        <button type="button" className="quick-add__close" onClick={() => dialog.current?.close()}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{m.quick_add_close({}, options)}</span>
        </button>
      </div>
      {loading ? (
        <p className="quick-add__status" role="status">
          {m.quick_add_loading({}, options)}
        </p>
      ) : list === null ? (
        <p className="quick-add__status" role="alert">
          {m.quick_add_failed({}, options)}
        </p>
      ) : (
        <CartForm
          fetcher={cart}
          fields={{ intent: "add-to-cart" }}
          className="quick-add__form"
          // One add at a time; the buttons stay enabled so focus stays where it is (not on <body>).
          onSubmit={(event) => {
            if (cart.state !== "idle") event.preventDefault();
          }}
        >
          <ul className="quick-add__sizes">
            {list.map((size) => (
              <li key={size.sku}>
                <button
                  type="submit"
                  name="sku"
                  value={size.sku}
                  className="size quick-add__size"
                  disabled={size.availabilityCode < 1}
                  aria-busy={cart.state !== "idle" || undefined}
                  data-available={size.availabilityCode >= 1}
                  data-stock={sizeStock(size)}
                >
                  <span className="size__label">{size.label}</span>
                  <span className="size__availability">{availabilityText(size, locale.language)}</span>
                </button>
              </li>
            ))}
          </ul>
          <FormOutcome base="product__outcome" answer={answer?.ok === false ? answer : undefined} />
        </CartForm>
      )}
    </dialog>
  );
}
