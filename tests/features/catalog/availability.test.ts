import { describe, expect, test } from "vitest";
import { availabilityText } from "../../../app/features/catalog/availability-text";
import { availabilityTypeSchema, productAvailabilitySchema } from "../../../app/features/catalog-model/schemas";
import { m } from "../../../app/paraglide/messages.js";

const en = { locale: "en" as const };

describe("R3.29 product availability and availability type", () => {
  test("the seven availabilities and three availability types are read; anything else is refused at the boundary", () => {
    for (const value of [
      "AVAILABLE",
      "UNAVAILABLE",
      "SOON_UNAVAILABLE",
      "SOON_AVAILABLE",
      "ON_DEMAND",
      "DISCONTINUED",
      "UNKNOWN",
    ])
      expect(productAvailabilitySchema.parse(value)).toBe(value);
    for (const value of ["ONLINE_AND_IN_STORE", "ONLINE_ONLY", "IN_STORE_ONLY"])
      expect(availabilityTypeSchema.parse(value)).toBe(value);
    expect(productAvailabilitySchema.safeParse("available").success).toBe(false);
    expect(availabilityTypeSchema.safeParse("STORE").success).toBe(false);
  });

  test("a size says its availability in words: code 0 told apart by availability and type", () => {
    const size = (availabilityCode: number, availability = "AVAILABLE", availabilityType = "ONLINE_AND_IN_STORE") =>
      availabilityText({ availabilityCode, availability, availabilityType } as never, "en");
    expect(size(2)).toBe(m.availability_available({}, en));
    expect(size(1, "SOON_UNAVAILABLE")).toBe(m.availability_soon_unavailable({}, en));
    expect(size(3, "ON_DEMAND")).toBe(m.availability_on_demand({}, en));
    expect(size(0, "UNAVAILABLE", "IN_STORE_ONLY")).toBe(m.availability_in_store_only({}, en));
    expect(size(0, "SOON_AVAILABLE")).toBe(m.availability_soon_available({}, en));
    expect(size(0, "UNAVAILABLE")).toBe(m.availability_unavailable({}, en));
    expect(size(-1, "UNKNOWN")).toBe(m.availability_unknown({}, en));
  });
});
