import { describe, expect, test } from "vitest";
import { stockAlertsSchema, wishlistSchema } from "../../../app/features/customer/knowledges";
import { PRODUCTS } from "../../../mocks/data/catalog";
import { mockApi } from "../../helpers/mock-api";

const api = mockApi();
const product = PRODUCTS[3]!;
const option = product.options[0]!;
const size = option.sizes[0]!;

async function customer() {
  // Jonas keeps nothing yet (Léa has a seeded wishlist and alerts).
  const { accessToken } = await api.signIn("C100002");
  return { token: accessToken, session: api.newSession() };
}

describe("R7.19 R3.15 wishlist knowledges", () => {
  test("add, list and delete; answers are the list's values", async () => {
    const caller = await customer();
    const added = await api.raw(
      "POST",
      "/customers-self/knowledges/wishlist",
      caller,
      { productId: product.productId, optionId: option.optionId },
      wishlistSchema,
    );
    expect(added.parsed?.map((entry) => entry.productId)).toEqual([product.productId]);
    const again = await api.raw(
      "POST",
      "/customers-self/knowledges/wishlist",
      caller,
      { productId: product.productId, optionId: option.optionId },
      wishlistSchema,
    );
    expect(again.parsed).toHaveLength(1);
    expect(
      (await api.client(caller).call("customers-self/knowledges/wishlist/", { schema: wishlistSchema })).length,
    ).toBe(1);
    const removed = await api.raw(
      "DELETE",
      `/customers-self/knowledges/wishlist/${product.productId}`,
      caller,
      undefined,
      wishlistSchema,
    );
    expect(removed.parsed).toEqual([]);
  });

  test("an unknown product or a product not in the list is refused; signed out is 401", async () => {
    const caller = await customer();
    expect(
      (await api.raw("POST", "/customers-self/knowledges/wishlist", caller, { productId: "1", optionId: null })).status,
    ).toBe(404);
    expect((await api.raw("DELETE", "/customers-self/knowledges/wishlist/1", caller)).status).toBe(404);
    expect((await api.raw("GET", "/customers-self/knowledges/wishlist/", { session: api.newSession() })).status).toBe(
      401,
    );
  });
});

describe("R7.20 R3.15 stock-alert knowledges", () => {
  test("create for a store, list by store id, delete by sku with knowledgeTypeId", async () => {
    const caller = await customer();
    const alert = {
      sku: size.sku,
      productId: product.productId,
      optionId: option.optionId,
      size: size.label,
      knowledgeTypeId: "001",
    };
    const created = await api.raw(
      "POST",
      "/customers-self/knowledges/product-stock-alert",
      caller,
      alert,
      stockAlertsSchema,
    );
    expect(created.parsed?.map((entry) => entry.sku)).toEqual([size.sku]);
    expect(
      await api
        .client(caller)
        .call("customers-self/knowledges/product-stock-alert", { query: { id: "005" }, schema: stockAlertsSchema }),
    ).toEqual([]);
    expect((await api.raw("DELETE", `/customers-self/knowledges/product-stock-alert/${size.sku}`, caller)).status).toBe(
      400,
    );
    const deleted = await api.raw(
      "DELETE",
      `/customers-self/knowledges/product-stock-alert/${size.sku}?knowledgeTypeId=001`,
      caller,
      undefined,
      stockAlertsSchema,
    );
    expect(deleted.parsed).toEqual([]);
    expect(
      (
        await api.raw(
          "DELETE",
          `/customers-self/knowledges/product-stock-alert/${size.sku}?knowledgeTypeId=001`,
          caller,
        )
      ).status,
    ).toBe(404);
  });
});
