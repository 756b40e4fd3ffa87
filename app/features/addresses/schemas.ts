import { z } from "zod";

/**
 * The four street lines of an address as the backend keeps them (spec 5): at most 50 characters
 * each, only the first always there. The customer API calls them line1–4, the cart API address1–4.
 */
export function streetLines<Name extends string>(name: Name) {
  const line = z.string().max(50);
  return {
    [`${name}1`]: line,
    [`${name}2`]: line.nullable(),
    [`${name}3`]: line.nullable(),
    [`${name}4`]: line.nullable(),
  } as Record<`${Name}1`, typeof line> & Record<`${Name}${2 | 3 | 4}`, z.ZodNullable<typeof line>>;
}
