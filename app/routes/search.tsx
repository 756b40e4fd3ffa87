import { routeComponent } from "../routing/route-component";
import { Form } from "react-router";
import { m } from "../paraglide/messages.js";
import type { Route } from "./+types/search";
import { loadSearchPage } from "../features/catalog/listing.server";
import { ListingView } from "../features/catalog/listing-view";
import { SearchQueryField } from "../features/catalog/search-query-field";
import { useMessageOptions } from "../lib/i18n";
import { pageMeta } from "../lib/meta";
import { requestContext } from "../lib/request-context";
import { PageHeading } from "../ui/page-heading";
import { markdownTwin } from "../agents/markdown-twin.server";
import { searchTwin } from "../agents/twins.server";

export function meta({ location }: Route.MetaArgs) {
  const query = new URLSearchParams(location.search).get("q")?.trim();
  return pageMeta(location.pathname, (o) => (query ? m.search_results_title({ query }, o) : m.search_title({}, o)));
}

/** Search results have a Markdown twin for agents (issue 31). */
export const middleware: Route.MiddlewareFunction[] = [markdownTwin(searchTwin, { shared: false })];

export function loader({ url, context }: Route.LoaderArgs) {
  return loadSearchPage(url, context.get(requestContext));
}

function Search({ loaderData }: Route.ComponentProps) {
  const options = useMessageOptions();
  const { q, query, results } = loaderData;
  return (
    <>
      <PageHeading title={q ? m.search_results_title({ query: q }, options) : m.search_title({}, options)} />
      <Form method="get" role="search" className="search-form">
        <SearchQueryField label={m.search_field_label({}, options)} defaultValue={q} />
        <button type="submit" className="button">
          {m.shell_search({}, options)}
        </button>
      </Form>
      {results ? (
        <>
          {results.suggestions.length ? (
            <p className="search-suggestions">
              {m.search_try({}, options)} {results.suggestions.join(", ")}
            </p>
          ) : null}
          <ListingView listing={results} query={query} defaultSort="relevance" hidden={{ q }} />
        </>
      ) : null}
    </>
  );
}

export default routeComponent(Search);
