import { readFileSync } from "node:fs";
import type { ReactNode } from "react";
import { renderToReadableStream } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, test } from "vitest";
import { AddressFormPage } from "../../app/features/account/address-pages";
import { accountFormSchema } from "../../app/features/account/intents";
import { PasswordPage, ProfilePage } from "../../app/features/account/profile-pages";
import { BankDetailsPage, BillingAddressPage } from "../../app/features/account/settings-pages";
import { DeletionPage } from "../../app/features/account/store-and-deletion-pages";
import { addressFormSchema } from "../../app/features/addresses/address-schema";
import type { Cart } from "../../app/features/cart-model/schemas";
import type { CartPageData } from "../../app/features/cart/cart-page.server";
import { GiftCards } from "../../app/features/cart/components/gift-cards";
import { PromoCodes } from "../../app/features/cart/components/promo-codes";
import { cartFormSchema } from "../../app/features/cart/intents";
import type { Product } from "../../app/features/catalog-model/schemas";
import { BillingPage } from "../../app/features/checkout/billing-page";
import type { BillingData } from "../../app/features/checkout/billing.server";
import { DeliveryPage } from "../../app/features/checkout/delivery-page";
import type { DeliveryData } from "../../app/features/checkout/delivery.server";
import { checkoutFormSchema } from "../../app/features/checkout/intents";
import { PaymentPage } from "../../app/features/checkout/payment-page";
import type { PaymentData } from "../../app/features/checkout/payment.server";
import { consentFormSchema } from "../../app/features/consent/intents";
import { subscribeFormSchema } from "../../app/features/newsletter/intents";
import { SubscriptionForm } from "../../app/features/newsletter/subscription-form";
import { stockAlertFormSchema } from "../../app/features/wishlist/intents";
import { StockAlertForm } from "../../app/features/wishlist/stock-alert-form";
import type { LocalisedSchema } from "../../app/lib/form-rules";
import { LANGUAGES } from "../../app/lib/locales";
import { m } from "../../app/paraglide/messages.js";
import { FORM_CONSTRAINTS } from "../../app/ui/form-constraints.generated";

/**
 * Issue 51, "one validation": every form's fields are the ones its schema names, and every field
 * with a rule carries the schema's HTML constraints (generated from it), with nothing written by
 * hand beside them; the schema's messages exist in every language.
 */

type Attributes = Record<string, string | true>;
interface Control {
  tag: string;
  attributes: Attributes;
}

/** A page's forms as the server sends them, at a French URL. */
async function html(render: () => ReactNode): Promise<string> {
  const Stub = createRoutesStub([{ path: "/fr-fr/form", Component: render }]);
  const stream = await renderToReadableStream(<Stub initialEntries={["/fr-fr/form"]} />);
  await stream.allReady;
  return new Response(stream).text();
}

const attributesOf = (tag: string): Attributes =>
  Object.fromEntries(
    [...tag.matchAll(/\s([\w-]+)(?:="([^"]*)")?/g)].map(([, name, value]) => [name!, value ?? true] as const),
  );

/**
 * The named controls a form posts: its own, and those elsewhere on the page that name it
 * (`form="…"`, the delivery step's "deliver here" buttons).
 */
function postedControls(page: string, intent: string): Control[] {
  const controls = (part: string) =>
    [...part.matchAll(/<(input|select|textarea|button)\b([^>]*)>/g)]
      .map(([, tag, attributes]) => ({ tag: tag!, attributes: attributesOf(attributes!) }))
      .filter((control) => typeof control.attributes.name === "string");
  const forms = [...page.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)].filter(([, , inner]) =>
    controls(inner!).some(({ attributes }) => attributes.name === "intent" && attributes.value === intent),
  );
  expect(forms.length, `a form posting ${intent}`).toBeGreaterThan(0);
  return forms.flatMap(([, form, inner]) => {
    const id = attributesOf(form!).id;
    const named = id ? controls(page).filter((control) => control.attributes.form === id) : [];
    return [...controls(inner!), ...named];
  });
}

const CHECKED = ["maxLength", "minLength", "pattern"] as const;

interface FormWalk {
  /** The form's generated constraints by field, and its schema's fields. */
  constraints: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  fields: readonly string[];
  /** The page(s) the form is on. */
  pages: (() => ReactNode)[];
  /** Fields of the schema this rendering does not post, and why. */
  notPosted?: Record<string, string>;
  /** Fields the page requires beyond the schema, and why (what follows the site or the method). */
  requiredBeyond?: Record<string, string>;
  /** Fields whose constraints the site's parameters give in place of the schema's, and why. */
  bySite?: Record<string, string>;
}

