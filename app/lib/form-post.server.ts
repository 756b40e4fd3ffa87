import { data, redirect, redirectDocument, replace } from "react-router";
import { leaveFlash } from "./flash.server";
import { type Answered, atAnswer } from "./form-answer";
import type { RequestContext } from "./request-context";
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

/** The boxes ticked among those named `{prefix}{value}` (a checkbox list sent as one field per box). */
export function tickedBoxes(form: FormData, prefix: string): string[] {
  const ticked: string[] = [];
  for (const [name, value] of form)
    if (name.startsWith(prefix) && value === "on") ticked.push(name.slice(prefix.length));
  return ticked;
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

/**
 * Answers a post the way its client asked. A fetcher gets `data(answer, { status })`; a plain post
 * a 303 back (`back`) with the answer flashed under its form's `name`, onto the element the page
 * says it in (`#form-answer`: lib/form-answer.ts). An answer that goes on to
 * another page (`next`) is a 303 there for both, the answer flashed for that page to say: a
 * fetcher follows it, so the page being left is not loaded again first. `document` makes it a
 * full page load (a payment provider's page); `replace` puts it in place of the page left in the
 * browser's history (a fetcher's only: a plain post's page stays), so going back skips a page
 * whose form is done (a shared cart's link, once taken).
 */
export function answerPost<Answer>(
  request: Request,
  context: RequestContext,
  { answer, status }: Answered<Answer>,
  {
    name,
    flashed,
    back,
    next,
  }: {
    name: string;
    /** What the flash keeps of the answer (default: all of it). */
    flashed?: (answer: Answer) => unknown;
    back: string;
    next: { path: string; document?: boolean; replace?: boolean } | null;
  },
) {
  if (isFetcherPost(request) && !next) return data(answer, { status });
  // A provider's page has no use for the answer, and the shopper comes back from it much later.
  if (next?.document) return redirectDocument(next.path, 303);
  leaveFlash(context.cookies, context.cookieNames, { answers: { [name]: flashed ? flashed(answer) : answer } });
  return next?.replace ? replace(next.path, 303) : redirect(next?.path ?? atAnswer(back), 303);
}
