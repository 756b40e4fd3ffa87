import { href } from "../../pages/href";
import { m } from "../../paraglide/messages.js";
import { useLocale } from "../../lib/i18n";
import { PageHeading } from "../../ui/page-heading";
import { EditorialPage } from "../catalog/editorial-page";
import { useFlow } from "../../pages/page-type";
import { useShell, withReturnTo } from "../shell/use-shell";
import type { PrivateSalePageData } from "./private-sale.server";

/** The private sale: when it opens, a sign-in prompt, or the sale itself with its closing time. */
export function PrivateSalePage({ data }: { data: PrivateSalePageData }) {
  const locale = useLocale();
  const options = { locale: locale.language };
  const shell = useShell();
  const flow = useFlow();
  if (data.phase === "open") {
    return (
      <>
        <p className="private-sale__until">{m.private_sale_until({ date: data.closes }, options)}</p>
        <EditorialPage page={data.page} />
      </>
    );
  }
  const signIn =
    data.phase === "members-only"
      ? withReturnTo(shell?.signInUrl ?? data.signInUrl, href(locale.prefix, "private-sale"), "", flow)
      : null;
  return (
    <div className="private-sale">
      <PageHeading
        title={m.private_sale_title({}, options)}
        intro={
          data.phase === "upcoming"
            ? m.private_sale_upcoming({ date: data.opens }, options)
            : m.private_sale_members_only({ date: data.closes }, options)
        }
      />
      {signIn ? (
        <p>
          <a className="button" href={signIn}>
            {m.private_sale_sign_in({}, options)}
          </a>
        </p>
      ) : null}
    </div>
  );
}
