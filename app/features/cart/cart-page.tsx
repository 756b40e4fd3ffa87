import { Suspense, useEffect, useRef, useState } from "react";
import { Link, useActionData, useFetcher, useFetchers } from "react-router";
import { m } from "../../paraglide/messages.js";
import { useLocale } from "../../lib/i18n";
import type { LocaleInfo } from "../../lib/locales";
import { formatMoney } from "../../lib/money";
import { slugify } from "../../lib/slug";
import { Icon } from "../../ui/icon";
import { useToast } from "../../ui/toasts";
import { productPath } from "../catalog/links";
import { tagLabel } from "../catalog/product-card";
import { useShell, withReturnTo } from "../shell/use-shell";
import type { CartActionResult, CartIntent, CartPageData } from "./cart-page.server";
import { optimisticLines, UNDO_MS } from "./optimistic";
import type { Cart, LineItem } from "./schemas";

/**
 * The cart page (funnel step 1). Every form is a fetcher form: without JavaScript it is a
 * plain post whose answer re-renders the page (the outcome shows beside the form that sent
 * it, undo banners hide themselves with CSS after 4 s); with JavaScript lines, count and
 * totals change at once and are replaced by the backend's answer.
 */

type Options = { locale: LocaleInfo["language"] };
type Money = (cents: number) => string;

const KNOWN_TAGS = ["New", "WebExclu", "ON_DEMAND", "RAL_ANTICIPATION"] as const;

/** The outcome of one form: the fetcher's answer with JavaScript, the page's action data without. */
function useFormOutcome(intents: readonly CartIntent[], fetcherData: CartActionResult | undefined): CartActionResult | undefined {
  const actionData = useActionData() as CartActionResult | undefined;
  if (fetcherData && intents.includes(fetcherData.intent as CartIntent)) return fetcherData;
  return actionData && intents.includes(actionData.intent as CartIntent) ? actionData : undefined;
}

/** A live region that is always there (screen readers miss regions inserted with their text). */
function Outcome({ outcome }: { outcome: CartActionResult | undefined }) {
  return (
    <p className={outcome ? `cart-outcome cart-outcome--${outcome.ok ? "ok" : "error"}` : "cart-outcome"} role="status">
      {outcome?.message}
    </p>
  );
}

/** False on the server and in the first client render (no hydration mismatch), then true. */
function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

function Version({ cart }: { cart: Cart }) {
  return <input type="hidden" name="version" value={cart.version} />;
}

/**
 * A banner that offers undo for 4 seconds (spec 4): a JS timer calls `onDone`; a banner
 * rendered from a no-JS post is `timed`, hidden by a CSS animation after 4 s. Undo is a form
 * posting `fields`, so it works either way.
 */
function UndoBanner({ message, fields, options, onDone, timed = false, focusOnShow = false }: {
  message: string;
  fields: Record<string, string | number>;
  options: Options;
  onDone?: (restored: boolean) => void;
  timed?: boolean;
  /** Takes the focus when it appears (the control that removed the item is gone). */
  focusOnShow?: boolean;
}) {
  const fetcher = useFetcher<CartActionResult>({ key: `cart-undo-${Object.values(fields).join("-")}` });
  const notify = useToast();
  const button = useRef<HTMLButtonElement>(null);
  // The latest callback, so re-renders of the page never restart the 4-second timer.
  const done = useRef(onDone);
  done.current = onDone;
  const submittedRef = useRef(false);
  submittedRef.current = fetcher.state !== "idle" || fetcher.data !== undefined;
  useEffect(() => {
    if (focusOnShow) button.current?.focus();
    if (!done.current) return;
    const timer = setTimeout(() => {
      if (!submittedRef.current) done.current?.(false);
    }, UNDO_MS);
    return () => clearTimeout(timer);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once: 4 s from when the banner appears
  // Closed by the answer, not the press: a refused undo (sold out meanwhile) says so.
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    if (!fetcher.data.ok) notify(fetcher.data.message, "error");
    done.current?.(fetcher.data.ok);
  }, [fetcher.state, fetcher.data, notify]);
  return (
    <div className={timed ? "undo-banner undo--timed" : "undo-banner"}>
      <span>{message}</span>
      <fetcher.Form method="post">
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button type="submit" className="link-button" ref={button} disabled={fetcher.state !== "idle"}>
          {m.cart_undo({}, options)}
        </button>
      </fetcher.Form>
    </div>
  );
}

