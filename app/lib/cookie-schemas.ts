import { z } from "zod";
import { isLocalePrefix } from "./locales";

/** Checks of cookie values: a cookie that fails its check is treated as absent, never trusted and never a 500. */
export const anonymousIdSchema = z.uuid();

/** Three base64url parts; the signature is checked by the backend, expiry by `lib/tokens`. */
export const jwtSchema = z
  .string()
  .regex(/^[\w-]+\.[\w-]+\.[\w-]*$/)
  .max(8192);

/** Cart ids as the backend issues them: word characters and dashes. */
export const cartIdSchema = z.string().regex(/^[\w-]{1,64}$/);

export const localeCookieSchema = z.string().refine(isLocalePrefix);

export function readCookie<T>(cookies: Record<string, string>, name: string, schema: z.ZodType<T>): T | undefined {
  const value = cookies[name];
  if (value === undefined) return undefined;
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}
