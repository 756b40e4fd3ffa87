import type { CartAnswer } from "../intents";

/** A live region that is always there (screen readers miss regions inserted with their text). */
export function Outcome({ outcome }: { outcome: CartAnswer | undefined }) {
  return (
    <p className={outcome ? `cart-outcome cart-outcome--${outcome.ok ? "ok" : "error"}` : "cart-outcome"} role="status">
      {outcome?.message}
    </p>
  );
}
