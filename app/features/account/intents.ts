import { z } from "zod";
import { anyText, filled, limitedText, localisedSchema, orEmpty, postedText, type Say } from "../../lib/form-rules";
import { m } from "../../paraglide/messages.js";
import { NAME_MAX, PHONE_MAX, TYPED_PHONE_NUMBER } from "../addresses/address-rules";
import {
  addressShape,
  PERSON_ADDRESS_NEEDS,
  postcodeInCountry,
  STREET_ADDRESS_NEEDS,
} from "../addresses/address-schema";
import { isValidIban, TYPED_IBAN_MAX } from "./iban";
import { isLikelyBirthday, PASSWORD_MIN, TYPED_FISCAL_NUMBER, TYPED_FISCAL_NUMBER_MAX } from "./profile";

/**
 * The account's forms: each account page posts its own intents to itself (its action takes
 * those only). Each field's rules are here, each naming its problem in the customer's language
 * (lib/form-rules.ts); the handlers keep what needs the backend or the site's parameters. Shared
 * by the server (parsing), the generated HTML constraints and the forms (types only).
 */

const profile = (say: Say) =>
  z.object({
    intent: z.literal("profile"),
    firstName: filled(say, limitedText(say, NAME_MAX)),
    lastName: filled(say, limitedText(say, NAME_MAX)),
    gender: postedText(say),
    birthday: z
      .union([z.literal(""), z.iso.date(say(m.account_error_birthday))], say(m.account_error_birthday))
      .refine((date) => !date || isLikelyBirthday(date), say(m.account_error_birthday))
      .optional(),
    phone: limitedText(say, PHONE_MAX).regex(orEmpty(TYPED_PHONE_NUMBER), say(m.checkout_error_phone)).optional(),
    // The phone's country is one the site takes, or the customer's own: the handler asks the site and the customer.
    phoneCountry: postedText(say),
    fiscalNumber: limitedText(say, TYPED_FISCAL_NUMBER_MAX)
      .regex(orEmpty(TYPED_FISCAL_NUMBER), say(m.account_error_fiscal))
      .optional(),
    preferredChannel: postedText(say),
  });

function password(say: Say) {
  const mismatch = say(m.account_password_mismatch);
  return z
    .object({
      intent: z.literal("password"),
      oldPassword: filled(say, anyText(say)),
      newPassword: anyText(say).min(PASSWORD_MIN, say(m.account_password_too_short, { min: PASSWORD_MIN })),
      confirmPassword: filled(say, anyText(say)),
    })
    .superRefine(({ newPassword, confirmPassword }, context) => {
      if (newPassword.length >= PASSWORD_MIN && confirmPassword && newPassword !== confirmPassword)
        context.addIssue({
          code: "custom",
          path: ["confirmPassword"],
          input: confirmPassword,
          message: mismatch.error(),
        });
    });
}

export const accountFormSchema = localisedSchema((say) =>
  z.discriminatedUnion("intent", [
    profile(say),
    password(say),
    z
      .object({
        intent: z.literal("address-save"),
        ...addressShape(say, PERSON_ADDRESS_NEEDS),
        id: postedText(say),
        favorite: postedText(say),
      })
      .superRefine(postcodeInCountry(say)),
    z.object({ intent: z.literal("address-delete"), id: postedText(say) }),
    z.object({ intent: z.literal("address-favourite"), id: postedText(say) }),
    // The account's billing address is the street alone.
    z
      .object({ intent: z.literal("billing-address"), ...addressShape(say, STREET_ADDRESS_NEEDS) })
      .superRefine(postcodeInCountry(say)),
    z.object({
      intent: z.literal("iban"),
      iban: filled(say, limitedText(say, TYPED_IBAN_MAX)).refine(isValidIban, say(m.account_iban_invalid)),
    }),
    /** The boxes ticked (`subscription-{type}`), as a list of types. */
    z.object({ intent: z.literal("subscriptions"), subscriptions: z.array(z.string().max(40)).max(20) }),
    z.object({ intent: z.literal("alert-delete"), sku: postedText(say) }),
    z.object({
      intent: z.literal("alert-restore"),
      sku: postedText(say),
      productId: postedText(say),
      optionId: postedText(say),
    }),
    z.object({ intent: z.literal("delete-account"), confirm: z.literal("on", say(m.account_delete_confirm_needed)) }),
    z.object({ intent: z.literal("reactivate") }),
    z.object({ intent: z.literal("preferred-store"), storeId: postedText(say) }),
    z.object({ intent: z.literal("reservation-cancel"), reservationId: postedText(say) }),
  ]),
);
export type AccountForm = z.infer<ReturnType<typeof accountFormSchema>>;
export type AccountIntent = AccountForm["intent"];
export const ACCOUNT_INTENTS = accountFormSchema("en").options.map((option) => option.shape.intent.value) as [
  AccountIntent,
  ...AccountIntent[],
];
