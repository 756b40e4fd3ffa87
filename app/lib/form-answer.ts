import { z } from "zod";

/**
 * The one answer shape of every write endpoint (docs/decisions.md, "the shape of a domain"):
 * a fetcher gets it as `data(answer, { status })`; a plain form post gets a 303 back to the page
 * it came from and the same answer in a one-shot flash cookie, which the shell hands to the page.
 * `message` is already in the shopper's language; `fieldErrors` name the fields to fix; `values`
 * are what was typed in a refused form, so a plain post's page shows the form as it was left.
 * Every form reads it through one hook (lib/use-form.ts).
 */
export const formAnswerSchema = <Intent extends z.ZodType<string>>(intent: Intent) =>
  z.object({
    intent: z.union([intent, z.literal("invalid")]),
    ok: z.boolean(),
    message: z.string().max(500),
    fieldErrors: z.record(z.string(), z.string().max(300)).optional(),
    values: z.record(z.string().max(40), z.string().max(120)).optional(),
  });

export interface FormAnswer<Intent extends string> {
  intent: Intent | "invalid";
  ok: boolean;
  message: string;
  fieldErrors?: Record<string, string>;
  values?: Record<string, string>;
}

/** The HTTP status that goes with an answer: 200, or what the endpoint says went wrong. */
export interface Answered<Answer> {
  answer: Answer;
  status: number;
}

/**
 * The element a page says a plain post's answer in (Post/Redirect/Get): the 303 back comes to it
 * (`#form-answer`), so a shopper without JavaScript lands on the answer, beside the form that
 * asked, rather than at the top of a page reloaded from the start (issue 49). Only one answer is
 * flashed per post, so one element at most carries it.
 */
export const ANSWER_TARGET = "form-answer";

/** `path` on its answer: unless it already names a place of its own (the sizes, after an add without one). */
export const atAnswer = (path: string): string => (path.includes("#") ? path : `${path}#${ANSWER_TARGET}`);