/**
 * What a removal answered, for its undo banner: with JavaScript kept in state until the banner
 * is done (`dismiss`); without, read from the page's action data and hidden by CSS (`timed`).
 */
function useRemoval<T>(fetcherData: CartActionResult | undefined, outcome: CartActionResult | undefined, pick: (answer: CartActionResult) => T | undefined) {
  const [removal, setRemoval] = useState<T>();
  useEffect(() => {
    const picked = fetcherData ? pick(fetcherData) : undefined;
    if (picked) setRemoval(picked);
  }, [fetcherData]); // eslint-disable-line react-hooks/exhaustive-deps -- once per answer
  const fromPost = !fetcherData && outcome ? pick(outcome) : undefined;
  return {
    removal: removal ?? fromPost,
    timed: removal === undefined && fromPost !== undefined,
    dismiss: removal === undefined ? undefined : () => setRemoval(undefined),
  };
}

function LineRow({ line, cart, money, options, prefix, hidden, position }: {
  line: LineItem;
  cart: Cart;
  money: Money;
  options: Options;
  prefix: LocaleInfo["prefix"];
  hidden: boolean;
  /** The first lines are above the fold: their pictures load at once, the first one first (the page's LCP). */
  position: number;
}) {
  const quantityFetcher = useFetcher<CartActionResult>({ key: `cart-line-${line.lineId}` });
  const removeFetcher = useFetcher<CartActionResult>({ key: `cart-remove-${line.lineId}` });
  const answer = useFormOutcome(["quantity"], quantityFetcher.data);
  const outcome = answer?.lineId === line.lineId ? answer : undefined;
  const tags = line.marketingLabels
    .split(";")
    .filter((tag): tag is (typeof KNOWN_TAGS)[number] => (KNOWN_TAGS as readonly string[]).includes(tag));
  const href = `${productPath(prefix, slugify(`${line.name} ${line.colourLabel}`), line.productId)}?option=${line.optionId}`;
  const atMax = line.quantity >= line.availableQuantity;
  const removing = removeFetcher.state !== "idle";
  const hydrated = useHydrated();
  // Disabled before hydration (a plain form must not post it); afterwards aria-disabled, so a
  // stepper reaching its limit keeps the keyboard focus.
  const unavailable = (off: boolean) =>
    hydrated
      ? { "aria-disabled": off || undefined, onClick: (event: React.MouseEvent) => off && event.preventDefault() }
      : { disabled: off };
  if (hidden) return null;
  return (
    <li className="cart-line" data-removing={removing || undefined} aria-busy={quantityFetcher.state !== "idle" || removing}>
      <img
        className="cart-line__picture"
        src={`${line.pictureUrl}?w=599`}
        alt=""
        width="96"
        height="128"
        loading={position < 3 ? "eager" : "lazy"}
        fetchPriority={position === 0 ? "high" : undefined}
      />
      <div className="cart-line__body">
        <p className="cart-line__name">
          <Link to={href}>{line.name}</Link>
        </p>
        <p className="cart-line__meta">
          {m.cart_line_colour({ colour: line.colourLabel }, options)} · {m.cart_line_size({ size: line.size }, options)}
        </p>
        <p className="cart-line__price">
          {line.catalogPrice.strikeThroughPrice ? <span className="visually-hidden">{m.price_now({}, options)} </span> : null}
          <span>{money(line.catalogPrice.price.centAmount)}</span>
          {line.catalogPrice.strikeThroughPrice ? (
            <>
              <span className="visually-hidden"> {m.price_instead_of({}, options)} </span>
              <s className="price__before">{money(line.catalogPrice.strikeThroughPrice.centAmount)}</s>
            </>
          ) : null}
          {line.discountMessages.map((discount) => (
            <span key={`${discount.type}${discount.displayedAmount}`} className="price__discount">
              {discount.displayedAmount}
            </span>
          ))}
        </p>
        {tags.length ? (
          <ul className="cart-line__tags">
            {tags.map((tag) => (
              <li key={tag} className="tag">
                {tagLabel(tag, options.locale)}
              </li>
            ))}
          </ul>
        ) : null}
        <div className="cart-line__actions">
          {/* A group, not a labelled form: two sizes of one product would make look-alike form landmarks. */}
          <quantityFetcher.Form method="post" className="quantity-stepper" role="group" aria-label={m.cart_quantity_label({ name: `${line.name} (${line.size})` }, options)}>
            <input type="hidden" name="intent" value="quantity" />
            <input type="hidden" name="lineId" value={line.lineId} />
            <input type="hidden" name="seenQuantity" value={line.quantity} />
            <Version cart={cart} />
            <button type="submit" name="quantity" value={line.quantity - 1} {...unavailable(line.quantity <= 1)} className="quantity-stepper__button">
              <span aria-hidden="true">−</span>
              <span className="visually-hidden">{m.cart_quantity_decrease({}, options)}</span>
            </button>
            <output className="quantity-stepper__value" aria-live="polite">
              <span className="visually-hidden">{m.cart_quantity({}, options)} </span>
              {line.quantity}
            </output>
            <button type="submit" name="quantity" value={line.quantity + 1} {...unavailable(atMax)} className="quantity-stepper__button">
              <span aria-hidden="true">+</span>
              <span className="visually-hidden">{m.cart_quantity_increase({}, options)}</span>
            </button>
          </quantityFetcher.Form>
          <removeFetcher.Form method="post">
            <input type="hidden" name="intent" value="remove" />
            <input type="hidden" name="lineId" value={line.lineId} />
            <Version cart={cart} />
            <button type="submit" className="link-button">
              <Icon name="close" />
              {m.cart_remove({}, options)}
              <span className="visually-hidden"> {line.name}</span>
            </button>
          </removeFetcher.Form>
        </div>
        {atMax ? <p className="cart-line__limit">{m.cart_quantity_max({ count: line.availableQuantity }, options)}</p> : null}
        <Outcome outcome={outcome?.ok ? undefined : outcome} />
      </div>
      <p className="cart-line__total">{money(line.totalPrice.centAmount)}</p>
    </li>
  );
}

