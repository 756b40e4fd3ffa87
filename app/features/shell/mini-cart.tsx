import { href } from "../../pages/href";
import { Link, useFetchers, useNavigation } from "react-router";
import { m } from "../../paraglide/messages.js";
import { useLocale } from "../../lib/i18n";
import { formatMoney } from "../../lib/money";
import { Icon } from "../../ui/icon";
import { useHoverIntent } from "../../ui/use-hover-intent";
import { markHydrated } from "../../ui/hydration-mark";
import { optimisticCountDelta } from "../cart-model/optimistic";
import { useShell } from "./use-shell";

/** Lines the panel lists; the cart page shows them all. */
const PANEL_LINES = 5;

/**
 * The cart's mini-summary (count and total, or the cart label) and its panel (spec 2.6). The
 * count follows pending cart forms at once (add, quantity, removal, undo) and is replaced by
 * the backend's answer when the shell reloads.
 */
export function MiniCart() {
  const shell = useShell();
  const locale = useLocale();
  const { open, container, toggle } = useHoverIntent();
  const options = { locale: locale.language };
  const cart = shell?.cart;
  const fetchers = useFetchers();
  const navigation = useNavigation();
  const pendingForms = [...fetchers.map((fetcher) => fetcher.formData), navigation.formData];
  const count = Math.max(0, (cart?.count ?? 0) + optimisticCountDelta(cart?.lines ?? [], pendingForms));
  const money = (cents: number) => formatMoney(cents, cart?.total.currencyCode ?? locale.currency, locale.hrefLang);
  const cartPath = href(locale.prefix, "cart");
  const total = count > 0 && cart ? money(cart.total.centAmount) : undefined;
  // The link's name says what it is first ("Cart, 1 item, €49.99"), and holds the visible
  // label word for word (the total, or "Cart"), so voice control finds it (WCAG 2.4.4, 2.5.3).
  const name = total ? m.header_cart_link({ count, total }, options) : m.shell_cart({}, options);
  return (
    <div className="popover-host" {...container}>
      <a
        href={cartPath}
        className="site-header__action"
        aria-label={name}
        aria-expanded={open}
        aria-controls="mini-cart"
        onClick={toggle}
        ref={markHydrated}
      >
        <span className="cart-badge-host">
          <Icon name="bag" />
          {count > 0 ? (
            <span className="cart-badge" aria-hidden="true">
              {count > 99 ? "99+" : count}
            </span>
          ) : null}
        </span>
        <span className="site-header__label">{total ?? m.shell_cart({}, options)}</span>
      </a>
      <div id="mini-cart" className="popover popover--wide" hidden={!open}>
        <p className="popover__title">{m.header_mini_cart_title({}, options)}</p>
        {cart && cart.lines.length > 0 ? (
          <>
            <ul className="mini-cart__lines">
              {cart.lines.slice(0, PANEL_LINES).map((line) => (
                <li key={line.lineId} className="mini-cart__line">
                  <img src={`${line.pictureUrl}?w=599`} alt="" width="60" height="80" loading="lazy" />
                  <div>
                    <p className="mini-cart__name">{line.name}</p>
                    <p className="mini-cart__meta">
                      {m.header_mini_cart_line(
                        { colour: line.colourLabel, size: line.size, quantity: line.quantity },
                        options,
                      )}
                    </p>
                  </div>
                  <p className="mini-cart__price">{money(line.total)}</p>
                </li>
              ))}
            </ul>
            {cart.lines.length > PANEL_LINES ? (
              <p className="mini-cart__more">
                {m.header_mini_cart_more({ count: cart.lines.length - PANEL_LINES }, options)}
              </p>
            ) : null}
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
