import { sameSitePath } from "../../lib/return-to";

/**
 * The sign-in `state` round trip: `{tag}~{path}`. The tag is derived from this browser's
 * anonymous id, so the callback only accepts a sign-in this browser started: a link crafted
 * with someone else's tokens (login CSRF) would sign the shopper into a stranger's account and
 * merge their cart into it. The path is where the shopper comes back to: same-site, printable
 * ASCII only (a header value), never `//host` nor `/\host` (lib/return-to.ts).
 */
/** Any origin will do: only a path on it passes (the callback redirects to a path, never a host). */
const SAME_SITE = "http://same-site.invalid";
const STATE_PATTERN = /^([\w-]{16})~([\x21-\x7e]+)$/;

export async function authStateTag(anonymousId: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`auth-state:${anonymousId}`));
  return btoa(String.fromCharCode(...new Uint8Array(digest)))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .slice(0, 16);
}

export function composeAuthState(tag: string, path: string): string {
  return `${tag}~${path}`;
}

/** The browser's tag of a state, for pointing an existing sign-in link at another page (the shell). */
export function authStateTagOf(state: string | null | undefined): string | undefined {
  const match = state ? STATE_PATTERN.exec(state) : null;
  return match?.[1];
}

export function parseAuthState(state: string | null | undefined): { tag: string; path: string } | null {
  const match = state ? STATE_PATTERN.exec(state) : null;
  const path = match ? sameSitePath(match[2], SAME_SITE) : null;
  return match && path ? { tag: match[1]!, path } : null;
}