type Removed = NonNullable<CartActionResult["removed"]>;

function RemovedLine({ removed, options, onDone, timed }: { removed: Removed; options: Options; onDone?: (restored: boolean) => void; timed?: boolean }) {
  return (
    <li className="cart-line cart-line--removed">
      <UndoBanner
        message={m.cart_line_removed({ name: removed.name }, options)}
        fields={{ intent: "undo-remove", sku: removed.sku, quantity: removed.quantity }}
        options={options}
        onDone={onDone}
        timed={timed}
        focusOnShow={!timed}
      />
    </li>
  );
}

/**
 * Lines removed in the last 4 seconds, kept in place with their undo banner. Each line's removal
 * fetcher is watched by key from here for as long as the page lives: the line's own row
 * unmounts with the answer, and `useFetchers()` lists a fetcher only until it settles, so a busy
 * machine that renders the answer and the reloaded cart at once would miss the removal.
 */
function useRecentRemovals(lines: LineItem[]) {
  // Every line this page has shown (lines that appear later, by an undo or another tab, too),
  // with its last position: the watch list, and where a removed line's banner goes.
  const positions = useRef(new Map<string, number>());
  lines.forEach((line, index) => positions.current.set(line.lineId, index));
  const [removals, setRemovals] = useState<(Removed & { index: number })[]>([]);
  const answered = useRef(new WeakSet<CartActionResult>());
  const onAnswer = (answer: CartActionResult) => {
    const removed = answer.removed;
    if (!removed || answered.current.has(answer)) return;
    answered.current.add(answer);
    setRemovals((current) => [...current, { ...removed, index: positions.current.get(removed.lineId) ?? current.length }]);
  };
  const dismiss = (lineId: string) => setRemovals((current) => current.filter((entry) => entry.lineId !== lineId));
  const watchers = [...positions.current.keys()].map((lineId) => <RemovalWatcher key={lineId} lineId={lineId} onAnswer={onAnswer} />);
  return { removals, dismiss, watchers };
}

function RemovalWatcher({ lineId, onAnswer }: { lineId: string; onAnswer: (answer: CartActionResult) => void }) {
  const answer = useFetcher<CartActionResult>({ key: `cart-remove-${lineId}` }).data;
  const latest = useRef(onAnswer);
  latest.current = onAnswer;
  useEffect(() => {
    if (answer) latest.current(answer);
  }, [answer]);
  return null;
}

