import type { SessionTokens } from "./tokens";

/**
 * The shopper's session as one request holds it (its tokens, renewed at most once, stored at
 * sign-in, cleared at logout): the contract the request context carries. The implementation is
 * the auth domain's (features/auth/session.server.ts); the base declares only what it offers, so
 * that the context, which every domain receives, depends on no domain.
 */
export interface AuthSession {
  /** This request's tokens as they now are (renewed, stored or cleared below). */
  readonly tokens: Readonly<SessionTokens>;
  signedIn(): boolean;
  /** A refresh token present and not expired (secure-authent). */
  secure(): boolean;
  /** Renews the tokens once for the whole request; says whether a retry makes sense. */
  renew(): Promise<boolean>;
  /** The tokens were renewed during this request. */
  readonly refreshed: boolean;
  /** Renewal failed: the tokens are cleared and the shopper must sign in again. */
  readonly expired: boolean;
  /** The provider's callback: both tokens, from now on and in the browser. */
  signIn(pair: Required<SessionTokens>): void;
  /** Logout: both tokens and the cart cookie (spec 2.4). */
  signOut(): void;
  /** The backend refused even renewed tokens: cleared, and the session ends as if renewal failed. */
  reject(): void;
}
