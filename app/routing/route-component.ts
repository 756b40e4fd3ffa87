import { memo, type ComponentType } from "react";

type RouteProps = Record<string, unknown>;

function sameEntries(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length && keys.every((key) => (a as RouteProps)[key] === (b as RouteProps)[key])
  );
}

/**
 * A route's props are unchanged when its data, action data and matches are the same objects and
 * its params say the same (React Router matches again, with new params objects, whenever its
 * route table grows).
 */
export function sameRouteProps(previous: RouteProps, next: RouteProps): boolean {
  const keys = Object.keys(next);
  if (keys.length !== Object.keys(previous).length) return false;
  return keys.every((key) =>
    key === "params" ? sameEntries(previous[key], next[key]) : Object.is(previous[key], next[key]),
  );
}

/**
 * A route module's component, skipped when a router update changes nothing it was given
 * (decision 169). React Router renders every route again on each of its updates: a route
 * discovered after hydration (a product link on a listing), a fetcher's state anywhere on the
 * page, a revalidation that brought the same data. Unskipped, each one rendered the whole page
 * again (1,567 of a listing's 1,772 components, after hydration); skipped, only what reads the
 * router renders (links and forms, which keep their children).
 */
export function routeComponent<Props extends object>(component: ComponentType<Props>) {
  return memo(component, (previous, next) => sameRouteProps(previous as RouteProps, next as RouteProps));
}
