import type { Route } from "./+types/resource-store-map";
import { areaParamSchema, landSvg } from "../features/stores/map/store-map.server";

/**
 * The land under the store maps, as SVG, for the area the page names (`area=w,s,e,n`). The same
 * area always draws the same picture: browsers and the edge keep it for a day.
 */
export function loader({ request }: Route.LoaderArgs) {
  const area = areaParamSchema.safeParse(new URL(request.url).searchParams.get("area") ?? "");
  if (!area.success)
    return new Response("Not a map area", { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return new Response(landSvg(area.data), {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": "public, max-age=86400",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
