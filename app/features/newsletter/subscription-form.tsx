import { href } from "../../pages/href";
import { useRef, useState } from "react";
import { m } from "../../paraglide/messages.js";
import { useLocale, useMessageOptions } from "../../lib/i18n";
import { FormOutcome } from "../../ui/form-outcome";
import { PageHeading } from "../../ui/page-heading";
import { ReturnToField } from "../../ui/return-to-field";
import { TextField } from "../../ui/text-field";
import { useToast } from "../../ui/toasts";
import { useHydrated } from "../../ui/use-hydrated";
import { RECAPTCHA_FIELD } from "../recaptcha/field";
import { recaptchaToken } from "../recaptcha/recaptcha-token";
import { isEmail } from "./email";
import { useAnswerTarget } from "../../lib/use-flash";
import { useForm } from "../../lib/use-form";

/** Submits closer together than this are one (spec 5, 1 s debounce). */
const SUBMIT_DEBOUNCE_MS = 1000;

/**
 * The newsletter sign-up (spec 5): required, `autocomplete="email"`, prefilled for a signed-in
 * shopper; submit disabled while empty, the field in error once what is typed is not an address,
 * the `emailInvalid` toast on an invalid submit, one submit a second. Success and failure are
 * toasts (spec 8), then the confirmation page; without JavaScript the same form posts and the
 * server answers on the confirmation page, or back here with the reason.
 */
export function SubscriptionForm({
  defaultEmail,
  origin,
  place = "page",
  recaptchaScript,
}: {
  defaultEmail: string;
  origin: string;
  place?: "page" | "footer";
  /** Where the store asks for recaptcha, its script: the form goes with a token (features/recaptcha). */
  recaptchaScript: string | null;
}) {
  const { prefix, language } = useLocale();
  const options = { locale: language };
  // Success and failure are toasts with scripts; a done sign-up goes on to its confirmation page
  // (a 303 the fetcher follows), which says so. A plain post comes back to the page it left: the
  // footer's form says its own answer there.
  const { fetcher, answer } = useForm("newsletter", { key: `newsletter-${place}`, toast: "every" });
  // An address refused is said on its field: a plain post's 303 lands on the form (the field in sight).
  const fieldRefusal = useAnswerTarget(answer?.fieldErrors ? answer : undefined);
  const [email, setEmail] = useState(defaultEmail);
  const lastSubmit = useRef(0);
  const hydrated = useHydrated();
  const notify = useToast();
  const typedInvalid = email.trim() !== "" && !isEmail(email);
  return (
    <fetcher.Form
      method="post"
      action={href(prefix, "newsletter-subscription")}
      className={`stack-form newsletter-form newsletter-form--${place}`}
      noValidate={hydrated}
      {...fieldRefusal}
      onSubmit={(event) => {
        const now = Date.now();
        if (now - lastSubmit.current < SUBMIT_DEBOUNCE_MS) return event.preventDefault();
        lastSubmit.current = now;
        if (!isEmail(email)) {
          event.preventDefault();
          notify(m.newsletter_email_invalid({}, options), "error");
          return;
        }
        // Where the store asks for recaptcha, the form goes with a token for this action.
        if (recaptchaScript) {
          event.preventDefault();
          const form = new FormData(event.currentTarget);
          void recaptchaToken(recaptchaScript, "newsletter").then((token) => {
            if (token) form.set(RECAPTCHA_FIELD, token);
            void fetcher.submit(form, { method: "post", action: href(prefix, "newsletter-subscription") });
          });
        }
      }}
    >
      <input type="hidden" name="intent" value="subscribe" />
      <ReturnToField />
      {origin ? <input type="hidden" name="origin" value={origin} /> : null}
      <TextField
        label={m.newsletter_email_label({}, options)}
        optionalLabel={m.field_optional({}, options)}
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        value={email}
        onChange={(event) => setEmail(event.currentTarget.value)}
        error={typedInvalid ? m.newsletter_email_invalid({}, options) : answer?.fieldErrors?.email}
      />
      {/* Disabled while empty once scripts run; before, `required` keeps an empty post from leaving. */}
      <button type="submit" className="button" disabled={hydrated && (email.trim() === "" || fetcher.state !== "idle")}>
        {m.newsletter_submit({}, options)}
      </button>
      <FormOutcome
        base="newsletter-form__outcome"
        answer={answer && !answer.ok && !answer.fieldErrors ? answer : undefined}
      />
    </fetcher.Form>
  );
}

/** The sign-up page: what the newsletter brings, then the form. */
export function SubscriptionPage(props: { defaultEmail: string; origin: string; recaptchaScript: string | null }) {
  const options = useMessageOptions();
  return (
    <>
      <PageHeading title={m.newsletter_subscription_title({}, options)} intro={m.newsletter_intro({}, options)} />
      <SubscriptionForm {...props} />
    </>
  );
}
