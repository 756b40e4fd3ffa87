import { href } from "../../pages/href";
import { Suspense } from "react";
import { Link } from "react-router";
import { m } from "../../paraglide/messages.js";
import { useShell, withReturnTo } from "../shell/use-shell";
import type { CartPageData } from "./cart-page.server";
import { CartLines, useRecentRemovals } from "./components/cart-lines";
import { EmptyCartForm, useCartEmptiedToast } from "./components/empty-cart";
import { CartWideNotice } from "./components/cart-notice";
import { DeliveryEstimate } from "./components/delivery-estimate";
import { idleIsland } from "../../ui/idle-island";
import { Summary } from "./components/summary";
import { useFlashedAnswer } from "../../lib/use-flash";
import { useCartFormat } from "./use-cart-format";

// Forms that post without JavaScript: whole as server HTML, their code loads when the browser is idle
// (one module for all of them).
const islands = () => import("./components/cart-islands");
const Donations = idleIsland(() => islands().then((module) => module.Donations));
const GiftCards = idleIsland(() => islands().then((module) => module.GiftCards));
const LoyaltyOffers = idleIsland(() => islands().then((module) => module.LoyaltyOffers));
const ShareCart = idleIsland(() => islands().then((module) => module.ShareCart));
const SharedCartOffer = idleIsland(() => islands().then((module) => module.SharedCartOffer));
const LoyaltyCard = idleIsland(() => islands().then((module) => module.LoyaltyCard));
const PromoCodes = idleIsland(() => islands().then((module) => module.PromoCodes));

/**
 * The cart page (funnel step 1). Every form is a fetcher form posting to the cart endpoint:
 * without JavaScript it is a plain post answered by a 303 back here, its answer flashed (the
 * outcome shows beside the form that sent it, undo banners hide themselves with CSS after 4 s);
 * with JavaScript lines, count and totals change at once and are replaced by the backend's answer.
 */
export function CartPage({ data }: { data: CartPageData }) {
  const { options, prefix } = useCartFormat(data.currency);
  const shell = useShell();
  const cart = data.cart;
  useCartEmptiedToast();
  const hasContent = Boolean(cart && (cart.lineItems.length > 0 || cart.giftCards.length > 0 || cart.loyaltyCard));
  // Kept here, above the switch between the cart and the empty cart: removing the last line
  // empties the cart, and its undo banner must show there too.
  const { removals, dismiss, watchers } = useRecentRemovals(cart?.lineItems ?? []);
  const removedByPost = useFlashedAnswer("cart")?.removed;
  const showLines = hasContent || removals.length > 0 || removedByPost !== undefined;
  return (
    <div className="cart-page">
      <header className="page-heading">
        <h1>{m.cart_title({}, options)}</h1>
      </header>
      {data.share ? <SharedCartOffer share={data.share} /> : <SharedCartTaken />}
      <CartWideNotice />
      {watchers}
      {/*
        One element whether the cart has content or not, its lines first: when the last line is
        removed, or its removal undone, the list and its undo banner stay mounted (the banner's
        timer, its focus, its undo fetcher's answer) while the rest of the page changes.
      */}
      <div className={hasContent ? "cart-layout" : "cart-empty"}>
        {cart && showLines ? (
          <div className={hasContent ? "cart-layout__lines" : undefined}>
            <CartLines cart={cart} currency={data.currency} removals={removals} dismiss={dismiss} />
            {hasContent ? <EmptyCartForm version={cart.version} /> : null}
          </div>
        ) : null}
        {hasContent && cart ? (
          <>
            {/* The summary follows the lines in reading order: on phones the checkout comes before the extras. */}
            <div className="cart-layout__aside">
              <Summary data={data} cart={cart} />
              <Suspense fallback={null}>
                <DeliveryEstimate data={data} />
              </Suspense>
            </div>
            {/* Suspense boundaries (never suspending) let hydration yield between blocks: shorter tasks, lower TBT. */}
            <div className="cart-layout__panels">
              <Suspense fallback={null}>
                <PromoCodes cart={cart} currency={data.currency} />
              </Suspense>
              <Suspense fallback={null}>
                <LoyaltyOffers data={data} cart={cart} />
                <LoyaltyCard data={data} cart={cart} />
                <GiftCards data={data} cart={cart} />
                <Donations data={data} cart={cart} />
                {data.shareUrl ? <ShareCart url={data.shareUrl} /> : null}
              </Suspense>
            </div>
          </>
        ) : (
          <>
            <p className="cart-empty__text">{m.cart_empty({}, options)}</p>
            <p className="cart-empty__actions">
              <Link className="button" to={href(prefix, "index")}>
                {m.cart_continue_shopping({}, options)}
              </Link>
              {!data.signedIn && shell ? (
                <a className="button button--secondary" href={withReturnTo(shell.signInUrl, href(prefix, "cart"), "")}>
                  {m.cart_sign_in_to_see({}, options)}
                </a>
              ) : null}
            </p>
            {/* A cart emptied of its loyalty card keeps the card's undo banner. */}
            {cart ? <LoyaltyCard data={data} cart={cart} bannerOnly /> : null}
            <GiftCards data={data} cart={cart} />
          </>
        )}
      </div>
    </div>
  );
}

/** A shared cart just taken: the page it lands on (without the link) says what came of it. */
function SharedCartTaken() {
  const answer = useFlashedAnswer("cart");
  if (answer?.intent !== "share-import" || !answer.ok) return null;
  return (
    <p className="notice notice--info" role="status">
      {answer.message}
    </p>
  );
}
