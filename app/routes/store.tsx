import { routeComponent } from "../routing/route-component";
import type { Route } from "./+types/store";
import { m } from "../paraglide/messages.js";
import { storeJsonLd } from "../features/stores/json-ld";
import { storeIdFromSlug } from "../features/stores/links";
import { loadStorePage } from "../features/stores/store-page.server";
import { StorePage } from "../features/stores/store-page";
import { pageMeta } from "../lib/meta";
import { requestContext } from "../lib/request-context";
import { markdownTwin } from "../agents/markdown-twin.server";
import { storeTwin } from "../agents/twins.server";
import { LOCALES, localeFromPath } from "../lib/locales";

export function meta({ location, loaderData }: Route.MetaArgs) {
  if (!loaderData) return pageMeta(location.pathname, (o) => m.store_title({}, o));
  const { store } = loaderData;
  const language = (localeFromPath(location.pathname) ?? LOCALES.en).language;
  return [
    ...pageMeta(
      location.pathname,
      () => m.stores_store_title({ store: store.name, city: store.address.city }, { locale: language }),
      () =>
        m.stores_store_description(
          { store: store.name, address: `${store.address.line1}, ${store.address.zipCode} ${store.address.city}` },
          { locale: language },
        ),
    ),
    {
      "script:ld+json": storeJsonLd(
        store,
        loaderData.origin + loaderData.canonicalPath,
        m.shell_brand({}, { locale: language }),
      ),
    },
  ];
}

/** One store, by id (/stores/{storeId}) or by its friendly URL; both end on the canonical one. */
/** A store's page has a Markdown twin for agents (issue 31). */
export const middleware: Route.MiddlewareFunction[] = [
  markdownTwin((args) => storeTwin(args, storeIdOf(args.params)), { shared: true }),
];

const storeIdOf = (params: Record<string, string | undefined>) =>
  "storeSlug" in params ? storeIdFromSlug(params.storeSlug) : (params.storeId ?? null);

export function loader({ url, params, context }: Route.LoaderArgs) {
  return loadStorePage(context.get(requestContext), url, storeIdOf(params));
}

function Store({ loaderData }: Route.ComponentProps) {
  return <StorePage data={loaderData} />;
}

export default routeComponent(Store);
