import { z } from "zod";
import { productBySku } from "../data/catalog";
import { bodyOf, param } from "../request-info";
import { fail, type Routes } from "../http";

/**
 * Test hooks of the mock (not backend calls): change a sku's online stock for this session,
 * e.g. to make validate answer 412 'stock changed'. Reset is handled by the backend itself.
 */
export function registerAdminRoutes(routes: Routes) {
  routes.put("/__admin/stock/:sku", (schema, request) => {
    const parsed = z.object({ stock: z.number().int().min(0).max(9999) }).safeParse(bodyOf(request));
    if (!parsed.success) return fail(400, "Body must be { stock }");
    if (!productBySku(param(request, "sku"))) return fail(404, `No sku ${param(request, "sku")}`);
    const existing = schema.db.stockOverrides.findBy({ sku: param(request, "sku") });
    if (existing) schema.db.stockOverrides.update(existing.id, { stock: parsed.data.stock });
    else schema.db.stockOverrides.insert({ sku: param(request, "sku"), stock: parsed.data.stock });
    return { sku: param(request, "sku"), stock: parsed.data.stock };
  });
}
