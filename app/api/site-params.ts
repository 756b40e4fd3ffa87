import { z } from "zod";

/**
 * Shop domain parameters (spec 3, "Shop domain parameters"), as GET /web-domains/ answers
 * them. Flags the backend omits count as off; everything else is required, so a broken
 * answer fails loudly as a getParams error instead of rendering a half-configured site.
 */

/** The backend's PLZ is the zloty (spec 3, currencies). */
export const currencySchema = z
  .string()
  .transform((code) => (code.toUpperCase() === "PLZ" ? "PLN" : code.toUpperCase()))
  .pipe(z.enum(["EUR", "CZK", "GBP", "CHF", "PLN"]));
export type Currency = z.infer<typeof currencySchema>;

const isoDate = z.string().refine((value) => !Number.isNaN(Date.parse(value)), "not a date");

export const paymentProductSchema = z.object({
  name: z.string().min(1),
  rank: z.number().int(),
  minAmount: z.number().nonnegative().optional(),
  maxAmount: z.number().nonnegative().optional(),
});
export type PaymentProduct = z.infer<typeof paymentProductSchema>;

export const donationSchema = z.object({
  id: z.string(),
  name: z.string(),
  isActive: z.boolean(),
  /** Amounts offered, in cents. */
  amounts: z.array(z.number().int().positive()).default([]),
});

const flag = z.boolean().default(false);

export const siteFlagsSchema = z.object({
  loyalty: flag,
  wishlist: flag,
  showProductAvailabilityAlert: flag,
  agec: flag,
  myDownloads: flag,
  recaptcha: flag,
  swiftAddToCart: flag,
  showMap: flag,
  newRatioOnProductPicture: flag,
  abtasty: flag,
  olapic: flag,
  richRelevance: flag,
  allowShareCart: flag,
  showEcoDesign: flag,
  showCommercialOffers: flag,
  cnil: flag,
});
export type SiteFlags = z.infer<typeof siteFlagsSchema>;

export const shopDomainParamsSchema = z.object({
  domain: z.string().min(1),
  storeId: z.string().min(1),
  countryCodeISO2: z.string().length(2),
  devise: currencySchema,
  params: z.object({
    deliveryCountries: z.array(z.string().length(2)),
    billingCountries: z.array(z.string().length(2)),
    ereservation: z.boolean(),
    paymentProducts: z.array(paymentProductSchema),
    phoneNumberCountries: z.array(z.string()),
    giftCard: z.object({
      minAmount: z.number().int().nonnegative(),
      maxAmount: z.number().int().positive(),
      preselectedAmount: z.number().int().positive(),
    }),
    loyaltyCardCentAmount: z.number().int().nonnegative(),
    loyaltyScale: z.number().nonnegative(),
    orderConfirmation: z.object({
      maxAttempts: z.number().int().positive(),
      attemptDelay: z.number().int().nonnegative(),
    }),
    /** Shipping method key → whether a phone number is required for it. */
    phoneNumberByShippingMethod: z.record(z.string(), z.boolean()),
    /** Segmentation ids whose items alone make a cart eligible for dematerialised delivery. */
    freeCartCriteria: z.array(z.string()),
    donations: z.array(donationSchema),
    funnel: z.object({ overview: z.boolean() }),
    storeLocator: z.object({
      zoom: z.number(),
      center: z.object({ lat: z.number().min(-90).max(90), lon: z.number().min(-180).max(180) }),
      countryCodes: z.array(z.string().length(2)),
      isActive: z.boolean(),
    }),
    commercialOffersFamilies: z.array(z.object({ id: z.string() })),
    privateSales: z.object({ startDate: isoDate, endDate: isoDate }).nullable(),
    commercialOperation: z.object({ version: z.string() }),
    flags: siteFlagsSchema,
  }),
});
export type ShopDomainParams = z.infer<typeof shopDomainParamsSchema>;

/** POST /applications/front-ecommerce/rules/merge-csp: directive → sources. */
export const cspRulesSchema = z.record(z.string().regex(/^[a-z-]+$/i), z.array(z.string()));
export type CspRules = z.infer<typeof cspRulesSchema>;
