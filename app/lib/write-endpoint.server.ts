import { href } from "../pages/href";
import type { z } from "zod";
import type { Answered, FormAnswer } from "./form-answer";
import { answerPost, formFields, readForm, returnPath } from "./form-post.server";
import type { Language } from "./locales";
import type { RequestContext } from "./request-context";

/**
 * "The shape of a domain", its write side, written once: every domain's forms post to one
 * endpoint defined by this, so each reads the same way. The form is read whatever the client
 * sent; its `intent` picks one option of the domain's zod union, among the intents the page
 * accepts; the handler of that intent calls named methods of the domain's service; the answer
 * goes back as `data(answer)` to a fetcher, or flashed by a 303 to a plain post
 * (Post/Redirect/Get); an answer that goes on to another page is a 303 there for both.
 */

type Handlers<Form extends { intent: string }, Answer> = {
  [Name in Form["intent"]]: (
    input: Extract<Form, { intent: Name }>,
    context: RequestContext,
  ) => Promise<Answered<Answer>>;
};

export interface WriteEndpoint<Form extends { intent: string }, Answer extends FormAnswer<string>> {
  /** The name its answers are flashed under; routing/flash-forms.server.ts checks them by the domain's schema. */
  name: string;
  /**
   * Every form of the domain: a zod union on `intent`, holding each field's rules; built per
   * language when its rules name their problems (lib/form-rules.ts), parsed in the request's.
   */
  schema: z.ZodType<Form, unknown> | ((language: Language) => z.ZodType<Form, unknown>);
  /**
   * Field rules beside the schema's that need the request: what follows the site's parameters
   * (its countries, a delivery method that needs a phone), which a static schema cannot know.
   * Run on the same post as the schema, so one answer names every field to fix.
   */
  siteRules?: { [Name in Form["intent"]]?: (fields: PostedForm, context: RequestContext) => Promise<FieldErrors> };
  /** One handler per intent; each calls named methods of the domain's service. */
  handlers: Handlers<Form, Answer>;
  /**
   * What a post the schema refuses answers: `named` is the intent it named, when the page takes
   * it (that form then shows the answer beside itself), else undefined (the "invalid" answer);
   * `refused`, when the form's rules named fields: each field's first problem, and the post.
   */
  invalid: (
    named: Form["intent"] | undefined,
    context: RequestContext,
    refused?: { fieldErrors: FieldErrors; fields: PostedForm },
  ) => Answered<Answer>;
  /** The page a plain post goes back to when it names none (neither a `returnTo` nor a Referer); default: the page posted to. */
  fallback?: (context: RequestContext) => string;
  /** The form's fields as the schema reads them (default: the first value of each text field). */
  fields?: (form: FormData) => Record<string, unknown>;
  /**
   * Where the shopper goes on to once answered (fetchers follow it too), else back; a full page
   * load when `document`; in place of the page left in the history when `replace`.
   */
  next?: (answer: Answer, context: RequestContext) => { path: string; document?: boolean; replace?: boolean } | null;
  /** Where a plain post comes back to, when not simply back (the sizes, after an add without one). */
  back?: (answer: Answer, back: string) => string;
  /** What the flash keeps of an answer (default: all of it). */
  flashed?: (answer: Answer) => unknown;
  /** Runs a valid post's handler (the cart: inside the session's one turn, with what it tracks). */
  around?: (input: Form, context: RequestContext, run: () => Promise<Answered<Answer>>) => Promise<Answered<Answer>>;
  /** Signed-in customers only: anyone else (or a session that ended during the write) signs in first, back here. */
  signedIn?: boolean;
}

export interface WriteAction<Form extends { intent: string }, Answer> {
  /** The route's action: `accepted` are the intents this page takes (default: all), a form of another page is refused. */
  (
    request: Request,
    context: RequestContext,
    accepted?: readonly Form["intent"][],
  ): Promise<ReturnType<typeof answerPost>>;
  /** The answer to a form, before it is sent back (what the unit tests read). */
  answer(
    form: FormData | null,
    context: RequestContext,
    accepted?: readonly Form["intent"][],
  ): Promise<Answered<Answer>>;
}

/** A field's problems by its name, in the shopper's language. */
type FieldErrors = Record<string, string>;
/** A form's fields as the schema reads them. */
type PostedForm = Readonly<Record<string, unknown>>;

/** Each field's first problem, by its name (a problem of the whole form names none). */
function firstProblems(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field === "string" && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

export function writeEndpoint<Form extends { intent: string }, Answer extends FormAnswer<string>>(
  endpoint: WriteEndpoint<Form, Answer>,
): WriteAction<Form, Answer> {
  const known: ReadonlySet<string> = new Set(Object.keys(endpoint.handlers));
  async function answer(
    form: FormData | null,
    context: RequestContext,
    accepted?: readonly Form["intent"][],
    signIn = () =>
      context.signInRedirect(
        new URL(endpoint.fallback?.(context) ?? href(context.locale.prefix, "index"), context.origin),
      ),
  ): Promise<Answered<Answer>> {
    const fields = form ? (endpoint.fields?.(form) ?? formFields(form)) : {};
    const named = typeof fields.intent === "string" ? fields.intent : undefined;
    const taken = named && known.has(named) && (!accepted || accepted.some((intent) => intent === named));
    if (!taken) return endpoint.invalid(undefined, context);
    const intent = named as Form["intent"];
    const schema = typeof endpoint.schema === "function" ? endpoint.schema(context.locale.language) : endpoint.schema;
    const parsed = schema.safeParse(fields);
    const siteRules = endpoint.siteRules?.[intent];
    // The schema's words first, on a field both refuse.
    const fieldErrors = {
      ...(siteRules ? await siteRules(fields, context) : {}),
      ...(parsed.success ? {} : firstProblems(parsed.error.issues)),
    };
    if (Object.keys(fieldErrors).length) return endpoint.invalid(intent, context, { fieldErrors, fields });
    if (!parsed.success) return endpoint.invalid(intent, context);
    if (endpoint.signedIn && !context.auth.signedIn()) throw signIn();
    const input = parsed.data;
    const handler = endpoint.handlers[input.intent as Form["intent"]] as (
      input: Form,
      context: RequestContext,
    ) => Promise<Answered<Answer>>;
    const run = () => handler(input, context);
    const answered = await (endpoint.around ? endpoint.around(input, context, run) : run());
    // The session ended during the write (its token could not be renewed): sign in again, back here.
    if (endpoint.signedIn && context.auth.expired) throw signIn();
    return answered;
  }
  const action = async (request: Request, context: RequestContext, accepted?: readonly Form["intent"][]) => {
    const form = await readForm(request);
    const posted = new URL(request.url).pathname.replace(/\.data$/, "");
    const back = returnPath(request, form, context.origin, endpoint.fallback?.(context) ?? posted);
    const answered = await answer(form, context, accepted, () => context.signInRedirect(new URL(back, context.origin)));
    return answerPost(request, context, answered, {
      name: endpoint.name,
      flashed: endpoint.flashed,
      back: endpoint.back ? endpoint.back(answered.answer, back) : back,
      next: endpoint.next?.(answered.answer, context) ?? null,
    });
  };
  return Object.assign(action, {
    answer: (form: FormData | null, context: RequestContext, accepted?: readonly Form["intent"][]) =>
      answer(form, context, accepted),
  });
}
