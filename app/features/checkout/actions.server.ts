import { z } from "zod";
import { isOutage } from "../../api/errors";
import type { Answered } from "../../lib/form-answer";
import { answerPost, formFields, readForm } from "../../lib/form-post.server";
import type { RequestContext } from "../../lib/request-context";
import { m } from "../../paraglide/messages.js";
import type { CartOutcome } from "../cart/service.server";
import type { DeliveryAddress } from "../account/schemas";
import type { CartAddress } from "../cart-model/schemas";
import { parseFinderQuery } from "../stores/finder-query.server";
import type { Place } from "../stores/place";
import { readAddress, typedValues } from "../addresses/address-form.server";
import { compactPhone, isPhoneNumber, phoneCountryToIso2, streetLine, upperCase } from "../addresses/address-rules";
import { pay, payWithGiftCard, removeGiftCardPayment } from "./payment.server";
import {
  deliveryCountry,
  EMAIL_METHOD,
  isHomeMethod,
  isPlaceMethod,
  PLACE_METHODS,
  savedAddresses,
  usableMethods,
} from "./delivery.server";
import { CHECKOUT_INTENTS, type CheckoutAnswer, type CheckoutIntent } from "./answer";
import { stepAfterDelivery, stepPath } from "./steps";

/**
 * The checkout's write endpoints: each step's page is its own action, posting an intent. A
 * fetcher gets the answer (and `next`, the following step, once done); a plain post goes on to
 * that step by its 303, or back to the form with the reason and what was typed (PRG).
 */
const versionSchema = z.coerce.number().int().nonnegative();

/** The cart version the shopper's page showed (the form's hidden field), when it is one. */
function seenVersion(fields: Record<string, string>): number | undefined {
  const version = versionSchema.safeParse(fields.version);
  return version.success ? version.data : undefined;
}

type Options = { locale: RequestContext["locale"]["language"] };

/** What a refused write says: the cart gone, an outage, or the backend's refusal of the address. */
function refusal(
  intent: CheckoutIntent,
  outcome: Extract<CartOutcome, { ok: false }>,
  options: Options,
): Answered<CheckoutAnswer> {
  if (outcome.code === "no-cart" || outcome.code === "cart-not-found")
    return { answer: { intent, ok: false, message: m.checkout_needs_cart({}, options) }, status: 409 };
  return {
    answer: { intent, ok: false, message: m.checkout_failed({}, options) },
    status: isOutage(outcome.code) ? 503 : 400,
  };
}

async function billing(
  fields: Record<string, string>,
  context: RequestContext,
  options: Options,
  version: number | undefined,
): Promise<Answered<CheckoutAnswer>> {
  const site = await context.siteParams();
  const read = readAddress(
    fields,
    { countries: site.params.billingCountries, phoneCountries: site.params.phoneNumberCountries, phoneRequired: false },
    context.locale.language,
  );
  if (!read.ok)
    return {
      answer: {
        intent: "billing",
        ok: false,
        message: m.checkout_fix_fields({}, options),
        fieldErrors: read.fieldErrors,
        values: typedValues(fields),
      },
      status: 400,
    };
  const outcome = await context.checkout.setBilling(read.address, version);
  if (!outcome.ok) return refusal("billing", outcome, options);
  return {
    answer: {
      intent: "billing",
      ok: true,
      message: m.checkout_billing_saved({}, options),
      next: stepPath(context.locale.prefix, "delivery"),
    },
    status: 200,
  };
}

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

/** High-street pickup: who collects it (names sent upper case, spec 5) and the store it is near. */
async function highStreetPickup(
  fields: Record<string, string>,
  place: Place,
  context: RequestContext,
  options: Options,
  version: number | undefined,
  refuse: (fieldErrors: Record<string, string>) => Answered<CheckoutAnswer>,
): Promise<Answered<CheckoutAnswer>> {
  const errors: Record<string, string> = {};
  for (const name of ["firstName", "lastName"] as const)
    if (!(fields[name] ?? "").trim()) errors[name] = m.checkout_error_required({}, options);
  if (Object.keys(errors).length) return refuse(errors);
  const receiver = {
    firstName: upperCase(fields.firstName!),
    lastName: upperCase(fields.lastName!),
    phone: compactPhone(fields.phone ?? ""),
    storeId: place.id,
  };
  return deliverySaved(await context.checkout.setHighStreetPickup(receiver, version), context, options);
}

/** A saved delivery goes on to the overview, or to payment where the site's funnel has none. */
async function deliverySaved(
  outcome: CartOutcome,
  context: RequestContext,
  options: Options,
): Promise<Answered<CheckoutAnswer>> {
  if (!outcome.ok) return refusal("delivery", outcome, options);
  const site = await context.siteParams();
  const next = stepPath(context.locale.prefix, stepAfterDelivery(site.params.funnel.overview));
  return {
    answer: { intent: "delivery", ok: true, message: m.checkout_delivery_saved({}, options), next },
    status: 200,
  };
}

