import type { FinderQuery, StockQuery } from "./finder-query";
import type { StoreMapView } from "./map/store-map-view";
import type { Place, PlaceKind } from "../store-model/place";
import type { StoreAddress } from "../store-model/schemas";

/** One day of a place's coming week, in words. */
export interface DayView {
  date: string;
  day: string;
  hours: string;
  isToday: boolean;
}

/** A place as the finder and the store page show it, worded on the server (place-view.server.ts). */
export interface PlaceView {
  id: string;
  kind: Place["kind"];
  name: string;
  /** The store's page (stores only), keeping the stock asked. */
  href: string | null;
  address: StoreAddress;
  phone: string | null;
  distance: string | null;
  carrier: string | null;
  openNow: { text: string; open: boolean };
  week: DayView[];
  /** Exceptional closures still to come, their dates in words. */
  closures: { date: string; reason: string }[];
  services: string[];
  stock: { text: string; inStock: boolean } | null;
}

export interface FinderStatus {
  tone: "results" | "empty" | "error" | "none";
  text: string;
  hint: string | null;
  /** Said first when the list is not quite what was asked ("near me" without a position: the town typed instead). */
  note?: string;
}

/** The product whose stock the shopper asked for (the product page's "find in store"). */
export interface StockProduct {
  /** "Stock of {product}, size {size}." */
  text: string;
  href: string;
}

/** What a page hands the place finder (finder.server.ts builds it). */
export interface FinderData {
  kind: PlaceKind;
  query: FinderQuery;
  stock: StockQuery | null;
  product: StockProduct | null;
  status: FinderStatus;
  places: PlaceView[];
  map: StoreMapView | null;
  mapLabel: string;
}