function CartLines({ cart, money, options, prefix }: { cart: Cart; money: Money; options: Options; prefix: LocaleInfo["prefix"] }) {
  const actionData = useActionData() as CartActionResult | undefined;
  const lines = optimisticLines(cart.lineItems, useFetchers());
  const { removals, dismiss, watchers } = useRecentRemovals(cart.lineItems);
  const list = useRef<HTMLUListElement>(null);
  const rows: React.ReactNode[] = lines.map(({ line, pendingRemoval }, index) => (
    <LineRow key={line.lineId} line={line} cart={cart} money={money} options={options} prefix={prefix} hidden={pendingRemoval} position={index} />
  ));
  for (const removal of [...removals].sort((a, b) => a.index - b.index)) {
    rows.splice(Math.min(removal.index, rows.length), 0, (
      <RemovedLine
        key={`removed-${removal.lineId}`}
        removed={removal}
        options={options}
        onDone={(restored) => {
          dismiss(removal.lineId);
          // The banner and its button go: keep the keyboard in the list.
          if (restored) list.current?.focus();
        }}
      />
    ));
  }
  if (rows.length === 0 && !actionData?.removed) return <>{watchers}</>;
  return (
    <>
      {watchers}
      <ul className="cart-lines" aria-label={m.cart_lines_label({}, options)} ref={list} tabIndex={-1}>
        {actionData?.removed ? <RemovedLine removed={actionData.removed} options={options} timed /> : null}
        {rows}
      </ul>
    </>
  );
}

function PromoCodes({ cart, money, options }: { cart: Cart; money: Money; options: Options }) {
  const fetcher = useFetcher<CartActionResult>({ key: "cart-promo" });
  const outcome = useFormOutcome(["promo-add", "promo-remove"], fetcher.data);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok && fetcher.data.intent === "promo-add") form.current?.reset();
  }, [fetcher.state, fetcher.data]);
  return (
    <section className="cart-panel" aria-labelledby="cart-promo-title">
      <h2 id="cart-promo-title">{m.cart_promo_title({}, options)}</h2>
      {cart.discountCode.length ? (
        <ul className="cart-codes">
          {cart.discountCode.map((code) => {
            const amount = cart.discounts.find((discount) => discount.code === code.code)?.amount.centAmount;
            return (
              <li key={code.code}>
                <span className="cart-codes__code">{code.code}</span>
                {amount ? <span>−{money(amount)}</span> : null}
                {code.productOutOfStock ? <span className="cart-codes__warning">{m.cart_product_out_of_stock({}, options)}</span> : null}
                <fetcher.Form method="post">
                  <input type="hidden" name="intent" value="promo-remove" />
                  <input type="hidden" name="code" value={code.code} />
                  <Version cart={cart} />
                  <button type="submit" className="link-button">
                    {m.cart_remove({}, options)}
                    <span className="visually-hidden"> {code.code}</span>
                  </button>
                </fetcher.Form>
              </li>
            );
          })}
        </ul>
      ) : null}
      <fetcher.Form method="post" className="inline-form" ref={form}>
        <input type="hidden" name="intent" value="promo-add" />
        <Version cart={cart} />
        <label className="inline-form__field">
          <span>{m.cart_promo_label({}, options)}</span>
          <input name="code" required minLength={2} maxLength={30} pattern="[A-Za-z0-9_\-]+" autoComplete="off" autoCapitalize="characters" spellCheck={false} />
        </label>
        <button type="submit" className="button button--secondary" disabled={fetcher.state !== "idle"}>
          {m.cart_promo_apply({}, options)}
        </button>
      </fetcher.Form>
      <Outcome outcome={outcome} />
    </section>
  );
}

function LoyaltyCard({ data, cart, money, options, bannerOnly = false }: {
  data: CartPageData;
  cart: Cart;
  money: Money;
  options: Options;
  /** In an emptied cart: only the undo banner of a card just removed. */
  bannerOnly?: boolean;
}) {
  const fetcher = useFetcher<CartActionResult>({ key: "cart-loyalty-card" });
  const outcome = useFormOutcome(["loyalty-card-add", "loyalty-card-remove"], fetcher.data);
  const { removal, timed, dismiss } = useRemoval(fetcher.data, outcome, (answer) => answer.removedLoyaltyCard || undefined);
  const shell = useShell();
  const locale = useLocale();
  if (!data.loyalty || data.loyaltyCustomer) return null;
  const banner =
    removal && !cart.loyaltyCard ? (
      <UndoBanner
        message={m.cart_loyalty_card_removed({}, options)}
        fields={{ intent: "loyalty-card-add", version: cart.version }}
        options={options}
        onDone={dismiss}
        timed={timed}
        focusOnShow={!timed}
      />
    ) : null;
  if (bannerOnly) return banner;
  return (
    <section className="cart-panel" aria-labelledby="cart-loyalty-title">
      <h2 id="cart-loyalty-title">{m.cart_loyalty_title({}, options)}</h2>
      {cart.loyaltyCard ? (
        <>
          <p>{m.cart_loyalty_card_in_cart({ price: money(cart.loyaltyCard.price.centAmount) }, options)}</p>
          <PointsEarned cart={cart} options={options} />
          <fetcher.Form method="post">
            <input type="hidden" name="intent" value="loyalty-card-remove" />
            <Version cart={cart} />
            <button type="submit" className="link-button">
              {m.cart_loyalty_card_remove({}, options)}
            </button>
          </fetcher.Form>
        </>
      ) : (
        <>
          <p>{m.cart_loyalty_pitch({ price: money(data.loyalty.cardPrice), count: cart.loyaltyPointsIncentive }, options)}</p>
          {data.signedIn ? (
            <fetcher.Form method="post">
              <input type="hidden" name="intent" value="loyalty-card-add" />
              <Version cart={cart} />
              <button type="submit" className="button button--secondary">
                {m.cart_loyalty_card_add({}, options)}
              </button>
            </fetcher.Form>
          ) : shell ? (
            <a className="button button--secondary" href={withReturnTo(shell.signInUrl, `/${locale.prefix}/cart`, "")}>
              {m.cart_loyalty_sign_in({}, options)}
            </a>
          ) : null}
          {banner}
        </>
      )}
      <Outcome outcome={outcome?.removedLoyaltyCard ? undefined : outcome} />
    </section>
  );
}

