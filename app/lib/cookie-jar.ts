import { serializeCookie } from "./cookies";

/**
 * Attributes every cookie we set shares: Secure on https (and localhost), the shop's domain, and
 * HttpOnly: no script of ours reads a cookie the server set (the country popin's dismissal is
 * the one cookie written by the page itself), so an injected script could not read one either.
 */
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
  set(name: string, value: string, options: { maxAge?: number }): void;
  clear(name: string): void;
  /**
   * A one-shot cookie the browser sent: its value, cleared for the next request, unless this
   * request has set it anew (then the new value stays for the next one).
   */
  take(name: string): string | undefined;
  /** What this request itself has set a cookie to (undefined when it has not, or cleared it). */
  pending(name: string): string | undefined;
  /** The Set-Cookie values of every change, last change of a name winning. */
  setCookieHeaders(): string[];
}

export function createCookieJar(sent: Readonly<Record<string, string>>, base: CookieBase): CookieJar {
  const changes = new Map<string, { value: string | undefined; header: string }>();
  const clear: CookieJar["clear"] = (name) => {
    if (sent[name] === undefined && !changes.has(name)) return;
    changes.set(name, {
      value: undefined,
      header: serializeCookie(name, "", { ...base, maxAge: 0, httpOnly: true, sameSite: "Lax" }),
    });
  };
  return {
    get: (name) => (changes.has(name) ? changes.get(name)!.value : sent[name]),
    set(name, value, { maxAge }) {
      changes.set(name, {
        value,
        header: serializeCookie(name, value, { ...base, maxAge, httpOnly: true, sameSite: "Lax" }),
      });
    },
    clear,
    take(name) {
      const value = sent[name];
      if (value !== undefined && !changes.has(name)) clear(name);
      return value;
    },
    pending: (name) => changes.get(name)?.value,
    setCookieHeaders: () => [...changes.values()].map((change) => change.header),
  };
}
