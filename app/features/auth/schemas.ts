import { z } from "zod";
import { jwtSchema } from "../../lib/cookie-schemas";

/** POST api/cookie-refresh-tokens: body and answer (spec 7). Anything else is unauthorized. */
export const refreshTokensBodySchema = z.object({
  tokens: z.object({ accessToken: jwtSchema, refreshToken: jwtSchema }),
});
export const refreshTokensAnswerSchema = z.object({ accessToken: jwtSchema, refreshToken: jwtSchema });
export type TokenPair = z.infer<typeof refreshTokensAnswerSchema>;
