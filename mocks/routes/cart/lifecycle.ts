import { cartCreateBodySchema, mergeBodySchema } from "../../../app/features/cart-model/schemas";
import { newCart, type StoredCart } from "../../cart-engine";
import { customerDb, fail, isFailure, noContent, requireCustomer, type MockDb, type Routes } from "../../http";
import { bodyOf, param, requestInfo } from "../../request-info";
import { checkVersion, findCart, loadCart, nextId, openCartOf, respond, save, stockLookup } from "./stored-carts";

type Db = MockDb;

/**
 * A cart's life: created (406 when the signed-in customer already has one), read by id or as the
 * customer's own, deleted, and merged into the customer's cart at sign-in (226 when it merged).
 */
export function registerCartLifecycleRoutes(routes: Routes) {
  routes.post("/carts", (schema, request) => {
    const db = schema.db as Db;
    const info = requestInfo(request);
    const body = cartCreateBodySchema.safeParse(bodyOf(request) ?? {});
    if (!body.success) return fail(400, "Invalid cart owner");
    if (info.customerId && openCartOf(db, info.customerId, info.domain.domain))
      return fail(406, `Customer ${info.customerId} already has a cart`);
    const cart = newCart(nextId("cart-"), info.domain.domain);
    cart.customerId = info.customerId ?? null;
    cart.loyaltyCardId = body.data.loyaltyCardId ?? null;
    cart.loyaltyType = body.data.loyaltyType ?? null;
    cart.email = body.data.email ?? null;
    db.carts.insert(cart);
    return respond(db, info, cart, 201);
  });

  routes.get("/carts-self", (schema, request) => {
    const info = requestInfo(request);
    const customerId = requireCustomer(info);
    if (isFailure(customerId)) return customerId;
    const cart = openCartOf(schema.db, customerId, requestInfo(request).domain.domain);
    return cart ? respond(schema.db, info, cart) : fail(404, `No cart found for customer ${customerId}`);
  });

  routes.get("/carts/:cartId", (schema, request) => {
    const cart = schema.db.carts.find(param(request, "cartId")) as StoredCart | undefined;
    if (!cart || cart.status === "DELETED" || cart.status === "MERGED")
      return fail(404, `No cart found for id ${param(request, "cartId")}`);
    return respond(schema.db, requestInfo(request), cart);
  });

  routes.delete("/carts/:cartId", (schema, request) => {
    const loaded = loadCart(schema.db, param(request, "cartId"));
    if (isFailure(loaded)) return loaded;
    const stale = checkVersion(request, loaded);
    if (stale) return stale;
    schema.db.carts.update(loaded.id, { status: "DELETED", version: loaded.version + 1 });
    return noContent();
  });

  routes.post("/carts/merge", (schema, request) => {
    const db = schema.db as Db;
    const info = requestInfo(request);
    const customerId = requireCustomer(info);
    if (isFailure(customerId)) return customerId;
    const parsed = mergeBodySchema.safeParse(bodyOf(request));
    if (!parsed.success) return fail(400, "Body must be { cartId, customer: { customerId } }");
    if (parsed.data.customer.customerId !== customerId) return fail(403, "The cart belongs to another customer");
    const anonymous = findCart(db, parsed.data.cartId);
    if (!anonymous) return fail(404, `No cart found for id ${parsed.data.cartId}`);
    const own = openCartOf(db, customerId, anonymous.store);
    if (!own || own.id === anonymous.id) {
      const customer = customerDb(db).customers.find(customerId);
      const adopted = save(db, {
        ...anonymous,
        customerId,
        email: customer?.email ?? null,
        loyaltyType: customer?.loyaltyType ?? null,
      });
      return respond(db, info, adopted);
    }
    if (anonymous.lines.length === 0) return respond(db, info, own);
    const merged = structuredClone(own);
    const stockOf = stockLookup(db);
    for (const line of anonymous.lines) {
      const existing = merged.lines.find((entry) => entry.sku === line.sku);
      const stock = stockOf(line.sku);
      if (existing)
        existing.quantity = Math.max(existing.quantity, Math.min(stock || 1, existing.quantity + line.quantity));
      else merged.lines.push({ ...line, lineId: nextId("L") });
    }
    merged.sourceCartId = anonymous.id;
    db.carts.update(anonymous.id, { status: "MERGED" });
    return respond(db, info, save(db, merged), 226);
  });
}
