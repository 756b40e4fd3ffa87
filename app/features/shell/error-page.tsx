import { href } from "../../pages/href";
import { m } from "../../paraglide/messages.js";
import { useLocale } from "../../lib/i18n";
import { SiteHeader } from "./site-header";

/**
 * Error pages of spec 2.6: 404 shows a title, two texts and a button home; any other status
 * the server-error page with the logo and the same button. `withShell` adds the minimal
 * header when no layout is around (errors above the locale routes).
 */
export function ErrorPage({ status, withShell = false }: { status: number; withShell?: boolean }) {
  const locale = useLocale();
  const options = { locale: locale.language };
  const notFound = status === 404;
  const title = notFound ? m.error404_title({}, options) : m.error500_title({}, options);
  const content = (
    <main id="main" className="error-page container" data-status={status}>
      <div>
        <title>{`${title} | ${m.shell_brand({}, options)}`}</title>
        <p className="error-page__code" aria-hidden="true">
          {status}
        </p>
        <h1>{title}</h1>
        <p className="error-page__text">{notFound ? m.error404_text1({}, options) : m.error500_text1({}, options)}</p>
        <p className="error-page__text">{notFound ? m.error404_text2({}, options) : m.error500_text2({}, options)}</p>
        <a className="button" href={href(locale.prefix, "index")}>
          {m.error_back_home({}, options)}
        </a>
      </div>
    </main>
  );
  if (!withShell) return content;
  return (
    <>
      <SiteHeader minimal />
      {content}
    </>
  );
}
