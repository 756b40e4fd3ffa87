import { describe, expect, test } from "vitest";
import { shopDomainParamsSchema } from "../../../app/api/site-params";
import { stockAlertsSchema, wishlistSchema } from "../../../app/features/customer/knowledges";
import { createWishlistService } from "../../../app/features/wishlist/wishlist.server";
import { WEB_DOMAINS } from "../../../mocks/data/web-domains";
import { type Intercept, mockApi } from "../../helpers/mock-api";

const backend = mockApi();
// The site as the storefront reads it (its schema checks the seed).
const site = shopDomainParamsSchema.parse(WEB_DOMAINS.find((domain) => domain.storeId === "001"));

/** Léa's wishlist service in a world of her own, its calls through `intercept` when given. */
async function signedIn(intercept?: Intercept) {
  const tokens = await backend.signIn("C100001");
  const client = backend.client(
    { session: backend.newSession(), store: "en", language: "en-GB", token: tokens.accessToken },
    intercept,
  );
  return { client, wishlist: createWishlistService(client, async () => site) };
}

describe("the wishlist's service: named writes with typed outcomes, the backend's 404 read inside it", () => {
  test("a product added is kept; one the catalogue does not know is an unknown product, not a failure", async () => {
    const { client, wishlist } = await signedIn();
    expect(await wishlist.add({ productId: "1000003", optionId: "100000301" })).toBe("saved");
    const kept = await client.call("customers-self/knowledges/wishlist/", { schema: wishlistSchema });
    expect(kept.map((product) => product.productId)).toContain("1000003");
    expect(await wishlist.add({ productId: "9999999", optionId: "999999901" })).toBe("unknown-product");
  });

  test("removing a product is done, and so is removing one no longer there", async () => {
    const { client, wishlist } = await signedIn();
    await wishlist.add({ productId: "1000003", optionId: "100000301" });
    expect(await wishlist.remove({ productId: "1000003", optionId: "100000301" })).toBe("saved");
    const kept = await client.call("customers-self/knowledges/wishlist/", { schema: wishlistSchema });
    expect(kept.map((product) => product.productId)).not.toContain("1000003");
    expect(await wishlist.remove({ productId: "1000003", optionId: "100000301" })).toBe("saved");
  });

  test("a stock alert is saved with the size's label and the site's store; a size or product unknown says so", async () => {
    const { client, wishlist } = await signedIn();
    const product = await backend.raw("GET", "/ecommerce/v3/catalog/products/1000003", { store: "en" });
    const size = product.body.options[0].sizes[0] as { sku: string; label: string };
    const optionId = product.body.options[0].optionId as string;
    expect(await wishlist.alertWhenBack({ sku: size.sku, productId: "1000003", optionId })).toBe("saved");
    const alerts = await client.call("customers-self/knowledges/product-stock-alert", {
      query: { id: site.storeId },
      schema: stockAlertsSchema,
    });
    expect(alerts).toContainEqual(
      expect.objectContaining({ sku: size.sku, size: size.label, knowledgeTypeId: site.storeId }),
    );
    expect(await wishlist.alertWhenBack({ sku: "nope", productId: "1000003", optionId })).toBe("unknown-product");
    expect(await wishlist.alertWhenBack({ sku: "1", productId: "9999999", optionId: "999999901" })).toBe(
      "unknown-product",
    );
  });

  test("an outage is a failure, never taken as done", async () => {
    const { wishlist } = await signedIn((request, passOn) =>
      new URL(request.url).pathname.startsWith("/customers-self/knowledges/")
        ? new Response("Service Unavailable", { status: 503 })
        : passOn(request),
    );
    expect(await wishlist.add({ productId: "1000003", optionId: "100000301" })).toBe("failed");
    expect(await wishlist.remove({ productId: "1000003", optionId: "100000301" })).toBe("failed");
  });
});
