import { href } from "../../pages/href";
import { m } from "../../paraglide/messages.js";
import { useLocale } from "../../lib/i18n";
import { FormOutcome } from "../../ui/form-outcome";
import { PageHeading } from "../../ui/page-heading";
import { ReturnToField } from "../../ui/return-to-field";
import { subscriptionKindLabel } from "./message-type-label";
import type { MessageType } from "./message-types";
import { useForm } from "../../lib/use-form";

/** Confirms leaving the newsletter, or the e-mails of the link's message type (its token, source and type travel with the form). */
export function UnsubscribePage({ token, source, type }: { token: string; source: string; type: MessageType }) {
  const { prefix, language } = useLocale();
  const { fetcher, answer, busy } = useForm("unsubscribe", { key: "newsletter-unsubscribe" });
  return (
    <>
      <PageHeading
        title={m.unsubscribe_title({}, { locale: language })}
        intro={
          type === "NEWS"
            ? m.unsubscribe_intro({}, { locale: language })
            : m.unsubscribe_intro_kind({ kind: subscriptionKindLabel(type, language) }, { locale: language })
        }
      />
      <fetcher.Form
        method="post"
        action={`${href(prefix, "unsubscribe")}?${new URLSearchParams({ token, source, type })}`}
        className="stack-form"
      >
        <input type="hidden" name="intent" value="unsubscribe" />
        <ReturnToField />
        <input type="hidden" name="token" value={token} />
        <input type="hidden" name="source" value={source} />
        <input type="hidden" name="type" value={type} />
        <button type="submit" className="button" disabled={busy}>
          {m.unsubscribe_confirm({}, { locale: language })}
        </button>
        <FormOutcome base="newsletter-form__outcome" answer={answer && !answer.ok ? answer : undefined} />
      </fetcher.Form>
    </>
  );
}
