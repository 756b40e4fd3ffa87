import { data } from "react-router";

/**
 * A read a page cannot go without (a listing, a page's content, a checkout step's data): what it
 * answers, else a 503 the error page says plainly (spec 8), never a 500 and never a blank page.
 */
export async function orServiceUnavailable<T>(read: Promise<T>, what: string): Promise<T> {
  try {
    return await read;
  } catch {
    throw data(`${what} unavailable`, { status: 503 });
  }
}
