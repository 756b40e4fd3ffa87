import { FormOutcome } from "../../../ui/form-outcome";
import type { CartAnswer } from "../intents";

/** A cart form's answer, beside the form that sent it. */
export function Outcome({ outcome }: { outcome: CartAnswer | undefined }) {
  return <FormOutcome base="cart-outcome" answer={outcome} />;
}
