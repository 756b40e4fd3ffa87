/**
 * The cart's intents that add money rather than goods: gift cards (bought, removed, put back)
 * and donations, each held to what the site's parameters offer.
 */
import type { RequestContext } from "../../lib/request-context";
import { m } from "../../paraglide/messages.js";
import { activeDonations } from "../site/site-params";
import { done, type Input, optionsOf, refuse } from "./answers.server";
import { cartService } from "./service.server";

export async function addGiftCard(form: Input<"gift-card-add">, context: RequestContext) {
  const options = optionsOf(context);
  const cents = Math.round(form.amount * 100);
  if (!(await giftCardAmountAllowed(context, cents))) return refuse(form.intent, m.cart_gift_card_range({}, options));
  const giftCard = { amount: cents, recipientEmail: form.recipientEmail || null, message: form.message || null };
  return done(form.intent, context, await cartService(context).addGiftCard(giftCard), () =>
    m.cart_gift_card_added({}, options),
  );
}

export async function removeGiftCard(form: Input<"gift-card-remove">, context: RequestContext) {
  const before = await cartService(context)
    .read()
    .catch(() => null);
  const card = before?.giftCards.find((entry) => entry.id === form.giftCardId);
  return done(
    form.intent,
    context,
    await cartService(context).removeGiftCard(form.giftCardId, form.version),
    () => m.cart_gift_card_removed({}, optionsOf(context)),
    card ? { removedGiftCard: { amount: card.price.centAmount } } : {},
  );
}

export async function restoreGiftCard(form: Input<"gift-card-restore">, context: RequestContext) {
  const options = optionsOf(context);
  // The amount comes back from the page: only what the site sells.
  if (!(await giftCardAmountAllowed(context, form.amount)))
    return refuse(form.intent, m.cart_gift_card_range({}, options));
  const giftCard = { amount: form.amount, recipientEmail: null, message: null };
  return done(form.intent, context, await cartService(context).addGiftCard(giftCard), () =>
    m.cart_gift_card_restored({}, options),
  );
}

export async function donation(form: Input<"donation">, context: RequestContext) {
  const options = optionsOf(context);
  const site = await context.siteParams();
  const offered = activeDonations(site).find((entry) => entry.id === form.donationId);
  // Only the amounts the site offers (or 0, to remove the donation).
  if (!offered || (form.amount > 0 && !offered.amounts.includes(form.amount)))
    return refuse(form.intent, m.cart_form_invalid({}, options));
  return done(
    form.intent,
    context,
    await cartService(context).setDonation(form.donationId, form.amount, form.version),
    () => (form.amount > 0 ? m.cart_donation_added({}, options) : m.cart_donation_removed({}, options)),
  );
}

async function giftCardAmountAllowed(context: RequestContext, cents: number): Promise<boolean> {
  const { minAmount, maxAmount } = (await context.siteParams()).params.giftCard;
  return cents >= minAmount && cents <= maxAmount;
}
