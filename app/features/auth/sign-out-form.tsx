import { href } from "../../pages/href";
import { m } from "../../paraglide/messages.js";
import { useLocale } from "../../lib/i18n";

/**
 * Sign out: a plain form post to the locale's logout (never a link, decision 60), loaded as a
 * whole document since it leaves for the sign-in provider and comes back.
 */
export function SignOutForm({ className }: { className?: string }) {
  const locale = useLocale();
  return (
    <form method="post" action={href(locale.prefix, "auth-logout")} className="sign-out-form">
      <button type="submit" className={className}>
        {m.header_sign_out({}, { locale: locale.language })}
      </button>
    </form>
  );
}
