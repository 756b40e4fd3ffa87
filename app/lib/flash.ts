import type { z } from "zod";

/**
 * One-shot messages for the next page, carried by the flash cookie: a notice (the cart merged at
 * sign-in) and, after a plain form post answered 303 (Post/Redirect/Get), that form's answer under
 * its form's name. The mechanism knows no domain: each answer was checked by its domain's schema
 * when the cookie was read (lib/flash.server.ts), and a page asks for its own form's answer.
 */
export const FLASH_NOTICES = ["cartMerged"] as const;
export type FlashNotice = (typeof FLASH_NOTICES)[number];

/**
 * Each form whose answer a flash may carry, and the type of that answer: empty here, since the
 * mechanism knows no domain. routing/flash-forms.server.ts, which lists the forms with their
 * schemas, declares each entry as what its schema lets through: a page reads a flashed answer
 * with its form's type, and that type is the schema's that checked it.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging (routing/flash-forms.server.ts)
export interface FlashedAnswers {}
export type FlashForm = keyof FlashedAnswers & string;

/** The forms a flash may carry, each with the schema its answer must meet. */
export type FlashForms = Readonly<Record<string, z.ZodType>>;
/** What each of `Forms` answers: what its schema lets through. */
export type AnswersOf<Forms extends FlashForms> = { [Form in keyof Forms]: z.output<Forms[Form]> };
/** Each registered form with a schema whose output is that form's answer (what the shell hands the flash). */
export type FlashSchemas = { readonly [Form in FlashForm]: z.ZodType<FlashedAnswers[Form]> };

export interface Flash<Answers extends object = FlashedAnswers> {
  notice: FlashNotice | null;
  /** By form name ("cart", "account"...): the answer of the plain post that came back here. */
  answers: { readonly [Form in keyof Answers]?: Answers[Form] };
}

export const NO_FLASH: Flash = { notice: null, answers: {} };
