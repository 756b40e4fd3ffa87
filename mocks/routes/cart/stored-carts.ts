import { renderCart, type StoredCart } from "../../cart-engine";
import { productBySku } from "../../data/catalog";
import { answer, fail, isFailure, requireCustomer, type MockDb } from "../../http";
import { firstQuery, param, requestInfo, type RequestInfo } from "../../request-info";

/**
 * What every cart route shares: the stored cart found, loaded (404), checked against the version
 * the caller saw (409), saved at the next version, and answered as the backend renders it.
 */
type Db = MockDb;
type Failure = ReturnType<typeof fail>;

let sequence = 0;
export const nextId = (prefix: string) => `${prefix}${Date.now().toString(36)}${(++sequence).toString(36)}`;

/** Online stock of a sku: what a test set for this session (PUT /__admin/stock/{sku}), else the catalogue's. */
export function stockLookup(db: Db) {
  return (sku: string): number => {
    const override = db.stockOverrides.findBy({ sku });
    if (override) return override.stock;
    return productBySku(sku)?.size.stock ?? 0;
  };
}

export function findCart(db: Db, cartId: string): StoredCart | undefined {
  const record = db.carts.find(cartId);
  if (!record || record.status === "DELETED" || record.status === "MERGED") return undefined;
  return record as StoredCart;
}

export function loadCart(db: Db, cartId: string): StoredCart | Failure {
  return findCart(db, cartId) ?? fail(404, `No cart found for id ${cartId}`);
}

/** Mutations name the version they saw; a stale one is a 409 (spec 4: reload and retry once). */
export function checkVersion(request: any, cart: StoredCart): Failure | undefined {
  const raw = firstQuery(request, "version");
  if (raw === undefined || !/^\d+$/.test(raw)) return fail(400, "version is required");
  if (Number(raw) !== cart.version)
    return fail(409, `Version mismatch: cart ${cart.id} is at version ${cart.version}, not ${raw}`);
  if (cart.status === "ORDERED") return fail(400, `Cart ${cart.id} is already ordered`);
  return undefined;
}

export function save(db: Db, cart: StoredCart): StoredCart {
  const next = { ...cart, version: cart.version + 1 };
  db.carts.update(cart.id, next);
  return next;
}

export function respond(db: Db, info: RequestInfo, cart: StoredCart, status = 200) {
  return answer(status, renderCart(cart, info.language, stockLookup(db), info.locale));
}

/** Runs a versioned change on a cart: load (404), check version (409), change, save, answer. */
export function mutate(
  db: Db,
  request: any,
  change: (
    cart: StoredCart,
    info: RequestInfo,
    request: any,
  ) => StoredCart | Failure | { cart: StoredCart; status: number },
) {
  const info = requestInfo(request);
  const loaded = loadCart(db, param(request, "cartId"));
  if (isFailure(loaded)) return loaded;
  const stale = checkVersion(request, loaded);
  if (stale) return stale;
  const result = change(structuredClone(loaded), info, request);
  if (isFailure(result)) return result;
  const { cart, status } =
    "status" in result && "cart" in result ? result : { cart: result as StoredCart, status: 200 };
  return respond(db, info, save(db, cart), status);
}

/** A customer has one open cart per shop: the French site's cart is not the Polish site's (store header). */
export function openCartOf(db: Db, customerId: string, store: string): StoredCart | undefined {
  return db.carts.where({ customerId, status: "OPEN", store })[0] as StoredCart | undefined;
}

/**
 * A customer's own cart (`/carts-self/...`): someone else's cart is a 404, as if it did not exist.
 * An anonymous cart is checked out by the customer who holds its id (an agent's, decision 202),
 * as anyone holding it may change it: it becomes hers when validate orders it.
 */
export const selfMutate = (change: Parameters<typeof mutate>[2]) => (schema: { db: MockDb }, request: any) => {
  const customerId = requireCustomer(requestInfo(request));
  if (isFailure(customerId)) return customerId;
  const cart = findCart(schema.db, param(request, "cartId"));
  if (cart?.customerId && cart.customerId !== customerId)
    return fail(404, `No cart found for id ${param(request, "cartId")}`);
  return mutate(schema.db, request, change);
};
