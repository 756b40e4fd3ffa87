import { z } from "zod";
import { filled, limitedText, localisedSchema, orEmpty, POSTED_TEXT_MAX, type Say } from "../../lib/form-rules";
import { m } from "../../paraglide/messages.js";
import { ADDRESS_FIELDS, type AddressField } from "./address-fields";
import {
  CITY_MAX,
  isPostcode,
  NAME_MAX,
  PHONE_MAX,
  POSTCODE_MAX,
  STREET_LINE_MAX,
  TYPED_PHONE_NUMBER,
} from "./address-rules";

/**
 * The one address form's field rules (spec 5), with their messages: every form that posts an
 * address (billing, delivery, the account's pages) puts them in its schema. What follows the
 * site's parameters (its countries, its phone countries, a method that needs a phone) is not
 * here: a static schema cannot know them (address-form.server.ts, `siteAddressErrors`).
 */

/** What a complete address needs: the person and the street. */
export const PERSON_ADDRESS_NEEDS = ["firstName", "lastName", "address1", "zipCode", "city", "country"] as const;
/** What the account's billing address needs: the street alone. */
export const STREET_ADDRESS_NEEDS = ["address1", "zipCode", "city", "country"] as const;

function fieldRule(say: Say, name: AddressField) {
  switch (name) {
    case "firstName":
    case "lastName":
      return limitedText(say, NAME_MAX);
    case "address1":
    case "address2":
    case "address3":
      // A typed street line longer than the backend keeps is refused, never cut: the shopper says
      // where the rest goes (spec 5's cut at 50 applies only to lines we did not ask for).
      return limitedText(say, STREET_LINE_MAX);
    case "zipCode":
      return limitedText(say, POSTCODE_MAX);
    case "city":
      return limitedText(say, CITY_MAX);
    case "phone":
      return limitedText(say, PHONE_MAX).regex(orEmpty(TYPED_PHONE_NUMBER), say(m.checkout_error_phone));
    // Chosen from a list: which codes it may hold are the site's (siteAddressErrors).
    case "country":
    case "phoneCountry":
      return limitedText(say, POSTED_TEXT_MAX);
  }
}

/**
 * The address fields in a form's schema: those in `needs` must be filled, the others are checked
 * when given. An empty one reads as not given.
 */
export function addressShape(say: Say, needs: readonly AddressField[]) {
  return Object.fromEntries(
    ADDRESS_FIELDS.map((name) => {
      const rule = fieldRule(say, name);
      return [name, needs.includes(name) ? filled(say, rule) : rule.optional()];
    }),
    // Typed as all optional: a handler reads each field as text that may be empty.
  ) as Record<AddressField, z.ZodOptional<z.ZodString>>;
}

/**
 * The postcode in its country's shape (spec 5 leaves "other form validation" open: the national
 * formats catch a typo before the carrier refuses the parcel). A check of the whole form, for the
 * postcode follows the country chosen beside it.
 */
export function postcodeInCountry(say: Say) {
  const notInCountry = say(m.checkout_error_zip);
  return (address: { zipCode?: string; country?: string }, context: z.RefinementCtx): void => {
    const { zipCode, country } = address;
    if (zipCode && country && !isPostcode(country.toUpperCase(), zipCode))
      context.addIssue({ code: "custom", path: ["zipCode"], input: zipCode, message: notInCountry.error() });
  };
}

/** The address form as the browser shows it (a complete address): what its fields' HTML constraints come from. */
export const addressFormSchema = localisedSchema((say) =>
  z.object(addressShape(say, PERSON_ADDRESS_NEEDS)).superRefine(postcodeInCountry(say)),
);
