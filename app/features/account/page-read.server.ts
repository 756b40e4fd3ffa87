import { data } from "react-router";

/**
 * An account page whose read failed (spec 8: these rethrow): a 503 the page says plainly, with a
 * retry, never a blank page and never a 500.
 */
export const unavailable = () => data({ failed: true as const }, { status: 503 });

/** A page's reads, or `unavailable()` when one of them fails. */
export async function orUnavailable<Page>(read: () => Promise<Page>) {
  try {
    return { failed: false as const, ...(await read()) };
  } catch {
    return unavailable();
  }
}
