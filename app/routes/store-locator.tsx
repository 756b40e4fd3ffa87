import { href } from "../pages/href";
import { routeComponent } from "../routing/route-component";
import type { Route } from "./+types/store-locator";
import { m } from "../paraglide/messages.js";
import { loadStoreLocator } from "../features/stores/locator-page.server";
import { markdownTwin } from "../agents/markdown-twin.server";
import { storeLocatorTwin } from "../agents/twins.server";
import { PlaceFinder } from "../features/stores/place-finder";
import { StoreDirectory } from "../features/stores/store-directory";
import { pageMeta } from "../lib/meta";
import { useLocale } from "../lib/i18n";
import { requestContext } from "../lib/request-context";
import { PageHeading } from "../ui/page-heading";

export function meta({ location, loaderData }: Route.MetaArgs) {
  return pageMeta(
    location.pathname,
    (o) => m.stores_title({}, o),
    loaderData ? () => loaderData.words.description : undefined,
  );
}

/** The store locator (FR, CH and GB sites only: store-access): features/stores/locator-page.server.ts. */
export async function loader({ url, context }: Route.LoaderArgs) {
  return loadStoreLocator(context.get(requestContext), url);
}

/** Agents read the locator's results, or every store before a search, in Markdown (issue 53). */
export const middleware: Route.MiddlewareFunction[] = [markdownTwin(storeLocatorTwin, { shared: true })];

function StoreLocator({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const options = { locale: locale.language };
  return (
    <>
      <PageHeading title={m.stores_title({}, options)} intro={loaderData.words.intro} />
      <PlaceFinder
        data={loaderData.finder}
        action={href(locale.prefix, "store-locator")}
        overview={loaderData.overview.length ? <StoreDirectory countries={loaderData.overview} /> : null}
      />
    </>
  );
}

export default routeComponent(StoreLocator);
