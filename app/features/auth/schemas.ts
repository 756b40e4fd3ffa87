import { z } from "zod";
import { jwtSchema } from "../../lib/cookie-schemas";

/** POST api/cookie-refresh-tokens: body and answer (spec 7). Anything else is unauthorized. */
export const refreshTokensBodySchema = z.object({
  tokens: z.object({ accessToken: jwtSchema, refreshToken: jwtSchema }),
});
export const refreshTokensAnswerSchema = z.object({ accessToken: jwtSchema, refreshToken: jwtSchema });
export type TokenPair = z.infer<typeof refreshTokensAnswerSchema>;

/** Claims the storefront reads (spec 3): newCustomer on the access token, exp (seconds) on both. */
export const accessTokenClaimsSchema = z.object({
  sub: z.string(),
  newCustomer: z.boolean(),
  exp: z.number().int(),
  email: z.email().optional(),
  firstName: z.string().optional(),
});
