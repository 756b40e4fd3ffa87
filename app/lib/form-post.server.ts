import { data, redirect } from "react-router";
import type { Flash } from "../features/shell/flash";
import { leaveFlash } from "../features/shell/flash.server";
import type { Answered } from "./form-answer";
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

/** React Router's client posts to `{path}.data`; a browser without JavaScript posts to the page. */
export const isFetcherPost = (request: Request) => new URL(request.url).pathname.endsWith(".data");

/** The page a plain post came from: its `returnTo` field, else its Referer, else `fallback`; same-site only. */
export function returnPath(request: Request, form: FormData | null, origin: string, fallback: string): string {
  const field = form?.get("returnTo");
  return sameSitePath(typeof field === "string" ? field : null, origin) ?? sameSitePath(request.headers.get("Referer"), origin) ?? fallback;
}

export function answerPost<Answer>(
  request: Request,
  context: RequestContext,
  { answer, status }: Answered<Answer>,
  { form, flash, fallback }: { form: FormData | null; flash: (answer: Answer) => Partial<Flash>; fallback: string },
) {
  if (isFetcherPost(request)) return data(answer, { status });
  leaveFlash(context.cookies, context.cookieNames, flash(answer));
  return redirect(returnPath(request, form, context.origin, fallback), 303);
}
