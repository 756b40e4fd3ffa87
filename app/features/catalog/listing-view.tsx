import { Form, Link, useLocation, useSubmit } from "react-router";
import { m } from "../../paraglide/messages.js";
import { useLocale } from "../../lib/i18n";
import { formatMoney } from "../../lib/money";
import { listingSearch, SORTS, type ListingQuery, type Sort } from "./listing-query";
import { ProductGrid } from "./product-card";
import { tagLabel } from "./tags";
import type { listingSchema } from "./schemas";
import type { z } from "zod";

type Listing = Pick<z.infer<typeof listingSchema>, "products" | "facets" | "pagination" | "sort">;

/**
 * A product grid with its facets, sort and pagination. Filters are a GET form: every state
 * is a shareable, crawlable URL and works without JavaScript; with it, a change applies at once.
 */
export function ListingView({ listing, query, defaultSort, hidden = {} }: { listing: Listing; query: ListingQuery; defaultSort: Sort; hidden?: Record<string, string> }) {
  const locale = useLocale();
  const { pathname } = useLocation();
  const submit = useSubmit();
  const options = { locale: locale.language };
  const { facets, pagination, products } = listing;
  const money = (cents: number) => formatMoney(cents, products[0]?.price.currency ?? locale.currency, locale.hrefLang, { dropZeroDecimals: true });
  const sortLabel = (sort: Sort) =>
    ({ popular: m.sort_popular, new: m.sort_new, "price-asc": m.sort_price_asc, "price-desc": m.sort_price_desc, relevance: m.sort_relevance })[sort]({}, options);
  const filtered = query.sizes.length + query.colours.length + query.tags.length > 0 || query.priceMin !== undefined || query.priceMax !== undefined;

  return (
    <div className="listing">
      <Form method="get" className="facets" onChange={(event) => submit(event.currentTarget, { preventScrollReset: true, replace: true })}>
        {Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
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
          </label>
        </div>
        <details className="facets__panel">
          <summary>{m.facets_title({}, options)}</summary>
          <div className="facets__groups">
            <fieldset>
              <legend>{m.facet_size({}, options)}</legend>
              <div className="facets__chips">
                {facets.sizes.map((size) => (
                  <label key={size.value} className="chip">
                    <input type="checkbox" name="size" value={size.value} defaultChecked={query.sizes.includes(size.value)} />
                    <span>{size.value}</span>
                  </label>
                ))}
              </div>
            </fieldset>
            <fieldset>
              <legend>{m.facet_colour({}, options)}</legend>
              <div className="facets__chips">
                {facets.colours.map((colour) => (
                  <label key={colour.code} className="chip">
                    <input type="checkbox" name="colour" value={colour.code} defaultChecked={query.colours.includes(colour.code)} />
                    <span className="swatch" style={{ backgroundColor: colour.hex }} aria-hidden="true" />
                    <span>{colour.label}</span>
                  </label>
                ))}
              </div>
            </fieldset>
            <fieldset>
              <legend>{m.facet_price({ min: money(facets.price.min), max: money(facets.price.max) }, options)}</legend>
              <div className="facets__price">
                <label>
                  <span>{m.facet_price_min({}, options)}</span>
                  <input type="number" name="min" min="0" inputMode="numeric" defaultValue={query.priceMin !== undefined ? query.priceMin / 100 : ""} />
                </label>
                <label>
                  <span>{m.facet_price_max({}, options)}</span>
                  <input type="number" name="max" min="0" inputMode="numeric" defaultValue={query.priceMax !== undefined ? query.priceMax / 100 : ""} />
                </label>
              </div>
            </fieldset>
            {facets.tags.length ? (
              <fieldset>
                <legend>{m.facet_tags({}, options)}</legend>
                <div className="facets__chips">
                  {facets.tags.map((tag) => (
                    <label key={tag.value} className="chip">
                      <input type="checkbox" name="tag" value={tag.value} defaultChecked={query.tags.includes(tag.value)} />
                      <span>{tagLabel(tag.value, locale.language)}</span>
                    </label>
                  ))}
                </div>
              </fieldset>
            ) : null}
          </div>
          <div className="facets__actions">
            <button type="submit" className="button">
              {m.facets_apply({}, options)}
            </button>
            {filtered ? (
              <Link to={`${pathname}${Object.keys(hidden).length ? `?${new URLSearchParams(hidden)}` : ""}`} className="button button--secondary">
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
      {pagination.totalPages > 1 ? (
        <nav className="pagination" aria-label={m.pagination_label({}, options)}>
          {pagination.page > 1 ? (
            <Link rel="prev" to={`${pathname}${withHidden(listingSearch(query, defaultSort, { page: pagination.page - 1 }), hidden)}`}>
              {m.pagination_previous({}, options)}
            </Link>
          ) : null}
          <span>{m.pagination_status({ page: pagination.page, total: pagination.totalPages }, options)}</span>
          {pagination.page < pagination.totalPages ? (
            <Link rel="next" to={`${pathname}${withHidden(listingSearch(query, defaultSort, { page: pagination.page + 1 }), hidden)}`}>
              {m.pagination_next({}, options)}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}

function withHidden(search: string, hidden: Record<string, string>): string {
  const params = new URLSearchParams(hidden);
  for (const [key, value] of new URLSearchParams(search)) params.append(key, value);
  const text = params.toString();
  return text ? `?${text}` : "";
}
