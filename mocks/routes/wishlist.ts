import { stockAlertAddSchema, wishlistAddSchema } from "../../app/features/customer/knowledges";
import { productById, productBySku } from "../data/catalog";
import { bodyOf, firstQuery, param } from "../request-info";
import { fail, withCustomer, type MockDb, type Routes } from "../http";

/** Wishlist and stock-alert knowledges (spec 7): every answer is the list's values. */
type Db = MockDb;

export function registerWishlistRoutes(routes: Routes) {
  const wishlist = (db: Db, customerId: string) =>
    db.wishlistItems
      .where({ customerId })
      .map(({ productId, optionId, addedAt }: any) => ({ productId, optionId, addedAt }));
  const alerts = (db: Db, customerId: string, storeId?: string) =>
    db.stockAlerts
      .where(storeId ? { customerId, knowledgeTypeId: storeId } : { customerId })
      .map(({ sku, productId, optionId, size, knowledgeTypeId, createdAt }: any) => ({
        sku,
        productId,
        optionId,
        size,
        knowledgeTypeId,
        createdAt,
      }));

  routes.get(
    "/customers-self/knowledges/wishlist/",
    withCustomer((db, id) => wishlist(db, id)),
  );

  routes.post(
    "/customers-self/knowledges/wishlist",
    withCustomer((db, id, request) => {
      const parsed = wishlistAddSchema.safeParse(bodyOf(request));
      if (!parsed.success) return fail(400, "Invalid wishlist product");
      if (!productById(parsed.data.productId)) return fail(404, `No product ${parsed.data.productId}`);
      if (!db.wishlistItems.findBy({ customerId: id, productId: parsed.data.productId })) {
        db.wishlistItems.insert({ ...parsed.data, customerId: id, addedAt: new Date().toISOString() });
      }
      return wishlist(db, id);
    }),
  );

  routes.delete(
    "/customers-self/knowledges/wishlist/:productId",
    withCustomer((db, id, request) => {
      const item = db.wishlistItems.findBy({ customerId: id, productId: param(request, "productId") });
      if (!item) return fail(404, `Product ${param(request, "productId")} is not in the wishlist`);
      db.wishlistItems.remove(item.id);
      return wishlist(db, id);
    }),
  );

  routes.get(
    "/customers-self/knowledges/product-stock-alert",
    withCustomer((db, id, request) => alerts(db, id, firstQuery(request, "id"))),
  );

  routes.post(
    "/customers-self/knowledges/product-stock-alert",
    withCustomer((db, id, request) => {
      const parsed = stockAlertAddSchema.safeParse(bodyOf(request));
      if (!parsed.success) return fail(400, "Invalid stock alert");
      if (!productBySku(parsed.data.sku)) return fail(404, `No sku ${parsed.data.sku}`);
      if (
        !db.stockAlerts.findBy({ customerId: id, sku: parsed.data.sku, knowledgeTypeId: parsed.data.knowledgeTypeId })
      ) {
        db.stockAlerts.insert({ ...parsed.data, customerId: id, createdAt: new Date().toISOString() });
      }
      return alerts(db, id, parsed.data.knowledgeTypeId);
    }),
  );

  routes.delete(
    "/customers-self/knowledges/product-stock-alert/:sku",
    withCustomer((db, id, request) => {
      const storeId = firstQuery(request, "knowledgeTypeId");
      if (!storeId) return fail(400, "knowledgeTypeId is required");
      const alert = db.stockAlerts.findBy({ customerId: id, sku: param(request, "sku"), knowledgeTypeId: storeId });
      if (!alert) return fail(404, `No stock alert for ${param(request, "sku")}`);
      db.stockAlerts.remove(alert.id);
      return alerts(db, id, storeId);
    }),
  );
}
