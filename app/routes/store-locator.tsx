import { href } from "../pages/href";
import { routeComponent } from "../routing/route-component";
import type { Route } from "./+types/store-locator";
import { m } from "../paraglide/messages.js";
import { directoryOf } from "../features/stores/directory.server";
import { loadFinder } from "../features/stores/finder.server";
import { PlaceFinder } from "../features/stores/place-finder";
import { StoreDirectory } from "../features/stores/store-directory";
import { pageMeta } from "../lib/meta";
import { useLocale } from "../lib/i18n";
import { requestContext } from "../lib/request-context";
import { PageHeading } from "../ui/page-heading";

// Words only this page uses come from the loader, in the page's language: the browser does not
// download their five other translations (keeps /stores under the home page's first load).
export function meta({ location, loaderData }: Route.MetaArgs) {
  return pageMeta(
    location.pathname,
    (o) => m.stores_title({}, o),
    loaderData ? () => loaderData.words.description : undefined,
  );
}

/** The store locator (FR, CH and GB sites only: store-access): the finder; before a search, every store of the country. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const { found, ...finder } = await loadFinder(ctx, url, { kind: "stores", context: "STORE_LOCATOR" });
  const overview =
    finder.query.by === "none" && found.length
      ? directoryOf(ctx.locale, [
          {
            countryCode: found[0]!.address.countryCode,
            stores: found.map((place) => ({ ...place, storeId: place.id })),
          },
        ])
      : [];
  const options = { locale: ctx.locale.language };
  return {
    finder,
    overview,
    words: { intro: m.stores_intro({}, options), description: m.stores_description({}, options) },
  };
}

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
