import { m } from "../../paraglide/messages.js";
import { useLocale } from "../../lib/i18n";
import { Icon } from "../../ui/icon";

/** The search field: in the header bar on desktop, at the top of the mobile menu on phones. */
export function HeaderSearch({ home, id }: { home: string; id: string }) {
  const options = { locale: useLocale().language };
  return (
    <form role="search" action={`${home}/search`} method="get" className="header-search">
      <label htmlFor={id} className="visually-hidden">
        {m.shell_search({}, options)}
      </label>
      <input id={id} type="search" name="q" placeholder={m.header_search_placeholder({}, options)} autoComplete="off" />
      <button type="submit" className="site-header__action">
        <Icon name="search" />
        <span className="visually-hidden">{m.shell_search({}, options)}</span>
      </button>
    </form>
  );
}
