/**
 * Typed failures of backend calls. Every call through the API client either resolves to a
 * zod-checked value or rejects with one of these, carrying the status and the backend's
 * message so callers can follow the error catalogue of spec section 8.
 */
export class ApiError extends Error {
  override readonly name = "ApiError";
  constructor(
    /** HTTP status of the answer; 0 when the backend could not be reached; 502 for a bad answer. */
    readonly status: number,
    message: string,
    /** "GET /web-domains/" style label, for logs. */
    readonly call: string,
    readonly body?: unknown,
  ) {
    super(message);
  }

  get isInvalidJwt(): boolean {
    return this.status === 401 && this.message === "Invalid JWT.";
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Reads the `message` of a JSON error body, falling back to the status text. */
export function messageFromBody(body: unknown, fallback: string): string {
  if (body && typeof body === "object" && "message" in body && typeof body.message === "string") {
    return body.message;
  }
  if (typeof body === "string" && body.trim()) return body.trim().slice(0, 500);
  return fallback;
}
