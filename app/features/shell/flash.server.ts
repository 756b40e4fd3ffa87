import { z } from "zod";
import type { CookieJar } from "../../lib/cookie-jar";
import type { CookieNames } from "../../lib/cookies";
import { formAnswerSchema } from "../../lib/form-answer";
import { cartAnswerSchema } from "../cart/intents";
import { ACCOUNT_INTENTS } from "../account/answer";
import { CHECKOUT_INTENTS } from "../checkout/answer";
import { consentAnswerSchema } from "../consent/intents";
import { FLASH_NOTICES, NO_FLASH, type Flash } from "./flash";

/** A flash lives one minute: long enough for the redirect it travels with, never a second page. */
const FLASH_MAX_AGE = 60;

// The cookie is a trust boundary like any other: anything that fails this shape is ignored.
const flashSchema = z.object({
  notice: z.enum(FLASH_NOTICES).nullable().catch(null),
  cart: cartAnswerSchema.nullable().catch(null),
  wishlist: formAnswerSchema(z.enum(["add", "remove"]))
    .extend({
      productId: z
        .string()
        .regex(/^\d{1,20}$/)
        .optional(),
    })
    .nullable()
    .catch(null),
  stockAlert: formAnswerSchema(z.literal("stock-alert")).nullable().catch(null),
  newsletter: formAnswerSchema(z.literal("subscribe"))
    .extend({ next: z.string().max(200).optional() })
    .nullable()
    .catch(null),
  unsubscribe: formAnswerSchema(z.literal("unsubscribe"))
    .extend({ next: z.string().max(200).optional() })
    .nullable()
    .catch(null),
  checkout: formAnswerSchema(z.enum(CHECKOUT_INTENTS))
    .extend({
      next: z.string().max(500).optional(),
      values: z.record(z.string().max(40), z.string().max(120)).optional(),
      external: z.boolean().optional(),
    })
    .nullable()
    .catch(null),
  account: formAnswerSchema(z.enum(ACCOUNT_INTENTS))
    .extend({
      next: z.string().max(500).optional(),
      values: z.record(z.string().max(40), z.string().max(120)).optional(),
      restore: z
        .object({
          sku: z.string().regex(/^[\w-]{1,40}$/),
          productId: z.string().regex(/^\d{1,20}$/),
          optionId: z.string().regex(/^\d{1,20}$/),
        })
        .optional(),
    })
    .nullable()
    .catch(null),
  consent: consentAnswerSchema.nullable().catch(null),
});

function parse(value: string | undefined): Flash {
  if (!value) return NO_FLASH;
  try {
    const parsed = flashSchema.safeParse({ ...NO_FLASH, ...JSON.parse(value) });
    return parsed.success ? parsed.data : NO_FLASH;
  } catch {
    return NO_FLASH;
  }
}

/**
 * Reads the flash the previous answer left and clears it: it shows once. A flash this very request
 * leaves (the sign-in callback, while the shell loads beside it) is for the next page: kept.
 */
export function takeFlash(cookies: CookieJar, names: CookieNames): Flash {
  return parse(cookies.take(names.flash));
}

/** Leaves a message for the next page, beside whatever this request already left (never an older one). */
export function leaveFlash(cookies: CookieJar, names: CookieNames, patch: Partial<Flash>): void {
  const next = { ...parse(cookies.pending(names.flash)), ...patch };
  cookies.set(names.flash, JSON.stringify(next), { maxAge: FLASH_MAX_AGE });
}
