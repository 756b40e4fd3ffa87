import type { ReactNode } from "react";
import { Link } from "react-router";
import { m } from "../../paraglide/messages.js";
import { useMessageOptions } from "../../lib/i18n";
import type { PlaceView } from "./finder-data";
import { OpenNow, WeekHours } from "./hours";

/** The services a place offers, in words. */
export function PlaceServices({ place }: { place: PlaceView }) {
  const options = useMessageOptions();
  if (!place.services.length) return null;
  return (
    <ul className="place-card__services" aria-label={m.stores_services_title({}, options)}>
      {place.services.map((label) => (
        <li key={label}>{label}</li>
      ))}
    </ul>
  );
}

/** One size's stock in one store, as a shopper decides whether to go. */
export function StockLine({ stock }: { stock: NonNullable<PlaceView["stock"]> }) {
  return <p className={`place-card__stock place-card__stock--${stock.inStock ? "in" : "out"}`}>{stock.text}</p>;
}

export function PlaceAddress({ address }: { address: PlaceView["address"] }) {
  return (
    <address className="place-card__address">
      {address.line1}
      {address.line2 ? (
        <>
          <br />
          {address.line2}
        </>
      ) : null}
      <br />
      {address.zipCode} {address.city}
    </address>
  );
}

/** One result: what a shopper compares (distance, hours today, services, stock), then the way on. */
function PlaceCard({ place, number, choice }: { place: PlaceView; number: number | null; choice?: ReactNode }) {
  const options = useMessageOptions();
  return (
    <li className="place-card" id={`place-${place.id}`}>
      {number !== null ? (
        <span className="place-card__number" aria-hidden="true">
          {number}
        </span>
      ) : null}
      <div className="place-card__body">
        <h3 className="place-card__name">{place.href ? <Link to={place.href}>{place.name}</Link> : place.name}</h3>
        {place.distance ? <p className="place-card__distance">{place.distance}</p> : null}
        <PlaceAddress address={place.address} />
        {place.carrier ? <p className="place-card__carrier">{place.carrier}</p> : null}
        {place.stock ? <StockLine stock={place.stock} /> : null}
        <OpenNow place={place} />
        <details className="place-card__hours">
          <summary>{m.stores_hours_title({}, options)}</summary>
          <WeekHours place={place} />
        </details>
        <PlaceServices place={place} />
        {choice}
      </div>
    </li>
  );
}

/** The results, nearest first, numbered like the pins on the map. */
export function PlaceList({
  places,
  numbered,
  choice,
}: {
  places: PlaceView[];
  numbered: boolean;
  choice?: (place: PlaceView) => ReactNode;
}) {
  return (
    <ol className="place-list">
      {places.map((place, index) => (
        <PlaceCard key={place.id} place={place} number={numbered ? index + 1 : null} choice={choice?.(place)} />
      ))}
    </ol>
  );
}
