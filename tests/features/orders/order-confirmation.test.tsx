import type { ComponentProps } from "react";
import { renderToReadableStream } from "react-dom/server";
import { createRoutesStub, Outlet, useLoaderData } from "react-router";
import { describe, expect, test } from "vitest";
import { orderView, type OrderView } from "../../../app/features/orders/order-view.server";
import type { OrderDetail } from "../../../app/features/orders/schemas";
import { LANGUAGES, LOCALES, type LocalePrefix } from "../../../app/lib/locales";
import { m } from "../../../app/paraglide/messages.js";
import Confirmation from "../../../app/routes/order/confirmation";
import { mockApi } from "../../helpers/mock-api";
import { testContext } from "../../helpers/request-context";
import { orderService } from "../../../app/features/orders/orders.server";

const backend = mockApi();

/** Léa's order as the backend answers it, with a promo code taken off (the cart's WELCOME10). */
async function orderWithDiscount(): Promise<OrderDetail> {
  const session = backend.newSession();
  const pair = await backend.signIn("C100001");
  const context = testContext("/fr-fr/account/orders", {
    api: backend.client({ session, store: "fr", language: "fr-FR", token: pair.accessToken }),
    tokens: pair,
  });
  const order = (await orderService(context).find("AS26000812"))!;
  return {
    ...order,
    discountCode: [{ code: "WELCOME10", type: "REM" as const, value: 10, productOutOfStock: false, opcId: null }],
    discounts: [{ code: "WELCOME10", type: "REM", amount: { centAmount: 1595 } }],
  };
}

function ConfirmationRoute() {
  const props = { loaderData: useLoaderData(), params: {}, matches: [] } as unknown as ComponentProps<
    typeof Confirmation
  >;
  return <Confirmation {...props} />;
}

/** The confirmation page as the server sends it at `prefix`, read as text. */
async function confirmationHtml(prefix: LocalePrefix, order: OrderView): Promise<string> {
  const data = { orderNumber: order.number, order, transaction: null };
  const Stub = createRoutesStub([
    {
      id: prefix,
      path: `/${prefix}`,
      Component: Outlet,
      children: [{ id: "confirmation", path: "order-confirmation", loader: () => data, Component: ConfirmationRoute }],
    },
  ]);
  const stream = await renderToReadableStream(
    <Stub
      initialEntries={[`/${prefix}/order-confirmation?order=${order.number}`]}
      hydrationData={{ loaderData: { [prefix]: null, confirmation: data } }}
    />,
  );
  await stream.allReady;
  return (await new Response(stream).text()).replace(/<!-- -->/g, "").replace(/&#x27;/g, "'");
}

/** The prefix of each language's main site. */
const PREFIX = { fr: "fr-fr", en: "en", es: "es-es", de: "de-de", it: "it-it", pl: "pl-pl" } as const;

describe("issue 49: the order confirmation's summary, in every language", () => {
  test.each(LANGUAGES)(
    "%s: subtotal, the discount with a minus sign, no empty block, no dangling separator",
    async (language) => {
      const prefix = PREFIX[language as keyof typeof PREFIX];
      const view = orderView(await orderWithDiscount(), LOCALES[prefix]);
      const html = await confirmationHtml(prefix, view);
      const options = { locale: language as keyof typeof PREFIX };

      // The checkout's lines: subtotal, the discount taken off with U+2212, the delivery, the total.
      expect(html).toContain(`<dt>${m.checkout_summary_subtotal({}, options)}</dt><dd>${view.summary.subtotal}</dd>`);
      const discount = view.summary.adjustments[0]!;
      expect(discount.label).toBe(m.checkout_summary_promo({ code: "WELCOME10" }, options));
      expect(discount.amount).toMatch(/^\u2212/);
      expect(html).toContain(`<dd>${discount.amount}</dd>`);
      expect(html, "no amount written with a hyphen").not.toMatch(/<dd>-/);

      // No block without content: a heading alone, an empty address, paragraph or definition.
      expect(html).not.toMatch(/<section[^>]*><h[23]>[^<]*<\/h[23]><\/section>/);
      expect(html).not.toMatch(/<(address|p|dd|dt|section|div)[^>]*><\/\1>/);
      // No separator left at the start or the end of a text: "·" only ever sits between two words.
      const texts = [...html.matchAll(/>([^<]+)</g)].map((match) => match[1]!.trim());
      expect(texts.filter((text) => text.startsWith("·") || text.endsWith("·"))).toEqual([]);
    },
  );
});
