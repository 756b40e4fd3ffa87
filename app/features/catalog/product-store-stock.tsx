import { href } from "../../pages/href";
import { Suspense } from "react";
import { Await, Form, Link } from "react-router";
import { useLocale } from "../../lib/i18n";
import { m } from "../../paraglide/messages.js";
import { Skeleton } from "../../ui/skeleton";
import type { ProductPageData } from "./product.server";
import type { Product } from "../catalog-model/schemas";

/**
 * "In store": a size's stock in the stores of a town (the e-reservation flag), the search a plain
 * GET form, the answer streamed in (its skeleton meanwhile); a store links to its page with that
 * size's stock where the site has store pages.
 */
export function StoreStockFinder({
  product,
  option,
  storeQuery,
  storeStock,
  storePages,
}: {
  product: Product;
  option: Product["options"][number];
  storeQuery: ProductPageData["storeQuery"];
  storeStock: ProductPageData["storeStock"];
  storePages: boolean;
}) {
  const locale = useLocale();
  const options = { locale: locale.language };
  return (
    <section className="product__stores" id="product-stores">
      <h2>{m.product_in_store_title({}, options)}</h2>
      <Form method="get" className="product__store-search" preventScrollReset>
        {option.optionId !== product.options[0]!.optionId ? (
          <input type="hidden" name="option" value={option.optionId} />
        ) : null}
        <label>
          <span>{m.product_size({}, options)}</span>
          <select name="storeSku" defaultValue={storeQuery.sku} key={storeQuery.sku}>
            {option.sizes.map((size) => (
              <option key={size.sku} value={size.sku}>
                {size.label}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{m.product_store_city({}, options)}</span>
          <input
            type="search"
            name="city"
            defaultValue={storeQuery.city}
            maxLength={40}
            autoComplete="address-level2"
          />
        </label>
        <button type="submit" className="button button--secondary">
          {m.product_store_search({}, options)}
        </button>
      </Form>
      <Suspense fallback={<Skeleton height={96} label={m.product_in_store_loading({}, options)} />}>
        <Await resolve={storeStock}>
          {(stock) =>
            stock?.stores.length ? (
              <ul>
                {stock.stores.slice(0, 5).map((store) => (
                  <li key={store.storeId}>
                    {/* The store's page, with this size's stock (spec 2.5: by id, moved to its canonical URL). */}
                    <strong>
                      {storePages ? (
                        <Link
                          to={`${href(locale.prefix, "store", { storeId: store.storeId })}?productId=${product.productId}&size=${stock.sku}`}
                        >
                          {store.name}
                        </Link>
                      ) : (
                        store.name
                      )}
                    </strong>{" "}
                    ({store.city}) —{" "}
                    {store.quantity > 0
                      ? m.product_in_store_count({ count: store.quantity }, options)
                      : m.availability_unavailable({}, options)}
                  </li>
                ))}
              </ul>
            ) : (
              <p>{m.product_in_store_none({}, options)}</p>
            )
          }
        </Await>
      </Suspense>
    </section>
  );
}
