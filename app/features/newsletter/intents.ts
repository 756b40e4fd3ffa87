import { z } from "zod";
import { RECAPTCHA_FIELD } from "../recaptcha/field";
import { isEmail } from "./email";
import { MESSAGE_TYPES } from "./message-types";

/**
 * The newsletter's forms: the sign-up (`/{prefix}/newsletter/subscription`, the page's and the
 * footer's) and the unsubscription an e-mail's link opens (`/{prefix}/unsubscribe`). Shared by the
 * server (parsing) and the forms (types only: the browser bundle never imports zod from here).
 */

export const subscribeFormSchema = z.object({
  intent: z.literal("subscribe"),
  email: z.string().trim().toLowerCase().refine(isEmail),
  /** Where the shopper came from (the page's `origin` query), else the page the form is on. */
  origin: z.string().trim().max(200).optional(),
  /** The page the form is on (ui/return-to-field.tsx), checked same-site before use. */
  returnTo: z.string().max(500).optional(),
  [RECAPTCHA_FIELD]: z.string().max(4000).optional(),
});
export type SubscribeForm = z.infer<typeof subscribeFormSchema>;

export const unsubscribeFormSchema = z.object({
  intent: z.literal("unsubscribe"),
  token: z.string().max(400),
  source: z.string().max(100),
  type: z.string().max(40).optional(),
});
export type UnsubscribeForm = z.infer<typeof unsubscribeFormSchema>;

/** An unsubscription link of ours: a token and source of the shape we send, and a known message type. */
export const unsubscribeLinkSchema = z.object({
  token: z.string().regex(/^[\w-]{8,200}$/),
  source: z.string().regex(/^[\w-]{1,40}$/),
  type: z.enum(MESSAGE_TYPES).default("NEWS"),
});
