import { Form, useSearchParams } from "react-router";
import { m } from "../paraglide/messages.js";
import type { Route } from "./+types/search";
import { useMessageOptions } from "../lib/i18n";
import { pageMeta } from "../lib/meta";
import { PageHeading } from "../ui/page-heading";
import { TextField } from "../ui/text-field";

export function meta({ location }: Route.MetaArgs) {
  const query = new URLSearchParams(location.search).get("q")?.trim();
  return pageMeta(location.pathname, (o) => (query ? m.search_results_title({ query }, o) : m.search_title({}, o)));
}

export default function Search() {
  const options = useMessageOptions();
  const query = useSearchParams()[0].get("q")?.trim();
  return (
    <>
      <PageHeading title={query ? m.search_results_title({ query }, options) : m.search_title({}, options)} />
      <Form method="get" role="search" className="search-form">
        <TextField type="search" name="q" label={m.search_field_label({}, options)} optionalLabel={m.field_optional({}, options)} defaultValue={query} required maxLength={100} />
        <button type="submit" className="button">
          {m.shell_search({}, options)}
        </button>
      </Form>
    </>
  );
}
