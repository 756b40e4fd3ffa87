import { z } from "zod";

/**
 * The four street lines of an address as the backend keeps them (spec 5): at most 50 characters
 * each, only the first always there. The customer API calls them line1–4, the cart API address1–4.
 */
export function streetLines<Name extends string>(name: Name) {
  const line = z.string().max(50);
  return {
    [`${name}1`]: line,
    [`${name}2`]: line.nullable(),
    [`${name}3`]: line.nullable(),
    [`${name}4`]: line.nullable(),
  } as Record<`${Name}1`, typeof line> & Record<`${Name}${2 | 3 | 4}`, z.ZodNullable<typeof line>>;
}

/** How sure the backend is of an address or a phone number (its own words, or none). */
const quality = z.string().nullable();

/** The street lines the storefront sends: the first one required, none refused for its length (the backend cuts them). */
const streetLinesInput = {
  line1: z.string().min(1),
  line2: z.string().nullable(),
  line3: z.string().nullable(),
  line4: z.string().nullable(),
};

export const deliveryAddressSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  ...streetLines("line"),
  phoneNumber: z.string().nullable(),
  phoneNumberCountry: z.string().length(2).nullable(),
  phoneNumberQuality: quality,
  city: z.string(),
  zipCode: z.string(),
  country: z.string().length(2),
  quality: quality,
  favorite: z.boolean(),
});
export type DeliveryAddress = z.infer<typeof deliveryAddressSchema>;
/** GET /customers-self/addresses[?country=] (R7.10). */
export const deliveryAddressesInCountrySchema = z.object({ deliveryAddresses: z.array(deliveryAddressSchema) });
/** What the storefront sends; street lines longer than 50 characters are cut (spec 5). */
export const deliveryAddressInputSchema = deliveryAddressSchema
  .omit({ id: true, quality: true, phoneNumberQuality: true })
  .extend(streetLinesInput);

/** GET /customers-self/addresses/delivery: the values are the addresses. */
export const deliveryAddressMapSchema = z.record(z.string(), deliveryAddressSchema);
/** GET /customers-self/addresses[?country=] */
export const addressesSchema = z.object({ deliveryAddresses: z.array(deliveryAddressSchema) });

export const billingAddressSchema = z.object({
  ...streetLines("line"),
  country: z.string().length(2),
  city: z.string(),
  zipCode: z.string(),
  quality: quality,
});
export const billingAddressInputSchema = billingAddressSchema.omit({ quality: true }).extend(streetLinesInput);

/** An address as a cart holds it (billing, home delivery, a pickup place as a destination). */
export const cartAddressSchema = z.object({
  id: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  ...streetLines("address"),
  zipCode: z.string(),
  city: z.string(),
  country: z.string().length(2),
  phone: z.string().nullable(),
  phoneNumberCountry: z.string().length(2).nullable(),
  addressQuality: z.string().nullable(),
  phoneQuality: z.string().nullable(),
});

export type CartAddress = z.infer<typeof cartAddressSchema>;
