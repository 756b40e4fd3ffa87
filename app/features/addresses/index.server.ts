// The addresses domain's public face on the server: what other domains and the routes use of it.
export {
  addressValues,
  countryChoices,
  phoneCountryChoices,
  readAddress,
  siteAddressErrors,
  typedValues,
  unbillableNotice,
} from "./address-form.server";
