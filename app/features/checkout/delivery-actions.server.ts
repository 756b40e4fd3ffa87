import type { Answered } from "../../lib/form-answer";
import type { RequestContext } from "../../lib/request-context";
import { m } from "../../paraglide/messages.js";
import type { DeliveryAddress } from "../addresses/schemas";
import type { CartAddress } from "../cart-model/schemas";
import type { CartOutcome } from "../cart-model/session-cart.server";
import { parseFinderQuery } from "../stores/finder-query.server";
import type { Place } from "../store-model/place";
import { readAddress, typedValues } from "../addresses/address-form.server";
import { compactPhone, phoneCountryToIso2, streetLine, upperCase } from "../addresses/address-rules";
import { type AddressField, type PostedFields, postedValue } from "../addresses/address-fields";
import { PERSON_ADDRESS_NEEDS } from "../addresses/address-schema";
import type { CheckoutAnswer } from "./answer";
import { checkoutRefusal } from "./answer.server";
import {
  deliveryCountry,
  EMAIL_METHOD,
  isHomeMethod,
  isPlaceMethod,
  PLACE_METHODS,
  savedAddresses,
  usableMethods,
} from "./delivery.server";
import type { CheckoutFieldErrors } from "./field-labels";
import type { CheckoutForm } from "./intents";
import { stepAfterDelivery, stepPath } from "./steps";
import { cartService } from "../cart/service.server";
import { checkoutService } from "./checkout.server";
import { storeService } from "../stores/stores.server";
import { shippingMethods } from "../cart-model/shipping-methods.server";

type DeliveryForm = Extract<CheckoutForm, { intent: "delivery" }>;

/** The destination of a saved address, as the cart keeps it (spec 5 rules applied). */
function savedDestination(saved: DeliveryAddress): CartAddress {
  return {
    id: saved.id,
    firstName: upperCase(saved.firstName),
    lastName: upperCase(saved.lastName),
    address1: streetLine(saved.line1)!,
    address2: streetLine(saved.line2),
    address3: streetLine(saved.line3),
    address4: streetLine(saved.line4),
    zipCode: saved.zipCode,
    city: upperCase(saved.city),
    country: saved.country,
    phone: saved.phoneNumber,
    phoneNumberCountry: saved.phoneNumberCountry,
    addressQuality: saved.quality,
    phoneQuality: saved.phoneNumberQuality,
  };
}

/** A store, pickup point or locker as the cart's destination: the shopper's name, the place's address. */
function placeDestination(
  place: Place,
  billing: CartAddress | null,
  phone: string | null,
  phoneCountry: string | null,
): CartAddress {
  return {
    id: place.id,
    firstName: billing?.firstName ?? "",
    lastName: billing?.lastName ?? "",
    address1: streetLine(place.name)!,
    address2: streetLine(place.address.line1),
    address3: streetLine(place.address.line2),
    address4: null,
    zipCode: place.address.zipCode,
    city: upperCase(place.address.city),
    country: place.address.countryCode,
    phone,
    phoneNumberCountry: phone ? phoneCountry : null,
    addressQuality: null,
    phoneQuality: null,
  };
}

/**
 * What a destination needs filled, beside the form's schema (the write endpoint runs both on one
 * post): it follows the delivery method (home to a new address: the address form's fields;
 * high-street pickup: the receiver's names) and the site's parameters (a phone where
 * phoneNumberByShippingMethod asks for one), which the checkout's shared schema cannot know.
 */
export async function destinationNeeds(fields: PostedFields, context: RequestContext): Promise<Record<string, string>> {
  const site = await context.siteParams();
  const method = postedValue(fields, "method");
  const addressId = postedValue(fields, "addressId");
  const newAddress = isHomeMethod(method) && (!addressId || addressId === "new");
  const phoneNeeded = Boolean(site.params.phoneNumberByShippingMethod[method]) && (newAddress || isPlaceMethod(method));
  const needs: readonly AddressField[] = newAddress
    ? PERSON_ADDRESS_NEEDS
    : method === "HSP"
      ? ["firstName", "lastName"]
      : [];
  const required = m.checkout_error_required({}, { locale: context.locale.language });
  return Object.fromEntries(
    [...needs, ...(phoneNeeded ? (["phone"] as const) : [])]
      .filter((name) => !postedValue(fields, name).trim())
      .map((name) => [name, required]),
  );
}

/** High-street pickup: who collects it (names sent upper case, spec 5) and the store it is near. */
async function highStreetPickup(
  form: DeliveryForm,
  place: Place,
  context: RequestContext,
): Promise<Answered<CheckoutAnswer>> {
  const receiver = {
    firstName: upperCase(form.firstName ?? ""),
    lastName: upperCase(form.lastName ?? ""),
    phone: compactPhone(form.phone ?? ""),
    storeId: place.id,
  };
  return deliverySaved(await checkoutService(context).setHighStreetPickup(receiver, form.version), context);
}

