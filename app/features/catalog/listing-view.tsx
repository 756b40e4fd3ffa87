import type { FormEvent } from "react";
import { Form, Link, useLocation, useSubmit } from "react-router";
import { m } from "../../paraglide/messages.js";
import { useLocale } from "../../lib/i18n";
import { formatMoney } from "../../lib/money";
import { HiddenFields } from "../../ui/hidden-fields";
import { ParsedWholeMarker } from "../../ui/parsed-whole-marker";
import { listingSearch, searchWithoutEmpty, SORTS, type ListingQuery, type Sort } from "../catalog-model/listing-query";
import { ProductGrid } from "./product-card";
import { ChipFacet, FacetGroup } from "./facet-groups";
import { ListingPagination } from "./listing-pagination";
import { isMarketingTag, tagLabel } from "../../lib/marketing-tags";
import type { listingSchema } from "../catalog-model/schemas";
import type { z } from "zod";

type Listing = Pick<z.infer<typeof listingSchema>, "products" | "facets" | "pagination" | "sort">;

/**
 * A product grid with its facets, sort and pagination. Filters are a GET form: every state
 * is a shareable, crawlable URL and works without JavaScript; with it, a change applies at once
 * and the URL carries no empty field (the server moves one that does: decision 179). Each group
 * folds (its summary says what is chosen in it), and the panel ends with a footer, kept in sight
 * on a phone, whose button shows the products: their count with JavaScript, "show the products"
 * without (a plain submit: a count from before the change would be wrong).
 */