const shapeOf = (schema: { options: readonly { shape: object }[] }, intent: string) =>
  Object.keys(
    schema.options.find((option) => (option.shape as { intent: { value: string } }).intent.value === intent)!.shape,
  ).filter((field) => field !== "intent");

const account = accountFormSchema("fr");
const checkout = checkoutFormSchema("fr");
const cart = cartFormSchema("fr");

const countries = [{ value: "FR", label: "France" }];
const phoneCountries = [{ value: "FRA", label: "France" }];
const summary = {
  lines: [],
  subtotal: "54,99 €",
  shipping: null,
  adjustments: [],
  total: "54,99 €",
  giftCardPayments: [],
  remaining: null,
};
const deliveryHome: DeliveryData = {
  version: 4,
  country: "FR",
  countries,
  methodsFailed: false,
  methods: [{ key: "NO", name: "Home", price: "0", regularPrice: null, cheapest: false, arrival: null }],
  method: "NO",
  phoneRequired: true,
  addresses: [{ id: "A9", name: "Léa Martin", lines: ["1 RUE DU BAC", "75007 PARIS"], favorite: false }],
  values: { firstName: "", lastName: "", country: "FR", phoneCountry: "FRA" },
  phone: "",
  receiver: false,
  finder: null,
  phoneCountries,
  summary,
  next: "overview",
};
const highStreetPickup: DeliveryData = {
  ...deliveryHome,
  methods: [{ key: "HSP", name: "Shop", price: "0", regularPrice: null, cheapest: false, arrival: null }],
  method: "HSP",
  addresses: [],
  receiver: true,
  finder: {
    kind: "stores",
    query: { by: "text", text: "Lyon" },
    stock: null,
    product: null,
    status: { tone: "results", text: "1", hint: null },
    places: [
      {
        id: "107",
        kind: "store",
        name: "Lyon Part-Dieu",
        href: null,
        address: { line1: "17 rue du Docteur Bouchut", zipCode: "69003", city: "Lyon", countryCode: "FR" },
        phone: null,
        distance: null,
        carrier: null,
        openNow: { text: "", open: true },
        week: [],
        closures: [],
        services: [],
        stock: null,
      },
    ],
    map: null,
    mapLabel: "",
  },
};
const billing: BillingData = {
  version: 3,
  elsewhere: null,
  values: { firstName: "", lastName: "" },
  countries,
  phoneCountries,
  summary,
};
const payment: PaymentData = {
  recaptcha: null,
  version: 3,
  chosenMethod: null,
  free: false,
  giftCards: [],
  remaining: null,
  methods: [{ name: "VISA", label: "Visa", note: null }],
  summary,
  subscriptions: [],
};
const emptyCart = { version: 2, discountCode: [], discounts: [], giftCards: [] } as unknown as Cart;
const cartPage = {
  currency: "EUR",
  giftCard: { minAmount: 1000, maxAmount: 50000, preselectedAmount: 5000 },
} as unknown as CartPageData;
const product = { productId: "1001" } as unknown as Product;
const option = { optionId: "2002", sizes: [] } as unknown as Product["options"][number];
const sizes = [
  { sku: "SKU-36", label: "36" },
  { sku: "SKU-38", label: "38" },
] as unknown as Product["options"][number]["sizes"];

const addressPage = { id: "A1", favorite: false, values: {}, countries, phoneCountries };
const THE_STREET_ALONE = "the account's billing address is the street alone";
const BY_DESTINATION = "what a destination needs follows its method and the site (delivery-actions.server.ts)";

