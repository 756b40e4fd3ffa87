import { refreshTokensBodySchema } from "../app/features/auth/schemas";
import { issueTokens, readProfile, verifyRefreshToken, type TokenLifetimes } from "./tokens";

/**
 * POST api/cookie-refresh-tokens (authentication service, spec 7): a valid, unexpired
 * refresh token for the same customer as the access token gets a new pair; anything else
 * is 401 (the storefront then clears the session and sends the shopper to sign-in).
 */
export async function refreshTokens(request: Request, secret: string, lifetimes: TokenLifetimes): Promise<Response> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    body = undefined;
  }
  const parsed = refreshTokensBodySchema.safeParse(body);
  if (!parsed.success) return Response.json({ message: "Invalid refresh request" }, { status: 401 });
  const verified = await verifyRefreshToken(parsed.data.tokens.refreshToken, secret);
  const profile = readProfile(parsed.data.tokens.accessToken);
  if (!verified || profile.customerId !== verified.customerId) {
    return Response.json({ message: "Invalid refresh token" }, { status: 401 });
  }
  const tokens = await issueTokens(
    { ...profile, customerId: verified.customerId, newCustomer: verified.newCustomer },
    lifetimes,
    secret,
  );
  return Response.json(tokens);
}
