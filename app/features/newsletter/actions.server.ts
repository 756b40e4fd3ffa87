import { z } from "zod";
import { isOutage } from "../../api/errors";
import type { Answered } from "../../lib/form-answer";
import { answerPost, formFields, readForm, returnPath } from "../../lib/form-post.server";
import type { RequestContext } from "../../lib/request-context";
import { m } from "../../paraglide/messages.js";
import type { NewsletterAnswer, UnsubscribeAnswer } from "./answer";
import { isEmail } from "./email";
import { subscriptionKindLabel } from "./message-type-label";
import { MESSAGE_TYPES, type MessageType } from "./message-types";
import type { Language } from "../../lib/locales";
import { RECAPTCHA_FIELD } from "../recaptcha/field";
import { recaptchaRequired, verifyRecaptcha } from "../recaptcha/recaptcha.server";

/**
 * The newsletter's write endpoints: `/{prefix}/newsletter/subscription` and `/{prefix}/unsubscribe`
 * (their pages' own actions). A fetcher gets the answer (and, once done, where to go on: the
 * confirmation page); a plain post goes on to that page, or back to the form with its answer.
 */

const subscribeSchema = z.object({
  email: z.string().trim().toLowerCase().refine(isEmail),
  /** Where the shopper came from (the page's `origin` query), else the page the form is on. */
  origin: z.string().trim().max(200).optional(),
});

export async function subscribeAction(request: Request, context: RequestContext) {
  const { prefix, language } = context.locale;
  const options = { locale: language };
  const form = await readForm(request);
  const parsed = subscribeSchema.safeParse(form ? formFields(form) : null);
  const invalid = m.newsletter_email_invalid({}, options);
  // What the form's check refuses and what the backend refuses (400) are said the same way.
  const invalidAddress: Answered<NewsletterAnswer> = {
    answer: { intent: "subscribe", ok: false, message: invalid, fieldErrors: { email: invalid } },
    status: 400,
  };
  let answered: Answered<NewsletterAnswer>;
  const robot = parsed.success ? await recaptchaRefusal(form, context) : null;
  if (!parsed.success) answered = invalidAddress;
  else if (robot) answered = robot;
  else {
    const page = returnPath(request, form, context.origin, `/${prefix}/newsletter/subscription`);
    const outcome = await context.newsletter.subscribe(parsed.data.email, parsed.data.origin || page);
    answered = outcome.ok
      ? {
          answer: {
            intent: "subscribe",
            ok: true,
            message:
              outcome.status === "SUBSCRIBED"
                ? m.newsletter_subscribed({}, options)
                : m.newsletter_already({}, options),
            next: `/${prefix}/newsletter/confirmation?status=${outcome.status === "SUBSCRIBED" ? "subscribed" : "already"}`,
          },
          status: 200,
        }
      : outcome.code === "rejected"
        ? invalidAddress
        : {
            answer: { intent: "subscribe", ok: false, message: m.newsletter_failed({}, options) },
            status: isOutage(outcome.code) ? 503 : 400,
          };
  }
  return answerPost(request, context, answered, {
    form,
    flash: (answer) => ({ newsletter: answer }),
    fallback: `/${prefix}/newsletter/subscription`,
    next: (answer) => answer.next ?? null,
  });
}

/** Where the store asks for recaptcha: the form's token must be a human's (features/recaptcha). */
async function recaptchaRefusal(
  form: FormData | null,
  context: RequestContext,
): Promise<Answered<NewsletterAnswer> | null> {
  if (!(await recaptchaRequired(context))) return null;
  const token = form?.get(RECAPTCHA_FIELD);
  const verdict = await verifyRecaptcha(context, typeof token === "string" ? token : undefined, "newsletter");
  const options = { locale: context.locale.language };
  if (verdict === "human") return null;
  if (verdict === "unavailable")
    return { answer: { intent: "subscribe", ok: false, message: m.newsletter_failed({}, options) }, status: 503 };
  return { answer: { intent: "subscribe", ok: false, message: m.recaptcha_refused({}, options) }, status: 400 };
}

const unsubscribeSchema = z.object({
  token: z.string().regex(/^[\w-]{8,200}$/),
  source: z.string().regex(/^[\w-]{1,40}$/),
  type: z.enum(MESSAGE_TYPES).default("NEWS"),
});

function unsubscribeDone(type: MessageType, language: Language): string {
  const options = { locale: language };
  return type === "NEWS"
    ? m.unsubscribe_done({}, options)
    : m.unsubscribe_done_kind({ kind: subscriptionKindLabel(type, language) }, options);
}

export async function unsubscribeAction(request: Request, context: RequestContext) {
  const { prefix, language } = context.locale;
  const options = { locale: language };
  const form = await readForm(request);
  const parsed = unsubscribeSchema.safeParse(form ? formFields(form) : null);
  const outcome = parsed.success
    ? await context.newsletter.unsubscribe(parsed.data.token, parsed.data.source, parsed.data.type)
    : null;
  const answered: Answered<UnsubscribeAnswer> =
    outcome?.ok === true
      ? {
          answer: {
            intent: "unsubscribe",
            ok: true,
            message: unsubscribeDone(parsed.success ? parsed.data.type : "NEWS", language),
            next: `/${prefix}/unsubscribe/confirmation`,
          },
          status: 200,
        }
      : outcome === null || outcome.code === "expired"
        ? {
            answer: { intent: "unsubscribe", ok: false, message: m.unsubscribe_expired({}, options) },
            status: outcome ? 410 : 400,
          }
        : {
            answer: { intent: "unsubscribe", ok: false, message: m.unsubscribe_failed({}, options) },
            status: isOutage(outcome.code) ? 503 : 400,
          };
  return answerPost(request, context, answered, {
    form,
    flash: (answer) => ({ unsubscribe: answer }),
    fallback: `/${prefix}/unsubscribe`,
    next: (answer) => answer.next ?? null,
  });
}
