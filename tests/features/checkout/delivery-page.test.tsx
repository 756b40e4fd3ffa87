import { renderToReadableStream } from "react-dom/server";
import { createRoutesStub, useLoaderData } from "react-router";
import { describe, expect, test } from "vitest";
import { DeliveryPage } from "../../../app/features/checkout/delivery-page";
import type { DeliveryData } from "../../../app/features/checkout/delivery.server";
import type { CheckoutAnswer } from "../../../app/features/checkout/answer";
import type { Flash } from "../../../app/lib/flash";
import { FlashRoute } from "../../helpers/flash-route";
import { m } from "../../../app/paraglide/messages.js";

const unescapeHtml = (text: string) => text.replace(/&#x27;/g, "'").replace(/&amp;/g, "&");

function DeliveryRoute() {
  return <DeliveryPage data={useLoaderData<DeliveryData>()} />;
}

/** The delivery step as the server sends it at `prefix`, with the answer a plain post flashed back. */
async function html(prefix: "fr-fr" | "en", data: DeliveryData, answer: CheckoutAnswer): Promise<string> {
  const loaderData: { flash: Flash } = { flash: { notice: null, answers: { checkout: answer } } };
  const Stub = createRoutesStub([
    {
      id: prefix,
      path: `/${prefix}`,
      loader: () => loaderData,
      Component: FlashRoute,
      children: [{ id: "delivery", path: "order-delivery", loader: () => data, Component: DeliveryRoute }],
    },
  ]);
  const stream = await renderToReadableStream(
    <Stub
      initialEntries={[`/${prefix}/order-delivery`]}
      hydrationData={{ loaderData: { [prefix]: loaderData, delivery: data } }}
    />,
  );
  await stream.allReady;
  return unescapeHtml(
    (await new Response(stream).text()).replace(/<!-- -->/g, "").replace(/ data-discover="true"/g, ""),
  );
}

/** Home delivery in `country`, with one saved address (without a phone number). */
const data = (country: string): DeliveryData => ({
  version: 4,
  country,
  countries: [{ value: country, label: country }],
  methodsFailed: false,
  methods: [{ key: "NO", name: "Home", price: "0", regularPrice: null, cheapest: false, arrival: null }],
  method: "NO",
  phoneRequired: true,
  addresses: [{ id: "A9", name: "Léa Martin", lines: ["1 RUE DU BAC", "75007 PARIS"], favorite: false }],
  values: { firstName: "", lastName: "", country, phoneCountry: undefined },
  phone: "",
  receiver: false,
  finder: null,
  phoneCountries: [],
  summary: {
    lines: [],
    subtotal: "54,99 €",
    shipping: null,
    adjustments: [],
    total: "54,99 €",
    giftCardPayments: [],
    remaining: null,
  },
  next: "overview",
});

/** The text of the page's error summary, tags dropped. */
const summaryText = (page: string) =>
  (/<div class="error-summary"[^>]*>(.*?)<\/div>/.exec(page)?.[1] ?? "").replace(/<[^>]+>/g, " ");

describe("decision 184: a saved address without the phone the method needs", () => {
  for (const [prefix, language] of [
    ["fr-fr", "fr"],
    ["en", "en"],
  ] as const) {
    test(`${prefix}: the summary names the saved addresses by their legend, says why once, and links to the first choice`, async () => {
      const options = { locale: language };
      const needed = m.checkout_phone_needed({}, options);
      const page = await html(prefix, data(prefix === "en" ? "GB" : "FR"), {
        intent: "delivery",
        ok: false,
        message: m.checkout_fix_fields({}, options),
        fieldErrors: { addressId: needed },
      });
      const summary = summaryText(page);
      expect(summary).toContain(
        m.field_error_line({ label: m.checkout_delivery_address({}, options), error: needed }, options),
      );
      expect(summary.split(needed)).toHaveLength(2);
      expect(summary).not.toMatch(/addressId/);
      expect(page).toContain('href="#shipping-addressId"');
      const firstChoice = /<input[^>]*id="shipping-addressId"[^>]*>/.exec(page)?.[0];
      expect(firstChoice).toMatch(/name="addressId"[^>]*value="A9"/);
      // The group says it too, under its legend, and is described by it.
      expect(page).toContain('<fieldset aria-describedby="shipping-addressId-error">');
      expect(page).toContain(`<p id="shipping-addressId-error" class="field__error">${needed}</p>`);
    });
  }

  test("a refusal of the whole form (a place gone) is said once, without a field's name, where a plain post lands", async () => {
    const gone = m.checkout_place_gone({}, { locale: "fr" });
    const page = await html("fr-fr", data("FR"), { intent: "delivery", ok: false, message: gone });
    expect(page).toMatch(/<div class="error-summary" role="alert" tabindex="-1" id="form-answer">/);
    expect(summaryText(page).split(gone)).toHaveLength(2);
  });
});
