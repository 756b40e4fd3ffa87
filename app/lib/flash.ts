/**
 * One-shot messages for the next page, carried by the flash cookie: a notice (the cart merged at
 * sign-in) and, after a plain form post answered 303 (Post/Redirect/Get), that form's answer under
 * its form's name. The mechanism knows no domain: each answer was checked by its domain's schema
 * when the cookie was read (lib/flash.server.ts), and a page asks for its own form's answer.
 */
export const FLASH_NOTICES = ["cartMerged"] as const;
export type FlashNotice = (typeof FLASH_NOTICES)[number];

export interface Flash {
  notice: FlashNotice | null;
  /** By form name ("cart", "account"...): the answer of the plain post that came back here. */
  answers: Readonly<Record<string, unknown>>;
}

export const NO_FLASH: Flash = { notice: null, answers: {} };
