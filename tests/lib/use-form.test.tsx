import type { ReactNode } from "react";
import { renderToReadableStream } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, test } from "vitest";
import type { CartAnswer } from "../../app/features/cart/intents";
import type { CheckoutAnswer } from "../../app/features/checkout/answer";
import type { Flash } from "../../app/lib/flash";
import { FlashRoute } from "../helpers/flash-route";
import { answerOf, toastKind, useForm } from "../../app/lib/use-form";

const refusedCode: CartAnswer = { intent: "promo-add", ok: false, message: "Code inconnu" };
const added: CartAnswer = { intent: "add-to-cart", ok: true, message: "Ajouté", sku: "S1" };
const invalid: CartAnswer = { intent: "invalid", ok: false, message: "Formulaire invalide" };

describe("one way to answer: which answer a form shows, the same for every domain", () => {
  test("the fetcher's answer once it has come, never an older plain post's then", () => {
    expect(answerOf(added, refusedCode, { intents: ["add-to-cart"] })).toEqual({ fetched: added });
    // A fetcher that answered about another form's intent hides the flashed one too: it is newer.
    expect(answerOf(added, refusedCode, { intents: ["promo-add"] })).toEqual({});
    expect(answerOf(undefined, refusedCode, { intents: ["promo-add"] })).toEqual({ flashed: refusedCode });
  });

  test("a flashed answer is this form's only when about one of its intents; a fetcher's invalid is its own", () => {
    expect(answerOf(undefined, refusedCode, { intents: ["add-to-cart"] })).toEqual({});
    expect(answerOf(undefined, invalid, { intents: ["add-to-cart"] })).toEqual({});
    expect(answerOf(undefined, invalid, {})).toEqual({ flashed: invalid });
    expect(answerOf(invalid, undefined, { intents: ["add-to-cart"] })).toEqual({ fetched: invalid });
  });

  test("`about` picks this form's answer among alike forms; a form may leave flashed answers to its page", () => {
    const size = (sku: string) => ({ intents: ["add-to-cart"], about: (answer: CartAnswer) => answer.sku === sku });
    expect(answerOf(undefined, added, size("S1"))).toEqual({ flashed: added });
    expect(answerOf(undefined, added, size("S2"))).toEqual({});
    expect(answerOf(added, undefined, size("S2"))).toEqual({});
    expect(answerOf(undefined, added, { saysFlashed: false })).toEqual({});
    expect(answerOf(added, undefined, { saysFlashed: false })).toEqual({ fetched: added });
  });

  test("a fetcher's answer is said in a toast only of the kind asked for", () => {
    expect([toastKind(added, "done"), toastKind(added, "refused"), toastKind(added, "every")]).toEqual([
      "success",
      null,
      "success",
    ]);
    expect([
      toastKind(refusedCode, "done"),
      toastKind(refusedCode, "refused"),
      toastKind(refusedCode, "every"),
    ]).toEqual([null, "error", "error"]);
    expect(toastKind(added, undefined)).toBeNull();
  });
});

/** What the page route renders: set by `html()` for each test. */
let pageContent: () => ReactNode = () => null;
function PageRoute() {
  return <>{pageContent()}</>;
}

/** What a page renders at /fr-fr/page, its flash handed down by the locale route as the app does. */
async function html(flash: Flash, page: () => ReactNode): Promise<string> {
  pageContent = page;
  const loaderData = { flash };
  const Stub = createRoutesStub([
    {
      id: "fr-fr",
      path: "/fr-fr",
      loader: () => loaderData,
      Component: FlashRoute,
      children: [{ id: "page", path: "page", loader: () => null, Component: PageRoute }],
    },
  ]);
  const stream = await renderToReadableStream(
    <Stub initialEntries={["/fr-fr/page"]} hydrationData={{ loaderData: { "fr-fr": loaderData, page: null } }} />,
  );
  await stream.allReady;
  return (await new Response(stream).text()).replace(/<!-- -->/g, "");
}

function PromoForm() {
  const { answer, flashed, busy } = useForm("cart", { key: "cart-promo", intents: ["promo-add", "promo-remove"] });
  return (
    <p data-flashed={flashed} data-busy={busy}>
      {answer?.message ?? "none"}
    </p>
  );
}

function GiftCardForm() {
  const { answer } = useForm("cart", { key: "cart-gift-card", intents: ["gift-card-add"] });
  return <p>{`gift:${answer?.message ?? "none"}`}</p>;
}

function BillingForm() {
  const { errors, values } = useForm("checkout", { key: "checkout-billing", intents: ["billing"] });
  return <p>{`${errors.lastName ?? ""}|${values?.lastName ?? ""}`}</p>;
}

describe("useForm: a plain post's answer, read through the flash its form's schema checked", () => {
  test("the form about the flashed intent says it, marked as the plain post's; another form of the domain does not", async () => {
    const page = await html({ notice: null, answers: { cart: refusedCode } }, () => (
      <>
        <PromoForm />
        <GiftCardForm />
      </>
    ));
    expect(page).toContain('<p data-flashed="true" data-busy="false">Code inconnu</p>');
    expect(page).toContain("<p>gift:none</p>");
  });

  test("a refused plain post's field errors and what was typed come back with it", async () => {
    const refused: CheckoutAnswer = {
      intent: "billing",
      ok: false,
      message: "Corrigez les champs",
      fieldErrors: { lastName: "Nom trop long" },
      values: { lastName: "Martin" },
    };
    expect(await html({ notice: null, answers: { checkout: refused } }, () => <BillingForm />)).toContain(
      "<p>Nom trop long|Martin</p>",
    );
    expect(await html({ notice: null, answers: {} }, () => <BillingForm />)).toContain("<p>|</p>");
  });
});
