/** A pin on the store map: where it goes (map units), its number in the list, where it leads. */
export interface MapPin {
  x: number;
  y: number;
  /** The place's number in the list beside the map; none on an overview of every store. */
  number: number | null;
  label: string;
  href: string | null;
}

/** What a page needs to draw a map: the land's URL, its size, the pins (store-map.server.ts). */
export interface StoreMapView {
  land: string;
  width: number;
  height: number;
  pins: MapPin[];
}
