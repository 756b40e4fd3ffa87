import { z } from "zod";
import { addressFieldsShape, postedText } from "../addresses/address-fields";

/**
 * The account's forms: each account page posts its own intents to itself (its action takes
 * those only). Text is read by each handler's own rules, which name each problem on its field in
 * the customer's language; the schema checks the form's shape. Shared by the server (parsing)
 * and the forms (types only).
 */
const ticked = postedText;

export const accountFormSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("profile"),
    firstName: postedText,
    lastName: postedText,
    gender: postedText,
    birthday: postedText,
    phone: postedText,
    phoneCountry: postedText,
    fiscalNumber: postedText,
    preferredChannel: postedText,
  }),
  z.object({
    intent: z.literal("password"),
    oldPassword: postedText,
    newPassword: postedText,
    confirmPassword: postedText,
  }),
  z.object({ intent: z.literal("address-save"), ...addressFieldsShape, id: postedText, favorite: ticked }),
  z.object({ intent: z.literal("address-delete"), id: postedText }),
  z.object({ intent: z.literal("address-favourite"), id: postedText }),
  z.object({ intent: z.literal("billing-address"), ...addressFieldsShape }),
  z.object({ intent: z.literal("iban"), iban: postedText }),
  /** The boxes ticked (`subscription-{type}`), as a list of types. */
  z.object({ intent: z.literal("subscriptions"), subscriptions: z.array(z.string().max(40)).max(20) }),
  z.object({ intent: z.literal("alert-delete"), sku: postedText }),
  z.object({ intent: z.literal("alert-restore"), sku: postedText, productId: postedText, optionId: postedText }),
  z.object({ intent: z.literal("delete-account"), confirm: ticked }),
  z.object({ intent: z.literal("reactivate") }),
  z.object({ intent: z.literal("preferred-store"), storeId: postedText }),
  z.object({ intent: z.literal("reservation-cancel"), reservationId: postedText }),
]);
export type AccountForm = z.infer<typeof accountFormSchema>;
export type AccountIntent = AccountForm["intent"];
export const ACCOUNT_INTENTS = accountFormSchema.options.map((option) => option.shape.intent.value) as [
  AccountIntent,
  ...AccountIntent[],
];
