/**
 * Typed failures of backend calls, and the one error catalogue (spec 8). Every call through the
 * API client either resolves to a zod-checked value or rejects with an `ApiError`, whose `code`
 * names the situation. The backend's message text is read here and nowhere else: features
 * switch on codes.
 */
export type BackendErrorCode =
  /** 401 'Invalid JWT.': the tokens are renewed once, else the shopper signs in again. */
  | "invalid-jwt"
  /** Any other 401, or 403. */
  | "unauthorized"
  /** 404 'No cart found for id…': the cart and its cookie are forgotten. */
  | "cart-not-found"
  /** Any other 404. */
  | "not-found"
  /** 406 on cart creation: the customer already has a cart, which is fetched instead. */
  | "cart-exists"
  /** 409: the cart changed since the shopper's page showed it; reload and retry once. */
  | "version-conflict"
  /** 412 on validation: stock changed; refresh the cart and stock, then say so. */
  | "validation-failed"
  /** 'Only N left…', 'Sku … is not available': a quantity beyond stock. */
  | "stock-limit"
  /** 'Product_out_of_stock': a promo code's or loyalty offer's gift is out of stock. */
  | "product-out-of-stock"
  /** A promo code already in the cart. */
  | "promo-already-applied"
  /** A promo code whose minimum cart amount is not reached. */
  | "promo-minimum-not-met"
  /** A promo code the backend does not know. */
  | "promo-invalid"
  /** A loyalty offer whose minimum spend the cart's goods do not reach (designed: docs/api.md). */
  | "loyalty-offer-minimum-not-met"
  /** A loyalty offer for product families the cart has no line of (designed: docs/api.md). */
  | "loyalty-offer-family-missing"
  /** 410: a link that was valid once (an unsubscribe link) has expired. */
  | "expired"
  /** Any other refusal (4xx). */
  | "rejected"
  /** No answer within the client's timeout. */
  | "timeout"
  /** 5xx, or the backend could not be reached. */
  | "unavailable"
  /** An answer that does not match its schema. */
  | "bad-answer";

export const INVALID_JWT_MESSAGE = "Invalid JWT.";

/** The spec's own message when an action needs a cart and there is none (spec 8). */
export const NO_KNOWN_CART = "No known cart in store";

const MESSAGE_CODES: readonly [RegExp, BackendErrorCode][] = [
  [/^No cart found for id/, "cart-not-found"],
  [/^Only \d+ left|is not available/, "stock-limit"],
  [/Product_out_of_stock/, "product-out-of-stock"],
  [/^Promo code \S+ is already applied/, "promo-already-applied"],
  [/^Promo code \S+ needs a cart of at least/, "promo-minimum-not-met"],
  [/^Invalid promo code/, "promo-invalid"],
  [/^Loyalty offer \S+ needs a cart of at least/, "loyalty-offer-minimum-not-met"],
  [/^Loyalty offer \S+ applies to families/, "loyalty-offer-family-missing"],
];

/** Which loyalty offer a refusal of its rules names (`Loyalty offer {id} …`), for the shopper to be told which. */
export function refusedLoyaltyOfferId(message: string): string | undefined {
  return /^Loyalty offer (\S+) /.exec(message)?.[1];
}

/** The catalogue's reading of one failed answer: status first, then the backend's message. */
export function backendErrorCode(status: number, message: string): BackendErrorCode {
  if (status === 401) return message === INVALID_JWT_MESSAGE ? "invalid-jwt" : "unauthorized";
  if (status === 403) return "unauthorized";
  if (status === 406) return "cart-exists";
  if (status === 409) return "version-conflict";
  if (status === 410) return "expired";
  if (status === 412) return "validation-failed";
  if (status === 502) return "bad-answer";
  if (status === 504) return "timeout";
  if (status >= 500 || status === 0) return "unavailable";
  const byMessage = MESSAGE_CODES.find(([pattern]) => pattern.test(message));
  if (byMessage && (status === 400 || byMessage[1] === "cart-not-found")) return byMessage[1];
  return status === 404 ? "not-found" : "rejected";
}

/** Failures the shopper can do nothing about but try later. */
export const isOutage = (code: BackendErrorCode) =>
  code === "unavailable" || code === "timeout" || code === "bad-answer";

export class ApiError extends Error {
  override readonly name = "ApiError";
  readonly code: BackendErrorCode;
  constructor(
    /** HTTP status of the answer; 503 when the backend could not be reached; 502 for a bad answer; 504 on timeout. */
    readonly status: number,
    message: string,
    /** "GET /web-domains/" style label, for logs. */
    readonly call: string,
    readonly body?: unknown,
  ) {
    super(message);
    this.code = backendErrorCode(status, message);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The catalogue code of any failure: an ApiError's own, else an outage. */
export function errorCodeOf(error: unknown): BackendErrorCode {
  return isApiError(error) ? error.code : "unavailable";
}

/** Reads the `message` of a JSON error body, falling back to the status text. */
export function messageFromBody(body: unknown, fallback: string): string {
  if (body && typeof body === "object" && "message" in body && typeof body.message === "string") {
    return body.message;
  }
  if (typeof body === "string" && body.trim()) return body.trim().slice(0, 500);
  return fallback;
}

/** A call whose 404 means "there is none": null then; every other failure is thrown as it was. */
export async function nullIfNotFound<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (isApiError(error) && error.code === "not-found") return null;
    throw error;
  }
}
