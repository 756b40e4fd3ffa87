import { href } from "../pages/href";
import { routeComponent } from "../routing/route-component";
import type { Route } from "./+types/stores-all";
import { m } from "../paraglide/messages.js";
import { directoryOf } from "../features/stores/directory.server";
import { StoreDirectory } from "../features/stores/store-directory";
import { pageMeta } from "../lib/meta";
import { useLocale } from "../lib/i18n";
import { requestContext } from "../lib/request-context";
import { PageHeading } from "../ui/page-heading";
import { Link } from "react-router";
import { storeService } from "../features/stores/stores.server";

export function meta({ location }: Route.MetaArgs) {
  return pageMeta(
    location.pathname,
    (o) => m.stores_all_title({}, o),
    (o) => m.stores_all_description({}, o),
  );
}

/** Every store, grouped by country and city (FR, CH and GB sites only: store-access). */
export async function loader({ context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  return { countries: directoryOf(ctx.locale, await storeService(ctx).directory()) };
}

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
