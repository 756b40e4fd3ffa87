import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/resource-quick-add";
import { catalogApi } from "../features/catalog-model/catalog.server";
import { requestContext } from "../lib/request-context";

const optionIdSchema = z.string().regex(/^\d{1,20}$/);

/**
 * The sizes of one product colour for a card's quick add (issue 18, decision 113), loaded when
 * the shopper opens its picker: sku, label and availability of each. Briefly cacheable (stock
 * moves); an unknown colour or a failing catalogue says so, and the card's link still works.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const option = optionIdSchema.safeParse(new URL(request.url).searchParams.get("option"));
  if (!option.success) return data({ sizes: null }, { status: 400 });
  try {
    const found = await catalogApi(context.get(requestContext).api).productByOption(option.data);
    const chosen = found?.product.options.find((entry) => entry.optionId === option.data);
    if (!chosen) return data({ sizes: null }, { status: 404 });
    const sizes = chosen.sizes.map(({ sku, label, availabilityCode, availability, availabilityType }) => ({
      sku,
      label,
      availabilityCode,
      availability,
      availabilityType,
    }));
    // private: the answer may carry the session's cookies (a renewed token, a new anonymous id).
    return data({ sizes }, { headers: { "Cache-Control": "private, max-age=30" } });
  } catch {
    return data({ sizes: null }, { status: 503 });
  }
}
