import { Link } from "react-router";
import { m } from "../../paraglide/messages.js";
import { useLocale } from "../../lib/i18n";
import { formatMoney } from "../../lib/money";
import { Icon } from "../../ui/icon";
import { useHoverIntent } from "../../ui/use-hover-intent";
import { useShell } from "./use-shell";

/** The cart's mini-summary (count and total, or the cart label) and its panel (spec 2.6). */
export function MiniCart() {
  const shell = useShell();
  const locale = useLocale();
  const { open, container, toggle } = useHoverIntent();
  const options = { locale: locale.language };
  const cart = shell?.cart;
  const count = cart?.count ?? 0;
  const money = (cents: number) => formatMoney(cents, cart?.total.currencyCode ?? locale.currency, locale.hrefLang);
  const cartPath = `/${locale.prefix}/cart`;
  return (
    <div className="popover-host" {...container}>
      <a href={cartPath} className="site-header__action" aria-expanded={open} aria-controls="mini-cart" onClick={toggle}>
        <span className="cart-badge-host">
          <Icon name="bag" />
          {count > 0 ? (
            <span className="cart-badge" aria-hidden="true">
              {count > 99 ? "99+" : count}
            </span>
          ) : null}
        </span>
        <span className="site-header__label">{count > 0 && cart ? money(cart.total.centAmount) : m.shell_cart({}, options)}</span>
        <span className="visually-hidden">{count > 0 ? `, ${m.header_cart_count({ count }, options)}` : ""}</span>
      </a>
      <div id="mini-cart" className="popover popover--wide" hidden={!open}>
        <p className="popover__title">{m.header_mini_cart_title({}, options)}</p>
        {cart && cart.lines.length > 0 ? (
          <>
            <ul className="mini-cart__lines">
              {cart.lines.map((line) => (
                <li key={line.lineId} className="mini-cart__line">
                  <img src={`${line.pictureUrl}?w=599`} alt="" width="60" height="80" loading="lazy" />
                  <div>
                    <p className="mini-cart__name">{line.name}</p>
                    <p className="mini-cart__meta">{m.header_mini_cart_line({ colour: line.colourLabel, size: line.size, quantity: line.quantity }, options)}</p>
                  </div>
                  <p className="mini-cart__price">{money(line.total)}</p>
                </li>
              ))}
            </ul>
            <p className="mini-cart__total">
              <span>{m.header_mini_cart_total({}, options)}</span>
              <strong>{money(cart.total.centAmount)}</strong>
            </p>
          </>
        ) : (
          <p className="popover__empty">{m.header_mini_cart_empty({}, options)}</p>
        )}
        <Link className="button popover__cta" to={cartPath}>
          {m.header_view_cart({}, options)}
        </Link>
      </div>
    </div>
  );
}