async function delivery(
  fields: Record<string, string>,
  context: RequestContext,
  options: Options,
  version: number | undefined,
): Promise<Answered<CheckoutAnswer>> {
  const [site, cart] = await Promise.all([context.siteParams(), context.cart.read()]);
  if (!cart)
    return { answer: { intent: "delivery", ok: false, message: m.checkout_needs_cart({}, options) }, status: 409 };
  const method = fields.method ?? "";
  if (!isHomeMethod(method) && !isPlaceMethod(method) && method !== EMAIL_METHOD)
    return {
      answer: { intent: "delivery", ok: false, message: m.checkout_method_unavailable({}, options) },
      status: 400,
    };
  const country = deliveryCountry(fields.country ?? null, cart, site.params.deliveryCountries, site.countryCodeISO2);
  const phoneRequired = Boolean(site.params.phoneNumberByShippingMethod[method]);
  const refuse = (
    fieldErrors: Record<string, string>,
    message = m.checkout_fix_fields({}, options),
  ): Answered<CheckoutAnswer> => ({
    answer: { intent: "delivery", ok: false, message, fieldErrors, values: typedValues(fields) },
    status: 400,
  });
  let destination: CartAddress;
  if (method === EMAIL_METHOD) {
    // By e-mail: offered by the backend under spec 5's rule, to a cart with nothing to ship; the cart keeps the billing address.
    const offered = await context.checkout
      .shippingMethods(cart.id, country)
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
    const savedId = fields.addressId && fields.addressId !== "new" ? fields.addressId : null;
    if (savedId) {
      const saved = (await savedAddresses(context, country)).find((address) => address.id === savedId);
      if (!saved)
        return { answer: { intent: "delivery", ok: false, message: m.checkout_place_gone({}, options) }, status: 409 };
      destination = savedDestination(saved);
      if (phoneRequired && !destination.phone)
        return refuse({ addressId: m.checkout_phone_needed({}, options) }, m.checkout_phone_needed({}, options));
    } else {
      const read = readAddress(
        fields,
        { countries: [country], phoneCountries: site.params.phoneNumberCountries, phoneRequired },
        context.locale.language,
      );
      if (!read.ok) return refuse(read.fieldErrors);
      destination = read.address;
    }
  } else {
    const phone = (fields.phone ?? "").trim();
    const phoneCountry = phoneCountryToIso2(fields.phoneCountry) ?? cart.billingAddress?.phoneNumberCountry ?? null;
    if (phoneRequired && !phone) return refuse({ phone: m.checkout_error_required({}, options) });
    if (phone && !isPhoneNumber(phone)) return refuse({ phone: m.checkout_error_phone({}, options) });
    // The place is looked up again with the search that listed it: the destination is the backend's, never the form's.
    const query = parseFinderQuery(new URLSearchParams({ q: fields.q ?? "", near: fields.near ?? "" }));
    const found = await context.stores.search(PLACE_METHODS[method], query, {
      context: "CHECKOUT",
      countryCode: country,
    });
    const place = found.ok ? found.places.find((entry) => entry.id === fields.placeId) : undefined;
    if (!place)
      return {
        answer: {
          intent: "delivery",
          ok: false,
          message: found.ok ? m.checkout_place_gone({}, options) : m.checkout_failed({}, options),
        },
        status: found.ok ? 409 : 503,
      };
    if (method === "HSP") return highStreetPickup(fields, place, context, options, version, refuse);
    destination = placeDestination(place, cart.billingAddress, phone ? compactPhone(phone) : null, phoneCountry);
  }
  return deliverySaved(await context.checkout.setShipping(method, destination, version), context, options);
}

const INTENTS: Record<CheckoutIntent, typeof billing> = {
  billing,
  delivery,
  pay,
  "gift-card-pay": payWithGiftCard,
  "gift-card-remove": removeGiftCardPayment,
};

export async function checkoutAction(
  request: Request,
  context: RequestContext,
  step: "billing" | "delivery" | "payment",
) {
  const options = { locale: context.locale.language };
  const form = await readForm(request);
  const fields = form ? formFields(form) : {};
  const intent = CHECKOUT_INTENTS.find((name) => name === fields.intent);
  const answered: Answered<CheckoutAnswer> = intent
    ? await INTENTS[intent](fields, context, options, seenVersion(fields))
    : { answer: { intent: "invalid", ok: false, message: m.checkout_failed({}, options) }, status: 400 };
  return answerPost(request, context, answered, {
    form,
    flash: (answer) => ({ checkout: answer }),
    fallback: stepPath(context.locale.prefix, step),
    next: (answer) => (answer.ok ? (answer.next ?? null) : null),
  });
}