const FORMS: Record<string, FormWalk> = {
  "account profile": {
    constraints: FORM_CONSTRAINTS.account.profile,
    fields: shapeOf(account, "profile"),
    pages: [
      () => (
        <ProfilePage
          title="Mes données"
          data={{
            values: { firstName: "Léa", lastName: "Martin" },
            email: "lea@example.com",
            fiscalNumber: true,
            phoneCountries,
            genders: [{ value: "F", label: "Femme" }],
            channels: [{ value: "EMAIL", label: "E-mail" }],
          }}
        />
      ),
    ],
  },
  "account password": {
    constraints: FORM_CONSTRAINTS.account.password,
    fields: shapeOf(account, "password"),
    pages: [() => <PasswordPage title="Mot de passe" hasPassword />],
  },
  "account delivery address": {
    constraints: FORM_CONSTRAINTS.account["address-save"],
    fields: shapeOf(account, "address-save"),
    pages: [() => <AddressFormPage title="Adresse" data={addressPage} />],
  },
  "account billing address": {
    constraints: FORM_CONSTRAINTS.account["billing-address"],
    fields: shapeOf(account, "billing-address"),
    pages: [() => <BillingAddressPage title="Facturation" data={{ values: {}, countries, elsewhere: null }} />],
    notPosted: {
      firstName: THE_STREET_ALONE,
      lastName: THE_STREET_ALONE,
      phone: THE_STREET_ALONE,
      phoneCountry: THE_STREET_ALONE,
    },
  },
  "account bank details": {
    constraints: FORM_CONSTRAINTS.account.iban,
    fields: shapeOf(account, "iban"),
    pages: [() => <BankDetailsPage title="IBAN" data={{ iban: null }} />],
  },
  "account deletion": {
    constraints: FORM_CONSTRAINTS.account["delete-account"],
    fields: shapeOf(account, "delete-account"),
    pages: [() => <DeletionPage title="Supprimer" data={{ deleted: false, email: "lea@example.com" }} />],
  },
  "checkout billing": {
    constraints: FORM_CONSTRAINTS.checkout.billing,
    fields: shapeOf(checkout, "billing"),
    pages: [() => <BillingPage data={billing} />],
  },
  "checkout delivery": {
    constraints: FORM_CONSTRAINTS.checkout.delivery,
    fields: shapeOf(checkout, "delivery"),
    // Home to a new address, and high-street pickup (a place found by a search, a receiver).
    pages: [() => <DeliveryPage data={deliveryHome} />, () => <DeliveryPage data={highStreetPickup} />],
    notPosted: {
      near: "a search by position posts it; this one is by town",
    },
    requiredBeyond: {
      firstName: BY_DESTINATION,
      lastName: BY_DESTINATION,
      address1: BY_DESTINATION,
      zipCode: BY_DESTINATION,
      city: BY_DESTINATION,
      country: BY_DESTINATION,
      phone: BY_DESTINATION,
    },
  },
  "checkout gift card": {
    constraints: FORM_CONSTRAINTS.checkout["gift-card-pay"],
    fields: shapeOf(checkout, "gift-card-pay"),
    pages: [() => <PaymentPage data={payment} />],
  },
  "cart promo code": {
    constraints: FORM_CONSTRAINTS.cart["promo-add"],
    fields: shapeOf(cart, "promo-add"),
    pages: [() => <PromoCodes cart={emptyCart} currency="EUR" />],
  },
  "cart gift card": {
    constraints: FORM_CONSTRAINTS.cart["gift-card-add"],
    fields: shapeOf(cart, "gift-card-add"),
    pages: [() => <GiftCards data={cartPage} cart={emptyCart} />],
    bySite: { amount: "the site's gift card range (its parameters) bounds it, tighter than the schema" },
  },
  "newsletter sign-up": {
    constraints: FORM_CONSTRAINTS.newsletter.subscribe,
    fields: Object.keys(subscribeFormSchema.shape).filter((field) => field !== "intent"),
    pages: [() => <SubscriptionForm defaultEmail="" origin="" recaptchaScript={null} />],
    notPosted: {
      origin: "posted when the page was reached from a campaign (its `origin`)",
      "g-recaptcha-response": "posted where the site asks for recaptcha",
    },
    requiredBeyond: { email: "its rule is a refinement (isEmail) that JSON Schema cannot carry" },
  },
  "stock alert": {
    constraints: FORM_CONSTRAINTS.stockAlert["stock-alert"],
    fields: Object.keys(stockAlertFormSchema.shape).filter((field) => field !== "intent"),
    pages: [() => <StockAlertForm product={product} option={option} sizes={sizes} alerted={new Set()} />],
  },
};

const intentOf: Record<string, string> = {
  "account profile": "profile",
  "account password": "password",
  "account delivery address": "address-save",
  "account billing address": "billing-address",
  "account bank details": "iban",
  "account deletion": "delete-account",
  "checkout billing": "billing",
  "checkout delivery": "delivery",
  "checkout gift card": "gift-card-pay",
  "cart promo code": "promo-add",
  "cart gift card": "gift-card-add",
  "newsletter sign-up": "subscribe",
  "stock alert": "stock-alert",
};

