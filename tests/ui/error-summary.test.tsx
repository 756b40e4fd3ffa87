import { renderToReadableStream } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, test } from "vitest";
import { ErrorSummary, summaryOf } from "../../app/ui/error-summary";
import { m } from "../../app/paraglide/messages.js";

const fr = { locale: "fr" as const };
const en = { locale: "en" as const };
const labels = { firstName: "Prénom", zipCode: "Code postal", city: "Ville" };

describe("decision 184: an error summary names each field by its label, says the form's own errors without a name, and nothing twice", () => {
  test("field errors in the form's order, each named by its label and linked to its field, whatever order the answer gave", () => {
    const summary = summaryOf(
      "Veuillez vérifier les champs suivants :",
      { city: "Obligatoire", firstName: "Obligatoire" },
      "billing",
      labels,
    );
    expect(summary).toEqual({
      title: "Veuillez vérifier les champs suivants :",
      lines: [
        { sentence: "Obligatoire", field: { label: "Prénom", href: "#billing-firstName" } },
        { sentence: "Obligatoire", field: { label: "Ville", href: "#billing-city" } },
      ],
    });
  });

  test("an error on a field the form does not label is the form's: said without the field's name, before the fields'", () => {
    const { lines } = summaryOf(
      "Title",
      { addressId: "Choose another address.", city: "Required" },
      "shipping",
      labels,
    );
    expect(lines[0]).toEqual({ sentence: "Choose another address." });
    expect(JSON.stringify(lines)).not.toContain("addressId");
  });

  test("a key an object has of its own only is a label: a field called constructor or toString is not named by them", () => {
    const { lines } = summaryOf("", { constructor: "Refused.", toString: "Also refused." }, "form", labels);
    expect(lines).toEqual([{ sentence: "Refused." }, { sentence: "Also refused." }]);
  });

  test("the same sentence is never said twice: the message a field's line says is not the title; the form's own line the title says is dropped", () => {
    const phone = "This delivery method needs a phone number.";
    expect(summaryOf(phone, { addressId: phone }, "shipping", { addressId: "Deliver to" })).toEqual({
      title: null,
      lines: [{ sentence: phone, field: { label: "Deliver to", href: "#shipping-addressId" } }],
    });
    expect(summaryOf(phone, { addressId: phone }, "shipping", {})).toEqual({ title: phone, lines: [] });
    expect(summaryOf("Fix these:", { a: phone, b: phone }, "form", {}).lines).toEqual([{ sentence: phone }]);
  });

  test("an empty label names nothing: the error is said without a name", () => {
    expect(summaryOf("", { city: "Required" }, "billing", { city: "" }).lines).toEqual([{ sentence: "Required" }]);
  });
});

/** The summary as the server sends it at a French or English URL. */
async function html(prefix: "fr-fr" | "en", element: () => React.ReactNode): Promise<string> {
  const Stub = createRoutesStub([{ path: `/${prefix}/form`, Component: element }]);
  const stream = await renderToReadableStream(<Stub initialEntries={[`/${prefix}/form`]} />);
  await stream.allReady;
  return (await new Response(stream).text()).replace(/<!-- -->/g, "");
}

describe("decision 184: the summary on the page", () => {
  test("a refused answer: the message, then each field's line in the page's language, a link to its field", async () => {
    const answer = {
      ok: false,
      message: m.checkout_fix_fields({}, fr),
      fieldErrors: { zipCode: m.checkout_error_zip({}, fr), addressId: m.checkout_phone_needed({}, fr) },
    };
    const page = await html("fr-fr", () => <ErrorSummary answer={answer} section="billing" labels={labels} />);
    expect(page).toContain('role="alert"');
    expect(page).toContain(`<p class="error-summary__title">${m.checkout_fix_fields({}, fr)}</p>`);
    expect(page).toContain(
      `<a href="#billing-zipCode">${m.field_error_line({ label: "Code postal", error: m.checkout_error_zip({}, fr) }, fr)}</a>`,
    );
    // The key no label names is said as the form's, once, never by its name.
    expect(page).toContain(`<li>${m.checkout_phone_needed({}, fr).replace(/'/g, "&#x27;")}</li>`);
    expect(page).not.toMatch(/addressId|zipCode\s*:/);
  });

  test("a refusal without field errors says its message alone; a done answer or none shows no summary", async () => {
    const refused = { ok: false, message: m.checkout_failed({}, en) };
    const page = await html("en", () => <ErrorSummary answer={refused} section="billing" labels={labels} />);
    expect(page).toContain(`<p class="error-summary__title">${m.checkout_failed({}, en).replace(/'/g, "&#x27;")}</p>`);
    expect(page).not.toContain("<ul>");
    for (const answer of [{ ok: true, message: "Saved." }, undefined]) {
      const none = await html("en", () => <ErrorSummary answer={answer} section="billing" labels={labels} />);
      expect(none).not.toContain("error-summary");
    }
  });
});
