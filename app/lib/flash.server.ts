import { z } from "zod";
import type { CookieJar } from "./cookie-jar";
import type { CookieNames } from "./cookies";
import { FLASH_NOTICES, type Flash, type FlashNotice } from "./flash";

/** A flash lives one minute: long enough for the redirect it travels with, never a second page. */
const FLASH_MAX_AGE = 60;

// Answers are checked one by one when taken, by their own form's schema (a bad one drops alone).
const rawFlashSchema = z.object({
  notice: z.enum(FLASH_NOTICES).nullable().catch(null),
  answers: z.record(z.string(), z.unknown()).catch({}),
});

function raw(value: string | undefined): z.infer<typeof rawFlashSchema> {
  if (!value) return { notice: null, answers: {} };
  try {
    return rawFlashSchema.parse({ notice: null, answers: {}, ...JSON.parse(value) });
  } catch {
    return { notice: null, answers: {} };
  }
}

/**
 * Reads the flash the previous answer left and clears it: it shows once. The cookie is a trust
 * boundary like any other: an answer is kept only for a form `forms` names, and only when it meets
 * that form's schema, which also gives it its type. A flash this very request leaves (the sign-in
 * callback, while the shell loads beside it) is for the next page: kept.
 */
export function takeFlash<Answers extends object>(
  cookies: CookieJar,
  names: CookieNames,
  forms: { readonly [Form in keyof Answers]: z.ZodType<Answers[Form]> },
): Flash<Answers> {
  const answers: { [Form in keyof Answers]?: Answers[Form] } = {};
  const taken = cookies.take(names.flash);
  if (!taken) return { notice: null, answers };
  const flash = raw(taken);
  const isForm = (name: string): name is Extract<keyof Answers, string> => Object.hasOwn(forms, name);
  const keep = <Form extends keyof Answers>(form: Form, answer: unknown) => {
    const checked = forms[form].safeParse(answer);
    if (checked.success) answers[form] = checked.data;
  };
  for (const [form, answer] of Object.entries(flash.answers)) if (isForm(form)) keep(form, answer);
  return { notice: flash.notice, answers };
}

/** Leaves a message for the next page, beside whatever this request already left (never an older one). */
export function leaveFlash(
  cookies: CookieJar,
  names: CookieNames,
  patch: { notice?: FlashNotice; answers?: Record<string, unknown> },
): void {
  const pending = raw(cookies.pending(names.flash));
  const next = { notice: patch.notice ?? pending.notice, answers: { ...pending.answers, ...patch.answers } };
  cookies.set(names.flash, JSON.stringify(next), { maxAge: FLASH_MAX_AGE });
}
