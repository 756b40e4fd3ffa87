import { href } from "../../pages/href";
import { useState, type ReactNode } from "react";
import { Form, Link, useNavigate, useNavigation } from "react-router";
import { m } from "../../paraglide/messages.js";
import { useLocale, useMessageOptions } from "../../lib/i18n";
import { useHydrated } from "../../ui/use-hydrated";
import type { FinderData, PlaceView } from "./finder-data";
import { FINDER_TEXT_MAX, finderSearch } from "./finder-query";
import { StoreMap } from "./map/store-map";
import { PlaceList } from "./place-list";

type Locating = "idle" | "locating" | "denied" | "unavailable";

/**
 * "Near me": the browser's position, rounded to about 1 km, as a search. It needs scripts and
 * the browser's geolocation, so it is offered only once both are there (decision 180): its place
 * is kept from the start (no shift when it appears) and not shown without scripts (CSS
 * `scripting: none`). It never submits the form: a search without a position never empties the
 * list.
 */
function NearMe({
  action,
  stock,
  params,
}: {
  action: string;
  stock: FinderData["stock"];
  params: Record<string, string>;
}) {
  const options = { locale: useLocale().language };
  const usable = useHydrated() && "geolocation" in navigator;
  const navigate = useNavigate();
  const [state, setState] = useState<Locating>("idle");
  const locate = () => {
    if (!usable) return;
    setState("locating");
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setState("idle");
        const search = new URLSearchParams(
          finderSearch({ by: "position", position: { lat: coords.latitude, lon: coords.longitude } }, stock),
        );
        for (const [name, value] of Object.entries(params)) search.set(name, value);
        navigate(`${action}?${search}`);
      },
      (error) => setState(error.code === error.PERMISSION_DENIED ? "denied" : "unavailable"),
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 300_000 },
    );
  };
  const message =
    state === "locating"
      ? m.stores_near_me_locating({}, options)
      : state === "denied"
        ? m.stores_near_me_denied({}, options)
        : state === "unavailable"
          ? m.stores_near_me_unavailable({}, options)
          : "";
  return (
    <div className="place-finder__near-me" data-usable={usable || undefined}>
      <button
        type="button"
        className="button button--secondary"
        onClick={locate}
        aria-busy={state === "locating"}
        disabled={!usable || state === "locating"}
      >
        {m.stores_near_me({}, options)}
      </button>
      <p
        role="status"
        className={
          state === "denied" || state === "unavailable" ? "place-finder__locate-error" : "place-finder__locate-note"
        }
      >
        {message}
      </p>
    </div>
  );
}

/** What the shopper typed, kept in the box: also when "near me" came without a position. */
const typedText = (query: FinderData["query"]) =>
  query.by === "text" || query.by === "unlocated" ? (query.text ?? "") : "";

/** What the list holds, said once above it (worded by the server). */
function ResultsStatus({ data }: { data: FinderData }) {
  const locale = useLocale();
  const { status } = data;
  if (status.tone === "none") return null;
  const note = status.note ? <p className="place-finder__note">{status.note}</p> : null;
  if (status.tone === "results")
    return (
      <>
        {note}
        <h2 className="place-finder__status">{status.text}</h2>
      </>
    );
  return (
    <div className={`place-finder__status place-finder__status--${status.tone}`}>
      {note}
      <p>
        <strong>{status.text}</strong>
      </p>
      {status.hint ? <p>{status.hint}</p> : null}
      {status.tone === "empty" && data.kind === "stores" ? (
        <p>
          <Link to={href(locale.prefix, "stores-all")}>{m.stores_all_title({}, { locale: locale.language })}</Link>
        </p>
      ) : null}
    </div>
  );
}

/**
 * One place finder for stores, pickup points and lockers (the store locator, the checkout and the
 * account use it): a GET form (town or postcode, and "near me"), the status of the search, the
 * list nearest first and, where the site shows maps, the same places on a map. `choice` adds a
 * control to each place (the checkout's "deliver here"); `overview` fills the page before a search.
 */
export function PlaceFinder({
  data,
  action,
  params = {},
  choice,
  overview,
}: {
  data: FinderData;
  action: string;
  /** Kept by every search (the checkout's method and country). */
  params?: Record<string, string>;
  choice?: (place: PlaceView) => ReactNode;
  overview?: ReactNode;
}) {
  const options = useMessageOptions();
  const navigation = useNavigation();
  const searching = navigation.state === "loading" && navigation.location.pathname === action;
  const { places } = data;
  const numbered = data.query.by !== "none";
  return (
    <div className="place-finder">
      <Form
        method="get"
        action={action}
        className="place-finder__form"
        role="search"
        aria-label={m.stores_search_label({}, options)}
      >
        {data.stock ? (
          <>
            <input type="hidden" name="productId" value={data.stock.productId} />
            <input type="hidden" name="size" value={data.stock.size} />
          </>
        ) : null}
        {Object.entries(params).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <label className="field">
          <span className="field__label">{m.stores_search_field({}, options)}</span>
          <input
            className="field__input"
            type="search"
            name="q"
            defaultValue={typedText(data.query)}
            key={typedText(data.query)}
            maxLength={FINDER_TEXT_MAX}
            autoComplete="address-level2"
            enterKeyHint="search"
            required
          />
        </label>
        <button type="submit" className="button" aria-busy={searching}>
          {m.stores_search_submit({}, options)}
        </button>
        <NearMe action={action} stock={data.stock} params={params} />
      </Form>
      {data.product ? (
        <p className="place-finder__product">
          {data.product.text} <Link to={data.product.href}>{m.stores_back_to_product({}, options)}</Link>
        </p>
      ) : null}
      <div aria-live="polite">
        <ResultsStatus data={data} />
      </div>
      {numbered || data.map ? (
        <div className={data.map ? "place-finder__results place-finder__results--with-map" : "place-finder__results"}>
          {numbered && places.length ? <PlaceList places={places} numbered choice={choice} /> : null}
          {!numbered ? overview : null}
          {data.map && (places.length || !numbered) ? <StoreMap map={data.map} label={data.mapLabel} /> : null}
        </div>
      ) : (
        overview
      )}
    </div>
  );
}
