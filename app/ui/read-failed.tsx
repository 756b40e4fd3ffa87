import { m } from "../paraglide/messages.js";
import { useMessageOptions } from "../lib/i18n";

/**
 * A read the page cannot do without failed (spec 8: these rethrow): said plainly, with a link
 * that loads the page again. Never a blank page, never a 500.
 */
export function ReadFailed({ retryHref }: { retryHref: string }) {
  const options = useMessageOptions();
  return (
    <p role="alert" className="read-failed">
      {m.account_read_failed({}, options)} <a href={retryHref}>{m.account_retry({}, options)}</a>
    </p>
  );
}