describe("issue 51: every form's fields and constraints are its schema's", () => {
  for (const [name, walk] of Object.entries(FORMS)) {
    test(`${name}: each field the schema names is in the form, each carries the schema's constraints and no other`, async () => {
      const controls = (await Promise.all(walk.pages.map(html))).flatMap((page) =>
        postedControls(page, intentOf[name]!),
      );
      const posted = new Set(controls.map((control) => control.attributes.name));
      const missing = walk.fields.filter((field) => !posted.has(field) && !walk.notPosted?.[field]);
      expect(missing, `${name}: fields of the schema missing from the form`).toEqual([]);
      for (const { tag, attributes } of controls) {
        const field = String(attributes.name);
        if (!walk.fields.includes(field) || attributes.type === "hidden" || tag === "button") continue;
        if (walk.bySite?.[field]) continue;
        const expected = walk.constraints[field as keyof typeof walk.constraints] ?? {};
        const where = `${name}, ${field}`;
        if (expected.required) expect(attributes.required, `${where}: required`).toBe("");
        if (attributes.required !== undefined && !expected.required)
          expect(walk.requiredBeyond?.[field], `${where}: required, not by the schema`).toBeDefined();
        // A select or a box has no length or pattern of its own: its choices are its rule.
        if (tag === "select" || attributes.type === "checkbox" || attributes.type === "radio") continue;
        for (const constraint of CHECKED) {
          const value = expected[constraint];
          expect(attributes[constraint], `${where}: ${constraint}`).toBe(
            value === undefined ? undefined : String(value),
          );
        }
        if (expected.type) expect(attributes.type, `${where}: type`).toBe(expected.type);
      }
    });
  }

  test("the consent form's boxes carry no rule a constraint could say", () => {
    expect(FORM_CONSTRAINTS.consent).toEqual({});
  });
});

const messages = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    JSON.parse(readFileSync(`messages/${language}.json`, "utf8")) as Record<string, unknown>,
  ]),
);

describe("issue 51: each schema's rules say their problems in the shopper's language", () => {
  const schemas: Record<string, LocalisedSchema<unknown>> = {
    account: accountFormSchema,
    checkout: checkoutFormSchema,
    cart: cartFormSchema,
    consent: consentFormSchema,
    address: addressFormSchema,
  };
  for (const [name, schema] of Object.entries(schemas)) {
    test(`${name}: every message its rules say exists in all six languages`, () => {
      expect(schema.messages.length).toBeGreaterThan(0);
      for (const key of schema.messages)
        for (const language of LANGUAGES)
          expect(messages[language]![key], `${key} in ${language}`).toEqual(expect.any(String));
    });
  }

  test("the same post is refused in the language of the schema it is parsed with, field by field", () => {
    for (const language of LANGUAGES) {
      const parsed = accountFormSchema(language).safeParse({
        intent: "profile",
        firstName: "",
        lastName: "x".repeat(41),
        phone: "12",
        birthday: "2030-01-01",
      });
      const said = Object.fromEntries(parsed.error!.issues.map((issue) => [issue.path[0], issue.message]));
      const options = { locale: language };
      expect(said).toEqual({
        firstName: m.checkout_error_required({}, options),
        lastName: m.checkout_error_too_long({ max: 40 }, options),
        phone: m.checkout_error_phone({}, options),
        birthday: m.account_error_birthday({}, options),
      });
    }
  });

  test("a postcode is checked against the country chosen beside it; a password against its confirmation", () => {
    const fr = { locale: "fr" as const };
    const address = { firstName: "Léa", lastName: "Martin", address1: "1 rue du Bac", city: "Paris", country: "FR" };
    const zip = (zipCode: string) =>
      addressFormSchema("fr")
        .safeParse({ ...address, zipCode })
        .error?.issues.map((issue) => issue.message);
    expect(zip("75007")).toBeUndefined();
    expect(zip("7500")).toEqual([m.checkout_error_zip({}, fr)]);
    const confirmation = accountFormSchema("fr").safeParse({
      intent: "password",
      oldPassword: "old",
      newPassword: "a-long-password",
      confirmPassword: "another-one",
    });
    expect(confirmation.error?.issues).toMatchObject([
      { path: ["confirmPassword"], message: m.account_password_mismatch({}, fr) },
    ]);
  });
});
