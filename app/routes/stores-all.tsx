import { href } from "../pages/href";
import { routeComponent } from "../routing/route-component";
import type { Route } from "./+types/stores-all";
import { m } from "../paraglide/messages.js";
import { loadStoreDirectory } from "../features/stores/locator-page.server";
import { markdownTwin } from "../agents/markdown-twin.server";
import { storeDirectoryTwin } from "../agents/twins.server";
import { StoreDirectory } from "../features/stores/store-directory";
import { pageMeta } from "../lib/meta";
import { useLocale } from "../lib/i18n";
import { requestContext } from "../lib/request-context";
import { PageHeading } from "../ui/page-heading";
import { Link } from "react-router";

export function meta({ location }: Route.MetaArgs) {
  return pageMeta(
    location.pathname,
    (o) => m.stores_all_title({}, o),
    (o) => m.stores_all_description({}, o),
  );
}

/** Every store, grouped by country and city (FR, CH and GB sites only: store-access). */
export async function loader({ context }: Route.LoaderArgs) {
  return { countries: await loadStoreDirectory(context.get(requestContext)) };
}

/** Agents read every store, by country and city, in Markdown (issue 53). */
export const middleware: Route.MiddlewareFunction[] = [markdownTwin(storeDirectoryTwin, { shared: true })];

function StoresAll({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const options = { locale: locale.language };
  return (
    <>
      <PageHeading title={m.stores_all_title({}, options)} intro={m.stores_all_intro({}, options)} />
      <p>
        <Link to={href(locale.prefix, "store-locator")}>{m.stores_find_nearest({}, options)}</Link>
      </p>
      {loaderData.countries.length ? (
        <StoreDirectory countries={loaderData.countries} />
      ) : (
        <p>{m.stores_none_anywhere({}, options)}</p>
      )}
    </>
  );
}

export default routeComponent(StoresAll);
