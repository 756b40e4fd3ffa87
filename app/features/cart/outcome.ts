import { href } from "../../pages/href";
import type { LocalePrefix } from "../../lib/locales";

/** Where every cart form posts, from any page (the cart's one write endpoint). */
export const cartActionPath = (prefix: LocalePrefix) => href(prefix, "cart");
