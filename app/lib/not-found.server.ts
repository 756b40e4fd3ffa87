import { data } from "react-router";
import { logWarning } from "./log.server";

export const PAGE_NOT_FOUND = "Page Not Found";

/** The spec's fatal not-found message (loyalty history, newsletter page without token or source). */
export const PAGE_INTROUVABLE = "page introuvable";

/**
 * Stops the request with the 404 page and logs it with message, status and URL (spec 2.6):
 * React Router only reports thrown errors, not the 404s we throw on purpose.
 */
export function notFound(message: string, url: URL | string): never {
  logWarning({ message, status: 404, url: String(url) });
  throw data(message, { status: 404 });
}

/** 'Page Not Found: {path}' (spec 8, route validation failure). */
export function pageNotFound(url: URL): never {
  notFound(`${PAGE_NOT_FOUND}: ${url.pathname}`, url);
}
