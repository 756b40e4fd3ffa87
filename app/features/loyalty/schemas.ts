import { z } from "zod";
import { moneySchema } from "../cart-model/schemas";

/**
 * A loyalty offer, its texts in the request's language and its amounts in the site's currency.
 * Its rules are our design (docs/api.md): the least the goods must come to and the product
 * families it applies to (none: every product); a backend without them reads as no rule.
 */
export const loyaltyOfferSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  pointsCost: z.number().int().nonnegative(),
  discountType: z.enum(["REM", "PTS", "CAD", "COU"]),
  value: z.number(),
  validTo: z.iso.date(),
  productOutOfStock: z.boolean(),
  minimumSpend: moneySchema.nullable().default(null),
  families: z.array(z.object({ familyId: z.string(), title: z.string() })).default([]),
});
export type LoyaltyOffer = z.infer<typeof loyaltyOfferSchema>;
export const loyaltyOffersSchema = z.array(loyaltyOfferSchema);
