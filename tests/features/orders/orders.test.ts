import { describe, expect, test } from "vitest";
import { usableMethods } from "../../../app/features/checkout/delivery.server";
import type { Cart } from "../../../app/features/cart-model/schemas";
import { orderListEntry, orderView } from "../../../app/features/orders/order-view.server";
import { orderDetailSchema, orderListItemSchema } from "../../../app/features/orders/schemas";
import { LOCALES } from "../../../app/lib/locales";
import { mockApi } from "../../helpers/mock-api";
import { testContext } from "../../helpers/request-context";
import { orderService } from "../../../app/features/orders/orders.server";

const backend = mockApi();

async function signedIn(customerId: string) {
  const session = backend.newSession();
  const pair = await backend.signIn(customerId);
  return testContext("/fr-fr/account/orders", {
    api: backend.client({ session, store: "fr", language: "fr-FR", token: pair.accessToken }),
    tokens: pair,
  });
}

describe("the customer's orders", () => {
  test("Léa's order read whole and said in French: lines, where it went, how it was paid, its status", async () => {
    const context = await signedIn("C100001");
    const list = await orderService(context).list();
    expect(list.map((order) => order.orderNumber)).toEqual(["AS26000812", "AS26000233"]);
    const order = await orderService(context).find("AS26000812");
    const view = orderView(order!, LOCALES["fr-fr"]);
    expect(view.summary.lines).toHaveLength(2);
    expect(view.status).toBe("Livrée");
    expect(view.delivery?.address).toContain("12 RUE DES MARTYRS");
    expect(view.billing?.at(-1)).toBe("France");
    expect(view.payments).toEqual([{ method: "Carte Bancaire", amount: view.summary.total }]);
  });

  test("another customer's order, or a number that cannot be one, is not found (and the second is never asked)", async () => {
    const context = await signedIn("C100001");
    expect(await orderService(context).find("AS26001107")).toBeNull();
    expect(await orderService(context).find("../accounts-self")).toBeNull();
  });

  test("item counts follow each language's plural rules; a status we do not know yet reads 'being prepared'", () => {
    const entry = (itemCount: number, status: string) =>
      orderListItemSchema.parse({
        orderNumber: "AS26000001",
        createdAt: "2026-11-02T09:41:00+01:00",
        status,
        totalPrice: { centAmount: 5998, currencyCode: "PLN" },
        itemCount,
        shippingMethodKey: "NO",
      });
    expect(orderListEntry(entry(2, "SHIPPED"), LOCALES["pl-pl"]).items).toBe("2 produkty");
    expect(orderListEntry(entry(5, "SHIPPED"), LOCALES["pl-pl"]).items).toBe("5 produktów");
    expect(orderListEntry(entry(1, "SHIPPED"), LOCALES.en).items).toBe("1 item");
    expect(orderListEntry(entry(1, "RETURN_REQUESTED"), LOCALES.en).status).toBe("Being prepared");
    expect(orderDetailSchema.shape.status.parse("RETURN_REQUESTED")).toBe("PREPARING");
  });
});

describe("e-mail delivery (decision 81)", () => {
  const methods = [{ key: "NO" }, { key: "PR" }, { key: "VI" }, { key: "XX" }];
  const cart = (segmentations: string[]) =>
    ({ lineItems: segmentations.map((segmentationId) => ({ segmentationId })) }) as unknown as Cart;

  test("offered by the backend, kept only when nothing in the cart has to travel; unknown methods dropped", () => {
    expect(
      usableMethods(methods, cart(["DRESSES"]), ["GIFT_CARD", "LOYALTY_CARD"]).map((method) => method.key),
    ).toEqual(["NO", "PR"]);
    expect(usableMethods(methods, cart([]), ["GIFT_CARD", "LOYALTY_CARD"]).map((method) => method.key)).toEqual([
      "NO",
      "PR",
      "VI",
    ]);
    expect(usableMethods(methods, cart(["EGIFT"]), ["EGIFT"]).map((method) => method.key)).toEqual(["NO", "PR", "VI"]);
  });
});
