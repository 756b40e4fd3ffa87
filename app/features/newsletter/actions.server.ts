import { href } from "../../pages/href";
import { isOutage } from "../../api/errors";
import type { Answered } from "../../lib/form-answer";
import { sameSitePath } from "../../lib/return-to";
import { writeEndpoint } from "../../lib/write-endpoint.server";
import type { RequestContext } from "../../lib/request-context";
import { m } from "../../paraglide/messages.js";
import type { NewsletterAnswer, UnsubscribeAnswer } from "./answer";
import {
  type SubscribeForm,
  subscribeFormSchema,
  type UnsubscribeForm,
  unsubscribeFormSchema,
  unsubscribeLinkSchema,
} from "./intents";
import { subscriptionKindLabel } from "./message-type-label";
import type { MessageType } from "./message-types";
import type { Language } from "../../lib/locales";
import { RECAPTCHA_FIELD } from "../recaptcha/field";
import { recaptchaRequired, verifyRecaptcha } from "../recaptcha/recaptcha.server";
import { newsletterService } from "./newsletter.server";

/**
 * The newsletter's write endpoints: `/{prefix}/newsletter/subscription` and `/{prefix}/unsubscribe`
 * (their pages' own actions). A fetcher gets the answer (and, once done, where to go on: the
 * confirmation page); a plain post goes on to that page, or back to the form with its answer.
 */

/** A done form goes on to its confirmation page (fetchers too); a refused one stays with its answer. */
const confirmation = (answer: { ok: boolean; next?: string }) =>
  answer.ok && answer.next ? { path: answer.next } : null;

/** What the form's check refuses and what the backend refuses (400) are said the same way. */
function invalidAddress(context: RequestContext): Answered<NewsletterAnswer> {
  const invalid = m.newsletter_email_invalid({}, { locale: context.locale.language });
  return { answer: { intent: "subscribe", ok: false, message: invalid, fieldErrors: { email: invalid } }, status: 400 };
}

export const subscribeAction = writeEndpoint<SubscribeForm, NewsletterAnswer>({
  name: "newsletter",
  schema: subscribeFormSchema,
  invalid: (_named, context) => invalidAddress(context),
  fallback: (context) => href(context.locale.prefix, "newsletter-subscription"),
  next: confirmation,
  handlers: {
    async subscribe(form, context) {
      const { prefix, language } = context.locale;
      const options = { locale: language };
      const robot = await recaptchaRefusal(form[RECAPTCHA_FIELD], context);
      if (robot) return robot;
      const page = sameSitePath(form.returnTo ?? null, context.origin) ?? href(prefix, "newsletter-subscription");
      const outcome = await newsletterService(context).subscribe(form.email, form.origin || page);
      if (outcome.ok) {
        const status = outcome.status === "SUBSCRIBED" ? "subscribed" : "already";
        const message =
          status === "subscribed" ? m.newsletter_subscribed({}, options) : m.newsletter_already({}, options);
        const next = `${href(prefix, "newsletter-confirmation")}?status=${status}`;
        return { answer: { intent: "subscribe", ok: true, message, next }, status: 200 };
      }
      if (outcome.code === "rejected") return invalidAddress(context);
      return {
        answer: { intent: "subscribe", ok: false, message: m.newsletter_failed({}, options) },
        status: isOutage(outcome.code) ? 503 : 400,
      };
    },
  },
});

/** Where the store asks for recaptcha: the form's token must be a human's (features/recaptcha). */
async function recaptchaRefusal(
  token: string | undefined,
  context: RequestContext,
): Promise<Answered<NewsletterAnswer> | null> {
  if (!(await recaptchaRequired(context))) return null;
  const verdict = await verifyRecaptcha(context, token, "newsletter");
  const options = { locale: context.locale.language };
  if (verdict === "human") return null;
  if (verdict === "unavailable")
    return { answer: { intent: "subscribe", ok: false, message: m.newsletter_failed({}, options) }, status: 503 };
  return { answer: { intent: "subscribe", ok: false, message: m.recaptcha_refused({}, options) }, status: 400 };
}

function unsubscribeDone(type: MessageType, language: Language): string {
  const options = { locale: language };
  return type === "NEWS"
    ? m.unsubscribe_done({}, options)
    : m.unsubscribe_done_kind({ kind: subscriptionKindLabel(type, language) }, options);
}

function expired(context: RequestContext, status: number): Answered<UnsubscribeAnswer> {
  const message = m.unsubscribe_expired({}, { locale: context.locale.language });
  return { answer: { intent: "unsubscribe", ok: false, message }, status };
}

export const unsubscribeAction = writeEndpoint<UnsubscribeForm, UnsubscribeAnswer>({
  name: "unsubscribe",
  schema: unsubscribeFormSchema,
  invalid: (_named, context) => expired(context, 400),
  fallback: (context) => href(context.locale.prefix, "unsubscribe"),
  next: confirmation,
  handlers: {
    async unsubscribe(form, context) {
      const { prefix, language } = context.locale;
      // A link that is not one of ours (a token or source of the wrong shape) is as good as expired.
      const link = unsubscribeLinkSchema.safeParse(form);
      if (!link.success) return expired(context, 400);
      const outcome = await newsletterService(context).unsubscribe(link.data.token, link.data.source, link.data.type);
      if (outcome.ok) {
        const message = unsubscribeDone(link.data.type, language);
        return {
          answer: { intent: "unsubscribe", ok: true, message, next: href(prefix, "unsubscribe-confirmation") },
          status: 200,
        };
      }
      if (outcome.code === "expired") return expired(context, 410);
      return {
        answer: { intent: "unsubscribe", ok: false, message: m.unsubscribe_failed({}, { locale: language }) },
        status: isOutage(outcome.code) ? 503 : 400,
      };
    },
  },
});
