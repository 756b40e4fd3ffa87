import type { Route } from "./+types/landing-page";
import { loadEditorialPage } from "../features/catalog/editorial.server";
import { EditorialPage } from "../features/catalog/pages";
import { pageMeta } from "../lib/meta";
import { requestContext } from "../lib/request-context";

export function meta({ location, loaderData }: Route.MetaArgs) {
  return pageMeta(location.pathname, () => loaderData?.page.title ?? "", () => loaderData?.page.intro ?? "");
}

export function loader({ url, params, context }: Route.LoaderArgs) {
  return loadEditorialPage(url, context.get(requestContext), "landing", params.landingPageId);
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <EditorialPage page={loaderData.page} />;
}
