import { formFields, tickedBoxes } from "../../lib/form-post.server";
import { writeEndpoint } from "../../lib/write-endpoint.server";
import {
  addressDelete,
  addressFavourite,
  addressSave,
  billingAddress,
  siteAddressRules,
} from "./address-actions.server";
import { alertDelete, alertRestore, reservationCancel } from "./alert-actions.server";
import type { AccountAnswer } from "./answer";
import { optionsOf, refusedFields } from "./answer.server";
import { accountFormSchema, type AccountForm } from "./intents";
import {
  deleteAccount,
  iban,
  password,
  preferredStore,
  profile,
  reactivate,
  subscriptions,
} from "./settings-actions.server";

/**
 * The account's write endpoint: each account page is its own action and takes its own intents
 * only. A done form that goes on to another page (the address list once an address is saved) is
 * a 303 there, fetchers too, and that page says so; a refused one answers where it is, with the
 * reasons on their fields and what was typed (PRG for a plain post).
 */
export const accountAction = writeEndpoint<AccountForm, AccountAnswer>({
  name: "account",
  schema: accountFormSchema,
  fields: (form) => ({ ...formFields(form), subscriptions: tickedBoxes(form, "subscription-") }),
  handlers: {
    profile,
    password,
    "address-save": addressSave,
    "address-delete": addressDelete,
    "address-favourite": addressFavourite,
    "billing-address": billingAddress,
    iban,
    subscriptions,
    "alert-delete": alertDelete,
    "alert-restore": alertRestore,
    "delete-account": deleteAccount,
    reactivate,
    "preferred-store": preferredStore,
    "reservation-cancel": reservationCancel,
  },
  siteRules: {
    "address-save": siteAddressRules("deliveryCountries"),
    "billing-address": siteAddressRules("billingCountries"),
  },
  invalid: (named, context, refused) => refusedFields(named, refused, optionsOf(context)),
  next: (answer) => (answer.ok && answer.next ? { path: answer.next } : null),
});
