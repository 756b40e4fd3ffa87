import type { ReactNode } from "react";
import { renderToReadableStream } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, test } from "vitest";
import type { AccountAnswer } from "../../app/features/account/answer";
import { Notice } from "../../app/features/account/page-states";
import type { CartAnswer } from "../../app/features/cart/intents";
import type { Flash } from "../../app/lib/flash";
import { ANSWER_TARGET, atAnswer } from "../../app/lib/form-answer";
import { answerPost } from "../../app/lib/form-post.server";
import { useFlashedAnswer } from "../../app/lib/use-flash";
import { FlashRoute } from "../helpers/flash-route";
import { FormOutcome } from "../../app/ui/form-outcome";
import { testContext } from "../helpers/request-context";

const post = (path: string) =>
  new Request(`http://localhost:8787${path}`, {
    method: "POST",
    body: "intent=promo-add",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });

describe("issue 49: a plain post's 303 lands on its answer, not the top of the page", () => {
  test("the page's path gets the answer's fragment, unless it already names a place of its own", () => {
    expect(atAnswer("/fr-fr/cart")).toBe(`/fr-fr/cart#${ANSWER_TARGET}`);
    expect(atAnswer("/fr-fr/robe--p1?option=2")).toBe("/fr-fr/robe--p1?option=2#form-answer");
    expect(atAnswer("/fr-fr/robe--p1#product-sizes")).toBe("/fr-fr/robe--p1#product-sizes");
  });

  test("every domain's plain post goes back onto #form-answer; a fetcher gets the answer; a page gone on to gets none", () => {
    const answered = { answer: { intent: "promo-add", ok: false, message: "Code inconnu" }, status: 400 };
    const plain = answerPost(post("/fr-fr/cart"), testContext("/fr-fr/cart"), answered, {
      name: "cart",
      back: "/fr-fr/cart?step=1",
      next: null,
    }) as Response;
    expect(plain.status).toBe(303);
    expect(plain.headers.get("Location")).toBe("/fr-fr/cart?step=1#form-answer");

    const fetcher = answerPost(post("/fr-fr/cart.data"), testContext("/fr-fr/cart"), answered, {
      name: "cart",
      back: "/fr-fr/cart",
      next: null,
    });
    expect(fetcher).toMatchObject({ data: answered.answer, init: { status: 400 } });

    const onward = answerPost(post("/fr-fr/order-billing"), testContext("/fr-fr/order-billing"), answered, {
      name: "checkout",
      back: "/fr-fr/order-billing",
      next: { path: "/fr-fr/order-delivery" },
    }) as Response;
    expect(onward.headers.get("Location")).toBe("/fr-fr/order-delivery");
  });
});

/** What the page route renders: set by `html()` for each test. */
let pageContent: () => ReactNode = () => null;
function PageRoute() {
  return <>{pageContent()}</>;
}

/** What a page renders at /fr-fr/page, with `flash` as the locale route's loader took it. */
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

const flashed: CartAnswer = { intent: "promo-add", ok: false, message: "Ce code n’existe pas." };
const flash: Flash = { notice: null, answers: { cart: flashed } };

function FlashedOutcome({ id }: { id?: string }) {
  return <FormOutcome base="cart-outcome" answer={useFlashedAnswer("cart")} id={id} />;
}

describe("issue 49: the element saying a plain post's answer is where its 303 lands", () => {
  test("a form's outcome saying the flashed answer carries the fragment's id and takes the focus; another answer does not", async () => {
    const page = await html(flash, () => (
      <>
        <FlashedOutcome />
        <FormOutcome base="other" answer={{ ok: true, message: "Autre réponse" }} />
      </>
    ));
    expect(page).toContain(
      '<p class="cart-outcome cart-outcome--error" role="status" id="form-answer" tabindex="-1">Ce code n’existe pas.</p>',
    );
    expect(page).toContain('<p class="other other--ok" role="status">Autre réponse</p>');
    expect(page.match(/id="form-answer"/g)).toHaveLength(1);
  });

  test("the landing id takes the place of an outcome's own id only while it says the flashed answer", async () => {
    expect(await html(flash, () => <FlashedOutcome id="product-add-outcome" />)).toContain('id="form-answer"');
    const none = await html({ notice: null, answers: {} }, () => <FlashedOutcome id="product-add-outcome" />);
    expect(none).toContain('<p class="cart-outcome" role="status" id="product-add-outcome"></p>');
    expect(none).not.toContain("form-answer");
  });

  test("an account notice of the flashed answer is a landing place too", async () => {
    const saved: AccountAnswer = { intent: "profile", ok: true, message: "Vos informations sont enregistrées." };
    const page = await html({ notice: null, answers: { account: saved } }, () => (
      <Notice answer={useFlashedAnswer("account")} />
    ));
    expect(page).toContain(
      '<p role="status" class="account-notice" id="form-answer" tabindex="-1">Vos informations sont enregistrées.</p>',
    );
  });
});
