import { describe, expect, test } from "vitest";
import { checkoutAction as checkoutEndpoint } from "../../../app/features/checkout/actions.server";
import {
  CHECKOUT_FORM_FIELDS,
  checkoutFieldLabels,
  type CheckoutFormWithFields,
} from "../../../app/features/checkout/field-labels";
import { LANGUAGES } from "../../../app/lib/locales";
import { m } from "../../../app/paraglide/messages.js";
import { PRODUCTS } from "../../../mocks/data/catalog/products";
import { answering } from "../../helpers/answers";
import { mockApi } from "../../helpers/mock-api";
import { frenchCustomerWithCart } from "../../helpers/customer";
import { accountService } from "../../../app/features/account/account.server";

const checkoutAction = answering(checkoutEndpoint, "checkout");
const backend = mockApi();
const fr = { locale: "fr" as const };
const sku = PRODUCTS.flatMap((product) => product.options.flatMap((option) => option.sizes)).find(
  (size) => size.stock >= 6 && size.availabilityCode === 2,
)!.sku;

/** Léa on the French site, one line in her cart. */
const lea = () => frenchCustomerWithCart(backend, "C100001", "/fr-fr/order-delivery", sku);

/** A saved address of Léa's without a phone number (the account's address form lets her leave it out): its id. */
async function savedWithoutPhone(context: Awaited<ReturnType<typeof lea>>): Promise<string> {
  const created = await accountService(context()).createDeliveryAddress({
    firstName: "Léa",
    lastName: "Martin",
    line1: "1 rue du Bac",
    line2: null,
    line3: null,
    line4: null,
    zipCode: "75007",
    city: "Paris",
    country: "FR",
    phoneNumber: null,
    phoneNumberCountry: null,
    favorite: false,
  });
  if (!created.ok) throw new Error("the address was not saved");
  return created.value.id;
}

const post = (step: "billing" | "delivery", fields: Record<string, string>) =>
  new Request(`http://localhost:8787/fr-fr/order-${step}.data`, {
    method: "POST",
    body: new URLSearchParams({ intent: step, ...(step === "delivery" ? { country: "FR" } : {}), ...fields }),
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });

/** The fields an answer names. */
const namedIn = (answer: { data: unknown }) =>
  Object.keys((answer.data as { fieldErrors?: Record<string, string> }).fieldErrors ?? {});

describe("decision 184: every field a checkout form's refusal names has the label the shopper reads", () => {
  test("each field of each form is labelled in all six languages, by a text of its own, never its name", () => {
    for (const form of Object.keys(CHECKOUT_FORM_FIELDS) as CheckoutFormWithFields[]) {
      for (const language of LANGUAGES) {
        const labels: Record<string, string> = checkoutFieldLabels(form, { locale: language });
        expect(Object.keys(labels)).toEqual([...CHECKOUT_FORM_FIELDS[form]]);
        for (const [name, label] of Object.entries(labels)) {
          expect(label.trim(), `${form} ${name} in ${language}`).not.toBe("");
          expect(label).not.toBe(name);
        }
        expect(new Set(Object.values(labels)).size).toBe(Object.keys(labels).length);
      }
    }
  });

  test("the failing cases of billing and delivery name only fields their form labels", async () => {
    const context = await lea();
    const labelled = {
      billing: checkoutFieldLabels("billing", fr),
      delivery: checkoutFieldLabels("delivery", fr),
    };
    const phoneless = await savedWithoutPhone(context);
    const cases: [CheckoutFormWithFields, Record<string, string>][] = [
      ["billing", {}],
      ["billing", { address1: "x".repeat(60), zipCode: "7500", country: "DE", phone: "12", firstName: "y".repeat(50) }],
      ["billing", { address1: "1 rue", zipCode: "75001", city: "Paris", country: "FR", phone: "0612345678" }],
      ["delivery", { method: "NO", addressId: "new" }],
      ["delivery", { method: "NO", addressId: "new", phone: "abc", phoneCountry: "XXX", city: "z".repeat(50) }],
      ["delivery", { method: "NO", addressId: phoneless }],
      ["delivery", { method: "PR", q: "Paris", placeId: "PR-FR-001", phone: "" }],
      ["delivery", { method: "PR", q: "Paris", placeId: "PR-FR-001", phone: "abc" }],
      ["delivery", { method: "HSP", q: "Lyon", placeId: "107", phone: "0612345678", firstName: "", lastName: "" }],
    ];
    const named = new Set<string>();
    for (const [form, fields] of cases) {
      const answer = await checkoutAction(post(form, fields), context(), form);
      expect(answer.data, `${form} ${JSON.stringify(fields)}`).toMatchObject({ ok: false });
      const names = namedIn(answer);
      expect(names.length, `${form} ${JSON.stringify(fields)}`).toBeGreaterThan(0);
      for (const name of names) {
        expect(Object.keys(labelled[form]), `${form} names ${name}`).toContain(name);
        named.add(`${form}.${name}`);
      }
    }
    // The saved address without a phone: named by the saved addresses' legend, once.
    expect(named).toContain("delivery.addressId");
  });

  test("a saved address without the phone its method needs: refused on the saved addresses, the form's message the usual one", async () => {
    const context = await lea();
    const phoneless = await savedWithoutPhone(context);
    const answer = await checkoutAction(
      post("delivery", { method: "NO", addressId: phoneless }),
      context(),
      "delivery",
    );
    expect(answer).toMatchObject({
      data: {
        ok: false,
        message: m.checkout_fix_fields({}, fr),
        fieldErrors: { addressId: m.checkout_phone_needed({}, fr) },
      },
      init: { status: 400 },
    });
  });
});