/** A saved delivery goes on to the overview, or to payment where the site's funnel has none. */
async function deliverySaved(outcome: CartOutcome, context: RequestContext): Promise<Answered<CheckoutAnswer>> {
  const options = { locale: context.locale.language };
  if (!outcome.ok) return checkoutRefusal("delivery", outcome, options);
  const site = await context.siteParams();
  const next = stepPath(context.locale.prefix, stepAfterDelivery(site.params.funnel.overview));
  return {
    answer: { intent: "delivery", ok: true, message: m.checkout_delivery_saved({}, options), next },
    status: 200,
  };
}

/**
 * The delivery step's form: the method must be one the cart can have; its destination a saved
 * address, a new one (the one address form), or a place looked up again with the search that
 * listed it (the destination is the backend's, never the form's).
 */
export async function saveDelivery(form: DeliveryForm, context: RequestContext): Promise<Answered<CheckoutAnswer>> {
  const options = { locale: context.locale.language };
  const [site, cart] = await Promise.all([context.siteParams(), cartService(context).read()]);
  if (!cart)
    return { answer: { intent: "delivery", ok: false, message: m.checkout_needs_cart({}, options) }, status: 409 };
  const method = form.method ?? "";
  if (!isHomeMethod(method) && !isPlaceMethod(method) && method !== EMAIL_METHOD)
    return {
      answer: { intent: "delivery", ok: false, message: m.checkout_method_unavailable({}, options) },
      status: 400,
    };
  const country = deliveryCountry(form.country ?? null, cart, site.params.deliveryCountries, site.countryCodeISO2);
  const phoneRequired = Boolean(site.params.phoneNumberByShippingMethod[method]);
  // Each problem on its field, named in the summary by the field's label (the saved addresses' by their legend).
  const refuse = (fieldErrors: CheckoutFieldErrors<"delivery">): Answered<CheckoutAnswer> => ({
    answer: {
      intent: "delivery",
      ok: false,
      message: m.checkout_fix_fields({}, options),
      fieldErrors,
      values: typedValues(form),
    },
    status: 400,
  });
  let destination: CartAddress;
  if (method === EMAIL_METHOD) {
    // By e-mail: offered by the backend under spec 5's rule, to a cart with nothing to ship; the cart keeps the billing address.
    const offered = await shippingMethods(context, cart.id, country)
      .then((methods) =>
        usableMethods(methods, cart, site.params.freeCartCriteria).some((entry) => entry.key === EMAIL_METHOD),
      )
      .catch(() => false);
    if (!offered || !cart.billingAddress)
      return {
        answer: { intent: "delivery", ok: false, message: m.checkout_method_unavailable({}, options) },
        status: 400,
      };
    destination = cart.billingAddress;
  } else if (isHomeMethod(method)) {
    const savedId = form.addressId && form.addressId !== "new" ? form.addressId : null;
    if (savedId) {
      const saved = (await savedAddresses(context, country)).find((address) => address.id === savedId);
      if (!saved)
        return { answer: { intent: "delivery", ok: false, message: m.checkout_place_gone({}, options) }, status: 409 };
      destination = savedDestination(saved);
      if (phoneRequired && !destination.phone) return refuse({ addressId: m.checkout_phone_needed({}, options) });
    } else {
      const read = readAddress(
        form,
        { countries: [country], phoneCountries: site.params.phoneNumberCountries, phoneRequired },
        context.locale.language,
      );
      if (!read.ok) return refuse(read.fieldErrors);
      destination = read.address;
    }
  } else {
    const phone = (form.phone ?? "").trim();
    const phoneCountry = phoneCountryToIso2(form.phoneCountry) ?? cart.billingAddress?.phoneNumberCountry ?? null;
    // The place is looked up again with the search that listed it: the destination is the backend's, never the form's.
    const query = parseFinderQuery(new URLSearchParams({ q: form.q ?? "", near: form.near ?? "" }));
    const found = await storeService(context).search(PLACE_METHODS[method], query, {
      context: "CHECKOUT",
      countryCode: country,
    });
    const place = found.ok ? found.places.find((entry) => entry.id === form.placeId) : undefined;
    if (!place)
      return {
        answer: {
          intent: "delivery",
          ok: false,
          message: found.ok ? m.checkout_place_gone({}, options) : m.checkout_failed({}, options),
        },
        status: found.ok ? 409 : 503,
      };
    if (method === "HSP") return highStreetPickup(form, place, context);
    destination = placeDestination(place, cart.billingAddress, phone ? compactPhone(phone) : null, phoneCountry);
  }
  return deliverySaved(await checkoutService(context).setShipping(method, destination, form.version), context);
}
