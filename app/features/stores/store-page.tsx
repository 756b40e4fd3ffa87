import { href } from "../../pages/href";
import { Link } from "react-router";
import { m } from "../../paraglide/messages.js";
import { useLocale } from "../../lib/i18n";
import { OpenNow, UpcomingClosures, WeekHours } from "./hours";
import { StoreMap } from "./map/store-map";
import { PlaceAddress, PlaceServices, StockLine } from "./place-list";
import type { StorePageData } from "./store-page.server";

/**
 * A store's page: where it is and how to reach it, whether it is open now, its week of hours and
 * closures, its services, and, when the shopper came from a product, that size's stock here.
 */
export function StorePage({
  data,
}: {
  data: Pick<StorePageData, "view" | "countryName" | "product" | "map" | "mapLabel">;
}) {
  const locale = useLocale();
  const options = { locale: locale.language };
  const { view } = data;
  const locator = href(locale.prefix, "store-locator");
  return (
    <article className="store-page">
      <nav aria-label={m.stores_breadcrumb({}, options)} className="breadcrumb">
        <ol>
          <li>
            <Link to={locator}>{m.stores_title({}, options)}</Link>
          </li>
          <li>
            <Link to={`${href(locale.prefix, "stores-all")}#stores-${view.address.countryCode}`}>
              {data.countryName}
            </Link>
          </li>
          <li>
            <Link to={`${locator}?${new URLSearchParams({ q: view.address.city })}`}>{view.address.city}</Link>
          </li>
        </ol>
      </nav>
      <h1>{view.name}</h1>
      <div className={data.map ? "store-page__grid store-page__grid--with-map" : "store-page__grid"}>
        <div className="store-page__details">
          <OpenNow place={view} />
          <PlaceAddress address={view.address} />
          {view.phone ? (
            <p className="store-page__contact">
              <a href={`tel:${view.phone.replace(/[^\d+]/g, "")}`}>{m.stores_call({ phone: view.phone }, options)}</a>
            </p>
          ) : null}
          {data.product && view.stock ? (
            <section className="store-page__stock">
              <h2>{m.stores_stock_title({}, options)}</h2>
              <p>{data.product.text}</p>
              <StockLine stock={view.stock} />
              <Link to={data.product.href}>{m.stores_back_to_product({}, options)}</Link>
            </section>
          ) : null}
          <section>
            <h2>{m.stores_hours_title({}, options)}</h2>
            <WeekHours place={view} />
            <UpcomingClosures place={view} />
          </section>
          {view.services.length ? (
            <section>
              <h2>{m.stores_services_title({}, options)}</h2>
              <PlaceServices place={view} />
            </section>
          ) : null}
          <p className="store-page__more">
            <Link to={locator}>{m.stores_find_another({}, options)}</Link> ·{" "}
            <Link to={href(locale.prefix, "stores-all")}>{m.stores_all_title({}, options)}</Link>
          </p>
        </div>
        {data.map ? <StoreMap map={data.map} label={data.mapLabel} /> : null}
      </div>
    </article>
  );
}
