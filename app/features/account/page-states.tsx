import { useLocation } from "react-router";
import { PageHeading } from "../../ui/page-heading";
import { ReadFailed } from "../../ui/read-failed";
import type { AccountAnswer } from "./answer";
import { useArrivedAnswerInline } from "../../ui/arrived-answer";
import { useAnswerTarget } from "../../lib/use-flash";

/** The states every account page shares: a read that failed, a form's answer. Small on purpose: every account route loads it. */

/** A page whose read failed: its heading, what happened, a way to try again. */
export function FailedPage({ title }: { title: string }) {
  const { pathname, search } = useLocation();
  return (
    <>
      <PageHeading title={title} />
      <ReadFailed retryHref={pathname + search} />
    </>
  );
}

/** An answer said on the page: done (a status), or why not (an alert); a plain post's lands on it. */
export function Notice({ answer }: { answer: { ok: boolean; message: string } | null | undefined }) {
  const target = useAnswerTarget(answer);
  if (!answer) return null;
  return (
    <p role={answer.ok ? "status" : "alert"} className={answer.ok ? "account-notice" : "error-summary"} {...target}>
      {answer.message}
    </p>
  );
}

/** A plain post's saved answer, on the page it went on to (with scripts, the account layout's toast says it). */
export function SavedNotice() {
  return <Notice answer={useArrivedAnswerInline("account")} />;
}

/** What a form's last answer says: saved (a plain post's flash; with scripts a toast says it), or why not. */
export function AnswerNotice({ answer }: { answer: AccountAnswer | undefined }) {
  return (
    <>
      <SavedNotice />
      <Notice answer={answer && !answer.ok ? answer : null} />
    </>
  );
}

/** An address as printed lines. */
export function AddressLines({ lines }: { lines: string[] }) {
  return (
    <address>
      {lines.map((line, index) => (
        <span key={index}>{line}</span>
      ))}
    </address>
  );
}
