import type { Cart } from "../schemas";

/** The cart version the page showed: the backend answers a change made to an older cart with a 409. */
export function VersionField({ cart }: { cart: Cart }) {
  return <input type="hidden" name="version" value={cart.version} />;
}