/** The loyalty points this order earns (with the bonus of a points promo code). */
function PointsEarned({ cart, options }: { cart: Cart; options: Options }) {
  const points = cart.loyaltyPointsEarned + cart.loyaltyBonusPointsEarned;
  return points > 0 ? <p className="cart-points">{m.cart_points_earned({ count: points }, options)}</p> : null;
}

function LoyaltyOffers({ data, cart, options }: { data: CartPageData; cart: Cart; options: Options }) {
  const fetcher = useFetcher<CartActionResult>({ key: "cart-loyalty-offers" });
  const outcome = useFormOutcome(["loyalty-offers"], fetcher.data);
  if (!data.loyaltyCustomer || data.loyaltyOffers.length === 0) return null;
  const chosen = new Set(cart.loyaltyOffers.offers.map((offer) => offer.id));
  return (
    <section className="cart-panel" aria-labelledby="cart-offers-title">
      <h2 id="cart-offers-title">{m.cart_offers_title({}, options)}</h2>
      <fetcher.Form method="post">
        <input type="hidden" name="intent" value="loyalty-offers" />
        <fieldset className="cart-offers">
          <legend className="visually-hidden">{m.cart_offers_title({}, options)}</legend>
          {data.loyaltyOffers.map((offer) => (
            <label key={offer.id} className="cart-offer">
              <input type="checkbox" name="offerIds" value={offer.id} defaultChecked={chosen.has(offer.id)} />
              <span>
                <strong>{offer.title}</strong>
                <span className="cart-offer__detail">
                  {offer.description} · {m.cart_offer_points({ count: offer.pointsCost }, options)}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
        <button type="submit" className="button button--secondary">
          {m.cart_offers_apply({}, options)}
        </button>
      </fetcher.Form>
      <Outcome outcome={outcome} />
    </section>
  );
}

function GiftCards({ data, cart, money, options }: { data: CartPageData; cart: Cart | null; money: Money; options: Options }) {
  const fetcher = useFetcher<CartActionResult>({ key: "cart-gift-card" });
  const outcome = useFormOutcome(["gift-card-add", "gift-card-remove", "gift-card-restore"], fetcher.data);
  const { removal, timed, dismiss } = useRemoval(fetcher.data, outcome, (answer) => answer.removedGiftCard);
  const { minAmount, maxAmount, preselectedAmount } = data.giftCard;
  const units = (cents: number) => String(cents / 100);
  return (
    <section className="cart-panel" aria-labelledby="cart-gift-title">
      <h2 id="cart-gift-title">{m.cart_gift_title({}, options)}</h2>
      {cart?.giftCards.length ? (
        <ul className="cart-codes">
          {cart.giftCards.map((card) => (
            <li key={card.id}>
              <span>{m.cart_gift_card_line({ amount: money(card.price.centAmount) }, options)}</span>
              <fetcher.Form method="post">
                <input type="hidden" name="intent" value="gift-card-remove" />
                <input type="hidden" name="giftCardId" value={card.id} />
                <Version cart={cart} />
                <button type="submit" className="link-button">
                  {m.cart_remove({}, options)}
                  <span className="visually-hidden"> {m.cart_gift_card_line({ amount: money(card.price.centAmount) }, options)}</span>
                </button>
              </fetcher.Form>
            </li>
          ))}
        </ul>
      ) : null}
      {removal ? (
        <UndoBanner
          message={m.cart_gift_card_removed({}, options)}
          fields={{ intent: "gift-card-restore", amount: removal.amount }}
          options={options}
          onDone={dismiss}
          focusOnShow={!timed}
          timed={timed}
        />
      ) : null}
      <details className="cart-gift">
        <summary>{m.cart_gift_offer({ min: money(minAmount), max: money(maxAmount) }, options)}</summary>
        <fetcher.Form method="post" className="stack-form">
          <input type="hidden" name="intent" value="gift-card-add" />
          <label>
            <span>{m.cart_gift_amount({}, options)}</span>
            <input type="number" name="amount" min={units(minAmount)} max={units(maxAmount)} step="1" defaultValue={units(preselectedAmount)} required inputMode="numeric" />
          </label>
          <label>
            <span>
              {m.cart_gift_recipient({}, options)} <span className="field-optional">{m.field_optional({}, options)}</span>
            </span>
            <input type="email" name="recipientEmail" autoComplete="off" />
          </label>
          <label>
            <span>
              {m.cart_gift_message({}, options)} <span className="field-optional">{m.field_optional({}, options)}</span>
            </span>
            <textarea name="message" maxLength={200} rows={2} />
          </label>
          <button type="submit" className="button button--secondary">
            {m.cart_gift_add({}, options)}
          </button>
        </fetcher.Form>
      </details>
      <Outcome outcome={outcome?.removedGiftCard ? undefined : outcome} />
    </section>
  );
}

function Donations({ data, cart, money, options }: { data: CartPageData; cart: Cart; money: Money; options: Options }) {
  const fetcher = useFetcher<CartActionResult>({ key: "cart-donation" });
  const outcome = useFormOutcome(["donation"], fetcher.data);
  if (data.donations.length === 0) return null;
  return (
    <section className="cart-panel" aria-labelledby="cart-donation-title">
      <h2 id="cart-donation-title">{m.cart_donation_title({}, options)}</h2>
      {data.donations.map((donation) => {
        const current = cart.donations.find((entry) => entry.id === donation.id)?.price.centAmount ?? 0;
        return (
          <fetcher.Form key={donation.id} method="post" className="cart-donation">
            <input type="hidden" name="intent" value="donation" />
            <input type="hidden" name="donationId" value={donation.id} />
            <Version cart={cart} />
            <p>{m.cart_donation_pitch({ name: donation.name }, options)}</p>
            <div className="chip-group" role="group" aria-label={m.cart_donation_amounts({}, options)}>
              {donation.amounts.map((amount) => (
                <button key={amount} type="submit" name="amount" value={amount} className="chip" aria-pressed={current === amount}>
                  {money(amount)}
                </button>
              ))}
              {current > 0 ? (
                <button type="submit" name="amount" value="0" className="link-button">
                  {m.cart_donation_remove({}, options)}
                  <span className="visually-hidden"> ({donation.name})</span>
                </button>
              ) : null}
            </div>
          </fetcher.Form>
        );
      })}
      <Outcome outcome={outcome} />
    </section>
  );
}

function DeliveryEstimate({ data, money, options }: { data: CartPageData; money: Money; options: Options }) {
  if (!data.delivery?.length) return null;
  return (
    <section className="cart-panel" aria-labelledby="cart-delivery-title">
      <h2 id="cart-delivery-title">{m.cart_delivery_title({}, options)}</h2>
      <ul className="delivery-list">
        {data.delivery.map((method) => (
          <li key={method.key} className="delivery-option" data-cheapest={method.cheapest || undefined}>
            <span className="delivery-option__name">
              {method.name}
              {method.cheapest ? <span className="badge">{m.cart_delivery_cheapest({}, options)}</span> : null}
            </span>
            <span className="delivery-option__price">
              {method.free ? m.cart_delivery_free({}, options) : money(method.price)}
              {method.free && method.regularPrice > 0 ? <s className="price__before">{money(method.regularPrice)}</s> : null}
            </span>
            {method.deliveryDays && method.deliveryDays[1] > 0 ? (
              <span className="delivery-option__days">
                {method.deliveryDays[0] === method.deliveryDays[1]
                  ? m.cart_delivery_day_count({ count: method.deliveryDays[1] }, options)
                  : m.cart_delivery_days({ min: method.deliveryDays[0], max: method.deliveryDays[1] }, options)}
              </span>
            ) : null}
            {method.missingForFree !== null ? (
              <span className="delivery-option__hint">{m.cart_delivery_free_from({ amount: money(method.missingForFree) }, options)}</span>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Summary({ data, cart, money, options, prefix }: { data: CartPageData; cart: Cart; money: Money; options: Options; prefix: LocaleInfo["prefix"] }) {
  const lines = optimisticLines(cart.lineItems, useFetchers());
  const pending = lines.some((entry) => entry.pending);
  const merchandise = lines.reduce((sum, entry) => sum + (entry.pendingRemoval ? 0 : entry.line.totalPrice.centAmount), 0);
  const delta = merchandise - cart.lineItems.reduce((sum, line) => sum + line.totalPrice.centAmount, 0);
  const count = lines.reduce((sum, entry) => sum + (entry.pendingRemoval ? 0 : entry.line.quantity), 0);
  const rows: [string, number][] = [
    ...cart.discounts.map((discount): [string, number] => [m.cart_summary_discount({ code: discount.code }, options), -discount.amount.centAmount]),
    ...(cart.loyaltyCard ? [[m.cart_summary_loyalty_card({}, options), cart.loyaltyCard.price.centAmount] as [string, number]] : []),
    ...cart.giftCards.map((card): [string, number] => [m.cart_summary_gift_card({}, options), card.price.centAmount]),
    ...cart.donations.map((donation): [string, number] => [m.cart_summary_donation({}, options), donation.price.centAmount]),
    ...(cart.shippingInfo ? [[cart.shippingInfo.name, cart.shippingInfo.price.centAmount] as [string, number]] : []),
  ];
  const empty = count === 0 && cart.giftCards.length === 0 && !cart.loyaltyCard;
  return (
    <section className="cart-summary" aria-labelledby="cart-summary-title" aria-busy={pending}>
      <h2 id="cart-summary-title">{m.cart_summary_title({}, options)}</h2>
      <dl>
        <div>
          <dt>{m.cart_summary_items({ count }, options)}</dt>
          <dd>{money(merchandise)}</dd>
        </div>
        {rows.map(([label, cents], index) => (
          <div key={`${label}${index}`}>
            <dt>{label}</dt>
            <dd>{cents < 0 ? `−${money(-cents)}` : money(cents)}</dd>
          </div>
        ))}
        <div className="cart-summary__total">
          <dt>{cart.shippingInfo ? m.cart_summary_total({}, options) : m.cart_summary_total_before_delivery({}, options)}</dt>
          <dd data-testid="cart-total">{money(cart.totalPrice.centAmount + delta)}</dd>
        </div>
      </dl>
      {data.loyaltyCustomer ? <PointsEarned cart={cart} options={options} /> : null}
      {empty ? null : (
        <Link className="button cart-summary__checkout" to={`/${prefix}/order-billing`}>
          {m.cart_checkout({}, options)}
        </Link>
      )}
      <p className="cart-summary__reassurance">
        <Icon name="check" /> {m.cart_secure_payment({}, options)}
      </p>
    </section>
  );
}

function ShareCart({ url, options }: { url: string; options: Options }) {
  const notify = useToast();
  return (
    <details className="cart-share">
      <summary>{m.cart_share_title({}, options)}</summary>
      <label>
        <span>{m.cart_share_link({}, options)}</span>
        <input readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
      </label>
      <button
        type="button"
        className="button button--secondary"
        onClick={async () => {
          try {
            if (navigator.share) await navigator.share({ url, title: m.cart_title({}, options) });
            else {
              await navigator.clipboard.writeText(url);
              notify(m.cart_share_copied({}, options), "success");
            }
          } catch {
            // The shopper closed the share sheet: the link stays in the field.
          }
        }}
      >
        {m.cart_share_button({}, options)}
      </button>
    </details>
  );
}

function SharedCartOffer({ share, options }: { share: NonNullable<CartPageData["share"]>; options: Options }) {
  const fetcher = useFetcher<CartActionResult>({ key: "cart-share-import" });
  const outcome = useFormOutcome(["share-import"], fetcher.data);
  if ("invalid" in share) {
    return (
      <p className="notice notice--error" role="alert">
        {m.cart_share_invalid({}, options)}
      </p>
    );
  }
  const units = share.items.reduce((sum, item) => sum + item.quantity, 0);
  const param = share.items.map((item) => `${item.sku}:${item.quantity}`).join(",");
  if (outcome?.ok) return <Outcome outcome={outcome} />;
  return (
    <div className="notice notice--info">
      <p>{m.cart_share_received({ count: units }, options)}</p>
      <fetcher.Form method="post">
        <input type="hidden" name="intent" value="share-import" />
        <input type="hidden" name="share" value={param} />
        <button type="submit" className="button">
          {m.cart_share_import({}, options)}
        </button>
      </fetcher.Form>
      <Outcome outcome={outcome} />
    </div>
  );
}

/**
 * The answer of a form that found no cart, or a cart that is gone. The page then shows an
 * empty cart and the form that asked is unmounted, so the notice is kept here.
 */
function useLostCartNotice(): CartActionResult | undefined {
  const fetchers = useFetchers();
  const [notice, setNotice] = useState<CartActionResult>();
  const seen = useRef(new WeakSet<object>());
  useEffect(() => {
    for (const fetcher of fetchers) {
      const answer = fetcher.data as CartActionResult | undefined;
      if (!answer?.cartLost || seen.current.has(answer)) continue;
      seen.current.add(answer);
      setNotice(answer);
    }
  }, [fetchers]);
  return notice;
}

export function CartPage({ data }: { data: CartPageData }) {
  const locale = useLocale();
  const options = { locale: locale.language };
  const shell = useShell();
  const money: Money = (cents) => formatMoney(cents, data.currency, locale.hrefLang);
  const actionData = useActionData() as CartActionResult | undefined;
  const cart = data.cart;
  const hasContent = Boolean(cart && (cart.lineItems.length > 0 || cart.giftCards.length > 0 || cart.loyaltyCard));
  const lost = useLostCartNotice();
  // Answers about the whole cart: a lost cart (any form, kept after its form is gone), or,
  // without JavaScript, a refused removal, undo or form.
  const cartWide =
    actionData && !actionData.ok && (actionData.cartLost || ["remove", "undo-remove", "invalid"].includes(actionData.intent)) ? actionData : lost;
  return (
    <div className="cart-page">
      <header className="page-heading">
        <h1>{m.cart_title({}, options)}</h1>
      </header>
      {data.share ? <SharedCartOffer share={data.share} options={options} /> : null}
      {cartWide ? (
        <p className="notice notice--error" role="alert">
          {cartWide.message}
        </p>
      ) : null}
      {hasContent && cart ? (
        <div className="cart-layout">
          <div className="cart-layout__lines">
            <CartLines cart={cart} money={money} options={options} prefix={locale.prefix} />
          </div>
          {/* The summary follows the lines in reading order: on phones the checkout comes before the extras. */}
          <div className="cart-layout__aside">
            <Summary data={data} cart={cart} money={money} options={options} prefix={locale.prefix} />
            <Suspense fallback={null}>
              <DeliveryEstimate data={data} money={money} options={options} />
            </Suspense>
          </div>
          {/* Suspense boundaries (never suspending) let hydration yield between blocks: shorter tasks, lower TBT. */}
          <div className="cart-layout__panels">
            <Suspense fallback={null}>
              <PromoCodes cart={cart} money={money} options={options} />
            </Suspense>
            <Suspense fallback={null}>
              <LoyaltyOffers data={data} cart={cart} options={options} />
              <LoyaltyCard data={data} cart={cart} money={money} options={options} />
              <GiftCards data={data} cart={cart} money={money} options={options} />
              <Donations data={data} cart={cart} money={money} options={options} />
              {data.shareUrl ? <ShareCart url={data.shareUrl} options={options} /> : null}
            </Suspense>
          </div>
        </div>
      ) : (
        <div className="cart-empty">
          {cart ? <CartLines cart={cart} money={money} options={options} prefix={locale.prefix} /> : null}
          <p className="cart-empty__text">{m.cart_empty({}, options)}</p>
          <p className="cart-empty__actions">
            <Link className="button" to={`/${locale.prefix}`}>
              {m.cart_continue_shopping({}, options)}
            </Link>
            {!data.signedIn && shell ? (
              <a className="button button--secondary" href={withReturnTo(shell.signInUrl, `/${locale.prefix}/cart`, "")}>
                {m.cart_sign_in_to_see({}, options)}
              </a>
            ) : null}
          </p>
          {/* A cart emptied of its loyalty card keeps the card's undo banner. */}
          {cart ? <LoyaltyCard data={data} cart={cart} money={money} options={options} bannerOnly /> : null}
          <GiftCards data={data} cart={cart} money={money} options={options} />
        </div>
      )}
    </div>
  );
}
