import type { RequestContext } from "../../lib/request-context";
import { m } from "../../paraglide/messages.js";
import { notFound, PAGE_INTROUVABLE } from "../../lib/not-found.server";
import { fullDate } from "../../lib/dates";
import type { Customer } from "../customer/schemas";
import { unavailable } from "./page-read.server";
import { accountService } from "./account.server";
import { loyaltyOffers } from "../loyalty/offers.server";

export const HISTORY_PAGE_SIZE = 10;

const isLoyaltyCardHolder = (customer: Customer) => customer.loyaltyType === "FID";

function movementView(
  context: RequestContext,
  movement: {
    id: string;
    date: string;
    label: string;
    points: number;
    storeName: string | null;
    orderNumber: string | null;
  },
) {
  const options = { locale: context.locale.language };
  return {
    id: movement.id,
    date: fullDate(context.locale, movement.date),
    label: movement.label,
    where:
      movement.storeName ??
      (movement.orderNumber ? m.loyalty_online_order({ number: movement.orderNumber }, options) : null),
    points: new Intl.NumberFormat(context.locale.hrefLang, { signDisplay: "always" }).format(movement.points),
    gained: movement.points >= 0,
  };
}

/**
 * The loyalty page: for a card holder (FID) the card, its balance, the way to the next voucher,
 * the latest movements and what the points can buy; for anyone else what the card gives and how
 * to get it (with the next order). A failed read of the card is a 503 with a retry.
 */
export async function loadLoyalty(context: RequestContext) {
  const options = { locale: context.locale.language };
  try {
    const [customer, site] = await Promise.all([accountService(context).customer(), context.siteParams()]);
    if (!site.params.flags.loyalty) return { failed: false as const, programme: false as const };
    if (!isLoyaltyCardHolder(customer))
      return { failed: false as const, programme: true as const, card: null, scale: site.params.loyaltyScale };
    const [loyalty, offers] = await Promise.all([
      accountService(context).loyalty(0, 3),
      loyaltyOffers(context, site.storeId),
    ]);
    if (!loyalty)
      return { failed: false as const, programme: true as const, card: null, scale: site.params.loyaltyScale };
    const toNext = Math.max(0, loyalty.nextVoucherThreshold - (loyalty.balance % loyalty.nextVoucherThreshold));
    return {
      failed: false as const,
      programme: true as const,
      scale: site.params.loyaltyScale,
      card: {
        number: loyalty.loyaltyNumber,
        since: customer.loyaltyCreationDate ? fullDate(context.locale, customer.loyaltyCreationDate) : null,
        balance: loyalty.balance,
        toNext,
        voucherReady: loyalty.balance >= loyalty.nextVoucherThreshold,
        progress: Math.round(((loyalty.nextVoucherThreshold - toNext) / loyalty.nextVoucherThreshold) * 100),
        movements: loyalty.movements.map((movement) => movementView(context, movement)),
        moreMovements: loyalty.totalElements > loyalty.movements.length,
      },
      offers: offers.map((offer) => ({
        id: offer.id,
        title: offer.title,
        description: offer.description,
        cost: m.loyalty_points({ points: offer.pointsCost }, options),
        until: fullDate(context.locale, offer.validTo),
        outOfStock: offer.productOutOfStock,
      })),
    };
  } catch {
    return unavailable();
  }
}

/**
 * The movements, a page at a time (`?page=`, from 1). Only for card holders (FID): anyone else
 * gets the fatal not-found 'page introuvable' (spec 2.4, R8.03).
 */
export async function loadLoyaltyHistory(context: RequestContext, url: URL) {
  const customer = await accountService(context)
    .customer()
    .catch(() => null);
  if (!customer) return unavailable();
  if (!isLoyaltyCardHolder(customer)) notFound(PAGE_INTROUVABLE, url);
  const asked = Number(url.searchParams.get("page") ?? "1");
  const page = Number.isInteger(asked) && asked >= 1 && asked <= 1000 ? asked : 1;
  const loyalty = await accountService(context)
    .loyalty(page - 1, HISTORY_PAGE_SIZE)
    .catch(() => undefined);
  if (loyalty === undefined) return unavailable();
  if (loyalty === null) notFound(PAGE_INTROUVABLE, url);
  const pages = Math.max(1, Math.ceil(loyalty.totalElements / HISTORY_PAGE_SIZE));
  if (page > pages) notFound(PAGE_INTROUVABLE, url);
  return {
    failed: false as const,
    balance: loyalty.balance,
    movements: loyalty.movements.map((movement) => movementView(context, movement)),
    page,
    pages,
  };
}
