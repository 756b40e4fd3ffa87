import type { z } from "zod";
import type { checkoutAnswerSchema } from "./answer.server";

/**
 * A checkout form's answer, as its schema checks it (answer.server.ts): where to go on once done
 * (`next`, the following step, or the card provider's page when `external`: a full page load)
 * and, when a plain post is refused, what the shopper typed (`values`), so the form comes back as
 * they left it.
 */
export type CheckoutAnswer = z.infer<typeof checkoutAnswerSchema>;
