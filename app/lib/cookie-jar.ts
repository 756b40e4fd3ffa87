import { serializeCookie } from "./cookies";

/** Attributes every cookie we set shares: Secure on https (and localhost), the shop's domain. */
export interface CookieBase {
  secure: boolean;
  domain?: string;
}

/**
 * The request's cookies and the changes this request makes to them. Services read through
 * `get` (which sees this request's own changes, so a loader after an action reads the cart id the
 * action set) and write through `set`/`clear`; the edge worker turns the changes into Set-Cookie
 * headers. Nothing else mutates cookies.
 */
export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, options: { maxAge?: number; httpOnly?: boolean }): void;
  clear(name: string, options?: { httpOnly?: boolean }): void;
  /**
   * A one-shot cookie the browser sent: its value, cleared for the next request, unless this
   * request has set it anew (then the new value stays for the next one).
   */
  take(name: string, options?: { httpOnly?: boolean }): string | undefined;
  /** What this request itself has set a cookie to (undefined when it has not, or cleared it). */
  pending(name: string): string | undefined;
  /** The Set-Cookie values of every change, last change of a name winning. */
  setCookieHeaders(): string[];
}

export function createCookieJar(sent: Readonly<Record<string, string>>, base: CookieBase): CookieJar {
  const changes = new Map<string, { value: string | undefined; header: string }>();
  const clear: CookieJar["clear"] = (name, { httpOnly = false } = {}) => {
    if (sent[name] === undefined && !changes.has(name)) return;
    changes.set(name, { value: undefined, header: serializeCookie(name, "", { ...base, maxAge: 0, httpOnly, sameSite: "Lax" }) });
  };
  return {
    get: (name) => (changes.has(name) ? changes.get(name)!.value : sent[name]),
    set(name, value, { maxAge, httpOnly = false }) {
      changes.set(name, { value, header: serializeCookie(name, value, { ...base, maxAge, httpOnly, sameSite: "Lax" }) });
    },
    clear,
    take(name, options) {
      const value = sent[name];
      if (value !== undefined && !changes.has(name)) clear(name, options);
      return value;
    },
    pending: (name) => changes.get(name)?.value,
    setCookieHeaders: () => [...changes.values()].map((change) => change.header),
  };
}
