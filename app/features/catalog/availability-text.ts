import { m } from "../../paraglide/messages.js";
import type { Language } from "../../lib/locales";
import type { Product } from "../catalog-model/schemas";

export type Size = Product["options"][number]["sizes"][number];

/** Availability codes in words (spec 3): 0 has three meanings, told apart by the availability itself. */
export function availabilityText(
  size: Pick<Size, "availabilityCode" | "availability" | "availabilityType">,
  language: Language,
): string {
  const options = { locale: language };
  switch (size.availabilityCode) {
    case 2:
      return m.availability_available({}, options);
    case 1:
      return m.availability_soon_unavailable({}, options);
    case 3:
      return m.availability_on_demand({}, options);
    case 0:
      if (size.availabilityType === "IN_STORE_ONLY") return m.availability_in_store_only({}, options);
      if (size.availability === "SOON_AVAILABLE") return m.availability_soon_available({}, options);
      return m.availability_unavailable({}, options);
    default:
      return m.availability_unknown({}, options);
  }
}
