import { useFetcher } from "react-router";
import { m } from "../../../paraglide/messages.js";
import { useMessageOptions } from "../../../lib/i18n";
import { useToast } from "../../../ui/toasts";
import type { CartPageData } from "../cart-page.server";
import type { CartAnswer } from "../intents";
import { useCartAnswer } from "../outcome";
import { CartForm } from "./cart-form";
import { Outcome } from "./outcome";

/** The link to this cart, to share or copy. */
export function ShareCart({ url }: { url: string }) {
  const options = useMessageOptions();
  const notify = useToast();
  return (
    <details className="cart-share">
      <summary>{m.cart_share_title({}, options)}</summary>
      <label>
        <span>{m.cart_share_link({}, options)}</span>
        <input readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
      </label>
      <button
        type="button"
        className="button button--secondary"
        onClick={async () => {
          try {
            if (navigator.share) await navigator.share({ url, title: m.cart_title({}, options) });
            else {
              await navigator.clipboard.writeText(url);
              notify(m.cart_share_copied({}, options), "success");
            }
          } catch {
            // The shopper closed the share sheet: the link stays in the field.
          }
        }}
      >
        {m.cart_share_button({}, options)}
      </button>
    </details>
  );
}

/** A cart someone shared (the page was opened with its link): its lines can be added to this cart. */
export function SharedCartOffer({ share }: { share: NonNullable<CartPageData["share"]> }) {
  const options = useMessageOptions();
  const fetcher = useFetcher<CartAnswer>({ key: "cart-share-import" });
  const outcome = useCartAnswer(["share-import"], fetcher.data);
  if ("invalid" in share) {
    return (
      <p className="notice notice--error" role="alert">
        {m.cart_share_invalid({}, options)}
      </p>
    );
  }
  const { units, param } = share;
  // Once the lines are added the answer replaces the offer; a refusal shows under it.
  const answer = <Outcome outcome={outcome} />;
  if (outcome?.ok) return answer;
  return (
    <div className="notice notice--info">
      <p>{m.cart_share_received({ count: units }, options)}</p>
      <CartForm fetcher={fetcher} fields={{ intent: "share-import", share: param }}>
        <button type="submit" className="button">
          {m.cart_share_import({}, options)}
        </button>
      </CartForm>
      {answer}
    </div>
  );
}
