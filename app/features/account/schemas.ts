import { z } from "zod";
import { customerSchema, subscriptionKindSchema } from "../customer/schemas";

/** Customer account answers (spec 3 "Customer", "Addresses and bank", "Subscriptions"; spec 7). */

/** PUT /accounts-self/ (profile update): the editable fields. */
export const customerUpdateSchema = customerSchema
  .pick({
    firstName: true,
    lastName: true,
    gender: true,
    birthday: true,
    phoneNumber: true,
    phoneNumberCountry: true,
    optinNews: true,
    preferredChannel: true,
    fiscalNumber: true,
  })
  .partial();

export const passwordChangeSchema = z.object({ oldPassword: z.string().min(1), newPassword: z.string().min(8) });
export const preferredStoreSchema = z.object({ preferredStore: z.string().regex(/^\d+$/) });

export const bankStatementSchema = z.object({
  iban: z
    .string()
    .regex(/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/)
    .nullable(),
});

export const subscriptionSchema = z.object({
  type: subscriptionKindSchema,
  optin: z.enum(["YES", "NO"]),
  visible: z.boolean(),
});
export const subscriptionsSchema = z.array(subscriptionSchema);
export const subscriptionsUpdateSchema = z.object({
  store: z.string(),
  source: z.literal("WEB"),
  complement: z.literal("/account/subscriptions/"),
  values: z.array(subscriptionSchema.pick({ type: true, optin: true })),
});

export const loyaltyMovementSchema = z.object({
  id: z.string(),
  date: z.iso.date(),
  label: z.string(),
  points: z.number().int(),
  storeName: z.string().nullable(),
  orderNumber: z.string().nullable(),
});
export const loyaltySchema = z.object({
  loyaltyNumber: z.string(),
  balance: z.number().int(),
  /** Points needed for the next voucher (loyaltyScale). */
  nextVoucherThreshold: z.number().int(),
  movements: z.array(loyaltyMovementSchema),
  page: z.number().int().nonnegative(),
  size: z.number().int().positive(),
  totalElements: z.number().int().nonnegative(),
});

/** YYYYMMDD, or 'new' when the customer never bought (spec 7). */
/** The backend's last purchase: a date (ISO or YYYYMMDD), or nothing for a customer who never bought. */
export const lastPurchaseDateSchema = z.object({ value: z.string().max(40).nullable().optional() });

/**
 * Spec 7 (R7.16): the value formatted YYYYMMDD; 'new' when there is none; '' when it is not a
 * date (as on error).
 */
export function formatLastPurchase(value: string | null | undefined): string {
  if (value === null || value === undefined || value.trim() === "" || value === "new") return "new";
  const date = /^(\d{4})-?(\d{2})-?(\d{2})(?:$|T)/.exec(value.trim());
  return date ? `${date[1]}${date[2]}${date[3]}` : "";
}

export const transactionSubscriptionSchema = z.object({ type: z.string(), label: z.string(), optin: z.boolean() });
export const transactionSubscriptionsSchema = z.array(transactionSubscriptionSchema);

/** In-store e-reservations (designed: spec 2.4 names the page). An unknown status reads as pending. */
export const RESERVATION_STATUSES = ["PENDING", "READY", "COLLECTED", "EXPIRED", "CANCELLED"] as const;
export const reservationsSchema = z.array(
  z.object({
    reservationId: z.string().regex(/^[\w-]{1,40}$/),
    storeId: z.string(),
    storeName: z.string(),
    createdAt: z.iso.datetime({ offset: true }),
    pickupBy: z.iso.date(),
    status: z.enum(RESERVATION_STATUSES).or(z.string().transform(() => "PENDING" as const)),
    lines: z.array(
      z.object({
        sku: z.string(),
        productId: z.string(),
        optionId: z.string(),
        size: z.string(),
        quantity: z.number().int().positive(),
      }),
    ),
  }),
);

/** Documents to download (designed, `myDownloads`): a signed link the document store gives. */
export const documentsSchema = z.array(
  z.object({
    documentId: z.string(),
    type: z.enum(["INVOICE", "ETICKET"]),
    title: z.string(),
    date: z.iso.date(),
    orderNumber: z.string().nullable(),
    url: z
      .string()
      .refine((value) => value.startsWith("/") || value.startsWith("https://"), "a site path or an https link"),
  }),
);
