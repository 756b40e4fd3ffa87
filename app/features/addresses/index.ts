// The addresses domain's public face: what other domains and the routes use of it (server-only parts: index.server.ts).
export {
  ADDRESS_FIELDS,
  type AddressField,
  type AddressValues,
  type PostedFields,
  postedValue,
} from "./address-fields";
export { AddressFields, characterCount, type Choice, phoneFieldShape, SelectField, shownChoice } from "./address-form";
export { addressLabels } from "./address-labels";
export { addressLines } from "./address-lines";
export {
  ALPHA2_TO_ALPHA3,
  compactPhone,
  composedName,
  isPhoneNumber,
  NAME_MAX,
  PHONE_MAX,
  phoneCountryToIso2,
  streetLine,
  TYPED_PHONE_NUMBER,
  upperCase,
} from "./address-rules";
export { addressShape, PERSON_ADDRESS_NEEDS, postcodeInCountry, STREET_ADDRESS_NEEDS } from "./address-schema";
export {
  billingAddressSchema,
  type CartAddress,
  cartAddressSchema,
  type DeliveryAddress,
  deliveryAddressesInCountrySchema,
  deliveryAddressMapSchema,
  deliveryAddressSchema,
} from "./schemas";
