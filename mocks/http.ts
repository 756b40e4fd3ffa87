import { Response } from "miragejs";
import type { FakeRequest } from "./mirage-adapter";
import { requestInfo, type RequestInfo } from "./request-info";

/**
 * Route registration target: Mirage's server inside `routes()`, typed loosely on purpose:
 * handlers read Mirage's db collections directly and return plain answers or Responses.
 */
// Mirage's db collections are untyped (biome.json lets mocks use any).
export type MockDb = { [collection: string]: any };
export type Handler = (schema: { db: MockDb }, request: FakeRequest) => unknown;
export interface Routes {
  get(path: string, handler: Handler): void;
  post(path: string, handler: Handler): void;
  put(path: string, handler: Handler): void;
  delete(path: string, handler: Handler): void;
}

/** The backend's error shape: `{ message }` with the status. */
export function fail(status: number, message: string) {
  return new Response(status, {}, { message });
}

export function answer(status: number, body: unknown) {
  return new Response(status, {}, body as object);
}

export const noContent = () => new Response(204, {}, "");

/**
 * Customer calls need a valid Bearer token: without one the backend answers 401 'Invalid JWT.'
 * (spec 8). An expired or forged one never reaches a handler (mocks/backend.ts).
 */
export function requireCustomer(info: RequestInfo): string | ReturnType<typeof fail> {
  if (!info.customerId) return fail(401, "Invalid JWT.");
  return info.customerId;
}

export function isFailure(value: unknown): value is ReturnType<typeof fail> {
  return value instanceof Response;
}

/**
 * A customer's own records (profile, addresses, orders, subscriptions, wishlist...) live in the
 * session's world, which every browser of that world shares, as a real backend keeps them by
 * customer; carts, stock overrides and the fault switch stay per session (decision 129).
 */
const WORLDS = new WeakMap<object, MockDb>();
export function joinWorld(sessionDb: object, worldDb: MockDb) {
  WORLDS.set(sessionDb, worldDb);
}
/** The records of the customers of `db`'s session: its world's (the session's own when it has none). */
export const customerDb = (db: MockDb): MockDb => WORLDS.get(db) ?? db;

/** A handler for the signed-in customer's own data: 401 'Invalid JWT.' otherwise. */
export function withCustomer(handler: (db: MockDb, customerId: string, request: FakeRequest) => unknown): Handler {
  return (schema, request) => {
    const customerId = requireCustomer(requestInfo(request));
    return isFailure(customerId) ? customerId : handler(customerDb(schema.db), customerId, request);
  };
}
