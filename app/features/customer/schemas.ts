import { z } from "zod";

/** The customer as GET /accounts-self/ answers (spec 3 "Customer"): read by the account, the cart and checkout. */

const quality = z.string().nullable();

export const loyaltyTypeSchema = z.enum(["FID", "HSP"]);

export const customerSchema = z.object({
  customerId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  gender: z.enum(["F", "M", "U"]).nullable(),
  birthday: z.iso.date().nullable(),
  email: z.email(),
  emailQuality: quality,
  phoneNumber: z.string().nullable(),
  phoneNumberCountry: z.string().length(2).nullable(),
  phoneNumberQuality: quality,
  optinNews: z.boolean(),
  preferredStore: z.string().nullable(),
  preferredChannel: z.enum(["EMAIL", "SMS", "MAIL", "NONE"]).nullable(),
  fiscalNumber: z.string().nullable(),
  hasPassword: z.boolean(),
  isDeleted: z.boolean(),
  loyaltyNumber: z.string().nullable(),
  loyaltyType: loyaltyTypeSchema.nullable(),
  loyaltyCreationDate: z.iso.date().nullable(),
});
export type Customer = z.infer<typeof customerSchema>;

/** The kinds of message a customer may subscribe to (spec 3): the account's opt-ins and the newsletter's links name them. */
export const subscriptionKindSchema = z.enum(["eTicket", "invitations", "newsletter", "survey"]);
