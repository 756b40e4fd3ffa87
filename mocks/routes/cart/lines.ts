import { productsListBodySchema } from "../../../app/features/cart-model/schemas";
import type { StoredCart } from "../../cart-engine";
import { productBySku } from "../../data/catalog";
import { fail, type Routes } from "../../http";
import { bodyOf, param } from "../../request-info";
import { mutate, nextId, stockLookup } from "./stored-carts";

function addSku(cart: StoredCart, sku: string, stockOf: (sku: string) => number): string | undefined {
  if (!productBySku(sku)) return `No product for sku ${sku}`;
  const stock = stockOf(sku);
  const line = cart.lines.find((entry) => entry.sku === sku);
  const wanted = (line?.quantity ?? 0) + 1;
  if (stock <= 0) return `Sku ${sku} is not available`;
  if (wanted > stock) return `Only ${stock} left for sku ${sku}`;
  const now = new Date().toISOString();
  if (line) {
    line.quantity = wanted;
    line.lastModifiedAt = now;
  } else {
    cart.lines.push({ lineId: nextId("L"), sku, quantity: 1, lastModifiedAt: now });
  }
  return undefined;
}

/**
 * The cart's product lines: a sku added (alone, or a list, 206 when some were left out), a line's
 * quantity changed within the stock, a line removed, and every quantity brought back to the stock.
 */
export function registerCartLineRoutes(routes: Routes) {
  routes.post("/carts/:cartId/products/:sku", (schema, request) =>
    mutate(schema.db, request, (cart) => {
      const refused = addSku(cart, param(request, "sku"), stockLookup(schema.db));
      if (refused) return fail(refused.startsWith("No product") ? 404 : 400, refused);
      cart.skusNotAdded = [];
      return cart;
    }),
  );

  routes.post("/carts/:cartId/products-list/", (schema, request) =>
    mutate(schema.db, request, (cart) => {
      const parsed = productsListBodySchema.safeParse(bodyOf(request));
      if (!parsed.success) return fail(400, "Body must be { skus: [...] }");
      const stockOf = stockLookup(schema.db);
      cart.skusNotAdded = parsed.data.skus.filter((sku) => addSku(cart, sku, stockOf) !== undefined);
      return { cart, status: cart.skusNotAdded.length ? 206 : 200 };
    }),
  );

  routes.put("/carts/:cartId/products/:lineId/quantity/:quantity", (schema, request) =>
    mutate(schema.db, request, (cart) => {
      const line = cart.lines.find((entry) => entry.lineId === param(request, "lineId"));
      if (!line) return fail(404, `No line ${param(request, "lineId")} in cart ${cart.id}`);
      const quantity = Number(param(request, "quantity"));
      const stock = stockLookup(schema.db)(line.sku);
      if (!Number.isInteger(quantity) || quantity < 1 || quantity > stock) {
        return fail(400, `Quantity must be between 1 and ${stock}`);
      }
      line.quantity = quantity;
      line.lastModifiedAt = new Date().toISOString();
      return cart;
    }),
  );

  routes.delete("/carts/:cartId/products/:lineId", (schema, request) =>
    mutate(schema.db, request, (cart) => {
      const index = cart.lines.findIndex((entry) => entry.lineId === param(request, "lineId"));
      if (index < 0) return fail(404, `No line ${param(request, "lineId")} in cart ${cart.id}`);
      cart.lines.splice(index, 1);
      return cart;
    }),
  );

  routes.put("/carts/:cartId/refresh", (schema, request) =>
    mutate(schema.db, request, (cart) => {
      const stockOf = stockLookup(schema.db);
      for (const line of cart.lines)
        line.quantity = Math.max(1, Math.min(line.quantity, stockOf(line.sku) || line.quantity));
      return cart;
    }),
  );
}
