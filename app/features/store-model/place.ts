import type { Store } from "./schemas";

/** What the finder looks for: the three store-locator calls of spec 7. */
export type PlaceKind = "stores" | "pickups" | "lockers";

/** Why the finder is searching (the calls' `context`): the locator, the checkout or the account. */
export type FinderContext = "STORE_LOCATOR" | "CHECKOUT" | "ACCOUNT";

/** A store, a pickup point or a locker, as the finder lists and maps it. */
export interface Place {
  id: string;
  kind: "store" | "pickup" | "locker";
  name: string;
  /** The store page's URL name (stores only). */
  slug: string;
  address: Store["address"];
  coordinates: Store["coordinates"];
  openingHours: Store["openingHours"];
  exceptionalClosures: Store["exceptionalClosures"];
  services: string[];
  phone: string | null;
  carrier: string | null;
  stock: Store["stock"];
  /** Kilometres from the searched place, when there was one. */
  distance: number | null;
}
