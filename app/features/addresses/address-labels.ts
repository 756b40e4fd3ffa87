import { m } from "../../paraglide/messages.js";
import type { Language } from "../../lib/locales";
import type { AddressField } from "./address-fields";

/** The address form's fields as the shopper reads them: their `<label>`s, and the error summary's names for them. */
export function addressLabels(options: { locale: Language }): Record<AddressField, string> {
  return {
    firstName: m.checkout_first_name({}, options),
    lastName: m.checkout_last_name({}, options),
    address1: m.checkout_address1({}, options),
    address2: m.checkout_address2({}, options),
    address3: m.checkout_address3({}, options),
    zipCode: m.checkout_zip({}, options),
    city: m.checkout_city({}, options),
    country: m.checkout_country({}, options),
    phone: m.checkout_phone({}, options),
    phoneCountry: m.checkout_phone_country({}, options),
  };
}
