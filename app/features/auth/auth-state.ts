/**
 * The sign-in `state` round trip: `{tag}~{path}`. The tag is derived from this browser's
 * anonymous id, so the callback only accepts a sign-in this browser started: a link crafted
 * with someone else's tokens (login CSRF) would sign the shopper into a stranger's account and
 * merge their cart into it. The path is where the shopper comes back to: same-site, printable
 * ASCII only (a header value), never `//host`.
 */
const STATE_PATTERN = /^([\w-]{16})~(\/(?!\/)[\x21-\x7e]*)$/;

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

export function parseAuthState(state: string | null | undefined): { tag: string; path: string } | null {
  const match = state ? STATE_PATTERN.exec(state) : null;
  return match ? { tag: match[1]!, path: match[2]! } : null;
}
