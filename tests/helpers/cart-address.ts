/** A cart address as the backend takes it (billing, a home delivery): Léa's, in Paris. */
export const PARIS_CART_ADDRESS = {
  id: null,
  firstName: "Léa",
  lastName: "Martin",
  address1: "12 rue des Martyrs",
  address2: null,
  address3: null,
  address4: null,
  zipCode: "75009",
  city: "Paris",
  country: "FR",
  phone: "+33612345678",
  phoneNumberCountry: "FR",
  addressQuality: null,
  phoneQuality: null,
};
