import { data, redirect } from "react-router";
import { leaveFlash } from "./flash.server";
import type { z } from "zod";
import type { Answered, FormAnswer } from "./form-answer";
import type { RequestContext } from "./request-context";
import { signInRedirect } from "../routing/checks.server";
import { sameSitePath } from "./return-to";

/**
 * The post side of "the shape of a domain": read a form whatever the client sent, and answer it
 * the way the client asked. A fetcher (JavaScript) gets `data(answer, { status })`; a plain form
 * post gets a 303 back to the page it came from with the answer flashed (Post/Redirect/Get:
 * reloading never posts again).
 */

const FORM_TYPES = /^\s*(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;

/** The posted form, or null when the body is not a form (JSON, text, XML, broken multipart...). */
export async function readForm(request: Request): Promise<FormData | null> {
  if (!FORM_TYPES.test(request.headers.get("Content-Type") ?? "")) return null;
  try {
    return await request.formData();
  } catch {
    return null;
  }
}

/** A form's text fields (first value of each); files are ignored. */
export function formFields(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === "string" && !(name in fields)) fields[name] = value;
  return fields;
}

/** React Router's client posts to `{path}.data`; a browser without JavaScript posts to the page. */
export const isFetcherPost = (request: Request) => new URL(request.url).pathname.endsWith(".data");

/** The page a plain post came from: its `returnTo` field, else its Referer, else `fallback`; same-site only. */
export function returnPath(request: Request, form: FormData | null, origin: string, fallback: string): string {
  const field = form?.get("returnTo");
  return (
    sameSitePath(typeof field === "string" ? field : null, origin) ??
    sameSitePath(request.headers.get("Referer"), origin) ??
    fallback
  );
}

export function answerPost<Answer>(
  request: Request,
  context: RequestContext,
  { answer, status }: Answered<Answer>,
  {
    form,
    flash,
    fallback,
    next,
  }: {
    form: FormData | null;
    /** The answer as the flash keeps it, by its form's name (`{ cart: answer }`). */
    flash: (answer: Answer) => Record<string, unknown>;
    fallback: string;
    /** Where a plain post goes on to instead of back (a confirmation page), when it should. */
    next?: (answer: Answer) => string | null;
  },
) {
  if (isFetcherPost(request)) return data(answer, { status });
  leaveFlash(context.cookies, context.cookieNames, { answers: flash(answer) });
  return redirect(next?.(answer) ?? returnPath(request, form, context.origin, fallback), 303);
}

/** The form name a customer write's answer is flashed under (its domain's). */
type CustomerWriteDomain = "wishlist" | "stockAlert";
type Options = { locale: RequestContext["locale"]["language"] };

/**
 * A signed-in shopper's write outside the cart (wishlist, stock alerts): read and check the form
 * (an unreadable one is answered `invalid`), send a signed-out shopper to sign in (coming back to
 * the page), then write and answer as every endpoint does.
 */
export async function customerWrite<Input, Answer extends FormAnswer<string>>(
  request: Request,
  context: RequestContext,
  {
    domain,
    schema,
    invalid,
    write,
  }: {
    domain: CustomerWriteDomain;
    schema: z.ZodType<Input>;
    invalid: (options: Options) => string;
    write: (input: Input, options: Options) => Promise<Answered<Answer>>;
  },
) {
  const options = { locale: context.locale.language };
  const form = await readForm(request);
  const back = returnPath(request, form, context.origin, `/${context.locale.prefix}`);
  const reply = (answered: Answered<Answer | FormAnswer<never>>) =>
    answerPost(request, context, answered, { form, flash: (answer) => ({ [domain]: answer }), fallback: back });
  const parsed = schema.safeParse(form ? formFields(form) : null);
  if (!parsed.success)
    return reply({ answer: { intent: "invalid", ok: false, message: invalid(options) }, status: 400 });
  if (!context.auth.signedIn()) throw signInRedirect(new URL(back, context.origin), context);
  const answered = await write(parsed.data, options);
  // The session ended during the write (its token could not be renewed): sign in again, back here.
  if (context.auth.expired) throw signInRedirect(new URL(back, context.origin), context);
  return reply(answered);
}
