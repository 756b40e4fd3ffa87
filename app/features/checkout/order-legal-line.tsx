import { Link } from "react-router";
import { m } from "../../paraglide/messages.js";
import { useLocale } from "../../lib/i18n";
import { LinkedMessage } from "../../ui/linked-message";
import { helpPagePath, marketRules } from "../site/market-rules";

/**
 * The legal line beside the order button, in the site's language: the terms of sale, the right to
 * change one's mind (the statutory withdrawal, or the returns policy where the market has no such
 * right) and the privacy notice, each a link to its help centre page (decision 175).
 */
export function OrderLegalLine({ id }: { id: string }) {
  const locale = useLocale();
  const options = { locale: locale.language };
  const link = (page: Parameters<typeof helpPagePath>[1], text: string) => (
    <Link to={helpPagePath(locale, page)}>{text}</Link>
  );
  const terms = link("terms", m.checkout_legal_terms({}, options));
  const privacy = link("privacy", m.checkout_legal_privacy({}, options));
  return (
    <p className="checkout__legal" id={id}>
      {marketRules(locale.site).cancellationPage === "returns" ? (
        <LinkedMessage
          render={(inputs) => m.checkout_legal_notice_returns(inputs, options)}
          links={{ terms, returns: link("returns", m.checkout_legal_returns({}, options)), privacy }}
        />
      ) : (
        <LinkedMessage
          render={(inputs) => m.checkout_legal_notice(inputs, options)}
          links={{ terms, withdrawal: link("withdrawal", m.checkout_legal_withdrawal({}, options)), privacy }}
        />
      )}
    </p>
  );
}
