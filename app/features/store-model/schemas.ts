import { z } from "zod";

/** Store locator answers (spec 3 "Store locator query", spec 7). */
const openingHours = z.array(z.object({ day: z.number().int().min(1).max(7), opens: z.string(), closes: z.string() }));
const address = z.object({
  line1: z.string(),
  line2: z.string().nullable().optional(),
  zipCode: z.string(),
  city: z.string(),
  citySlug: z.string().optional(),
  countryCode: z.string().length(2),
  countrySlug: z.string().optional(),
});
const coordinates = z.object({ lat: z.number(), lon: z.number() });

export const storeSchema = z.object({
  storeId: z.string().regex(/^\d+$/),
  name: z.string(),
  slug: z.string(),
  address,
  phone: z.string().nullable(),
  email: z.string().nullable(),
  coordinates,
  openingHours,
  exceptionalClosures: z.array(z.object({ date: z.string(), reason: z.string() })),
  services: z.array(z.string()),
  /** Present when the query named a product and size: units in that store. */
  stock: z
    .object({
      sku: z.string(),
      quantity: z.number().int().nonnegative(),
      status: z.enum(["AVAILABLE", "UNAVAILABLE", "FEW_REMAINING"]),
    })
    .nullable(),
  /** Kilometres from the searched place, when there was a search. */
  distance: z.number().nonnegative().nullable(),
});
export const storesSchema = z.object({ stores: z.array(storeSchema) });

export const pickupPointSchema = z.object({
  id: z.string(),
  type: z.enum(["PICKUP", "LOCKER"]),
  name: z.string(),
  address,
  coordinates,
  openingHours,
  carrier: z.string(),
  distance: z.number().nonnegative().nullable(),
});
export const pickupPointsSchema = z.object({ stores: z.array(pickupPointSchema) });
export const storeCountriesSchema = z.object({
  countries: z.array(z.object({ countryCode: z.string().length(2), storeCount: z.number().int() })),
});

export type Store = z.infer<typeof storeSchema>;
export type PickupPoint = z.infer<typeof pickupPointSchema>;
export type OpeningHours = z.infer<typeof openingHours>;
export type StoreAddress = z.infer<typeof address>;
export type StoreStock = NonNullable<Store["stock"]>;