export function ListingView({
  listing,
  query,
  defaultSort,
  hidden = {},
}: {
  listing: Listing;
  query: ListingQuery;
  defaultSort: Sort;
  hidden?: Record<string, string>;
}) {
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const submit = useSubmit();
  const options = { locale: locale.language };
  const { facets, pagination, products } = listing;
  const money = (cents: number) =>
    formatMoney(cents, products[0]?.price.currency ?? locale.currency, locale.hrefLang, { dropZeroDecimals: true });
  const sortLabel = (sort: Sort) =>
    ({
      popular: m.sort_popular,
      new: m.sort_new,
      "price-asc": m.sort_price_asc,
      "price-desc": m.sort_price_desc,
      relevance: m.sort_relevance,
    })[sort]({}, options);
  const filtered =
    query.sizes.length + query.colours.length + query.tags.length > 0 ||
    query.priceMin !== undefined ||
    query.priceMax !== undefined;
  // What is applied, each a link without it: seen after applying, with or without JavaScript.
  const without = (changes: Partial<ListingQuery>) =>
    `${pathname}${withHidden(listingSearch(query, defaultSort, { ...changes, page: 1 }), hidden)}`;
  const colourLabel = (code: string) => facets.colours.find((colour) => colour.code === code)?.label ?? code;
  const price =
    query.priceMin !== undefined || query.priceMax !== undefined
      ? m.facet_price_range(
          {
            min: query.priceMin !== undefined ? money(query.priceMin) : "…",
            max: query.priceMax !== undefined ? money(query.priceMax) : "…",
          },
          options,
        )
      : null;
  const active = [
    ...query.sizes.map((size) => ({
      key: `size-${size}`,
      label: size,
      href: without({ sizes: query.sizes.filter((entry) => entry !== size) }),
    })),
    ...query.colours.map((colour) => ({
      key: `colour-${colour}`,
      label: colourLabel(colour),
      href: without({ colours: query.colours.filter((entry) => entry !== colour) }),
    })),
    ...query.tags.filter(isMarketingTag).map((tag) => ({
      key: `tag-${tag}`,
      label: tagLabel(tag, locale.language),
      href: without({ tags: query.tags.filter((entry) => entry !== tag) }),
    })),
    ...(price ? [{ key: "price", label: price, href: without({ priceMin: undefined, priceMax: undefined }) }] : []),
  ];

  const apply = (form: HTMLFormElement) => {
    const params = searchWithoutEmpty(new FormData(form));
    if ((params.size ? `?${params}` : "") === search) return;
    submit(params, { method: "get", action: pathname, preventScrollReset: true, replace: true });
  };
  // With JavaScript the changes are applied already: "show" folds the panel over the products.
  const show = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    apply(form);
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const panel = form.querySelector<HTMLDetailsElement>(".facets__panel");
    if (!panel || !submitter?.classList.contains("facets__show")) return;
    panel.open = false;
    panel.querySelector("summary")?.focus({ preventScroll: true });
    form.scrollIntoView({ block: "start" });
  };

  return (
    <div className="listing">
      <Form method="get" className="facets" onChange={(event) => apply(event.currentTarget)} onSubmit={show}>
        <HiddenFields fields={hidden} />
        <div className="facets__bar">
          <p className="facets__count" role="status">
            {m.listing_count({ count: pagination.totalProducts }, options)}
          </p>
          <label className="facets__sort">
            <span>{m.sort_label({}, options)}</span>
            <select name="sort" defaultValue={query.sort}>
              {SORTS.filter((sort) => sort !== "relevance" || defaultSort === "relevance").map((sort) => (
                <option key={sort} value={sort}>
                  {sortLabel(sort)}
                </option>
              ))}
            </select>
            {/* Its width is its widest option's (catalog.css). */}
            <ParsedWholeMarker />
          </label>
          {/* Without JavaScript a select cannot apply itself: its own button beside it, in a
              noscript so that scripts arriving shift nothing. */}
          <noscript>
            <button type="submit" className="button button--secondary facets__sort-apply">
              {m.sort_apply({}, options)}
            </button>
          </noscript>
        </div>
        {active.length ? (
          <ul className="facets__active" aria-label={m.facets_active({}, options)}>
            {active.map((filter) => (
              <li key={filter.key}>
                <Link
                  to={filter.href}
                  className="chip chip--active"
                  aria-label={m.facets_remove({ filter: filter.label }, options)}
                >
                  <span>{filter.label}</span>
                  <span aria-hidden="true">×</span>
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
        <details className="facets__panel">
          <summary>
            {active.length ? m.facets_title_count({ count: active.length }, options) : m.facets_title({}, options)}
          </summary>
          <div className="facets__groups">
            <ChipFacet
              legend={m.facet_size({}, options)}
              name="size"
              chips={facets.sizes.map((size) => ({ value: size.value, label: size.value }))}
              checked={query.sizes}
            />
            <ChipFacet
              legend={m.facet_colour({}, options)}
              name="colour"
              chips={facets.colours.map((colour) => ({ value: colour.code, label: colour.label, swatch: colour.hex }))}
              checked={query.colours}
            />
            <FacetGroup
              legend={m.facet_price({ min: money(facets.price.min), max: money(facets.price.max) }, options)}
              chosen={price}
            >
              <div className="facets__price">
                <label>
                  <span>{m.facet_price_min({}, options)}</span>
                  <input
                    type="number"
                    name="min"
                    min="0"
                    inputMode="numeric"
                    defaultValue={query.priceMin !== undefined ? query.priceMin / 100 : ""}
                  />
                </label>
                <label>
                  <span>{m.facet_price_max({}, options)}</span>
                  <input
                    type="number"
                    name="max"
                    min="0"
                    inputMode="numeric"
                    defaultValue={query.priceMax !== undefined ? query.priceMax / 100 : ""}
                  />
                </label>
              </div>
            </FacetGroup>
            {facets.tags.length ? (
              <ChipFacet
                legend={m.facet_tags({}, options)}
                name="tag"
                chips={facets.tags.map((tag) => ({ value: tag.value, label: tagLabel(tag.value, locale.language) }))}
                checked={query.tags}
              />
            ) : null}
          </div>
          <div className="facets__footer">
            <button type="submit" className="button facets__show">
              <span className="facets__show-count">
                {m.facets_show_count({ count: pagination.totalProducts }, options)}
              </span>
              <span className="facets__show-plain">{m.facets_apply({}, options)}</span>
            </button>
            {filtered ? (
              <Link
                to={`${pathname}${Object.keys(hidden).length ? `?${new URLSearchParams(hidden)}` : ""}`}
                className="button button--secondary"
              >
                {m.facets_clear({}, options)}
              </Link>
            ) : null}
          </div>
        </details>
      </Form>
      {products.length ? (
        <ProductGrid cards={products} />
      ) : (
        <div className="listing__empty">
          <p>{m.listing_empty({}, options)}</p>
          {filtered ? <Link to={pathname}>{m.facets_clear({}, options)}</Link> : null}
        </div>
      )}
      <ListingPagination
        pagination={pagination}
        pageHref={(page) => `${pathname}${withHidden(listingSearch(query, defaultSort, { page }), hidden)}`}
      />
    </div>
  );
}

function withHidden(search: string, hidden: Record<string, string>): string {
  const params = new URLSearchParams(hidden);
  for (const [key, value] of new URLSearchParams(search)) params.append(key, value);
  const text = params.toString();
  return text ? `?${text}` : "";
}
