import { m } from "../app/paraglide/messages.js";
import { confirmationPath } from "../app/features/checkout/steps";
import { bearerIdentity } from "../app/agents/identity/oauth.server";
import { settle, whilePaying } from "../app/agents/ucp/complete-checkout.server";
import type { CheckoutDeps } from "../app/agents/ucp/checkout-view.server";
import { resumeChallenge } from "../app/agents/ucp/linked-checkout.server";
import { LOCALES } from "../app/lib/locales";
import { logWarning } from "../app/lib/log.server";
import { oauthDeps } from "./oauth";
import { smallPage } from "./small-page";
import { agentMarkets, checkoutStoreOf, type UcpArgs } from "./ucp";

/**
 * GET /api/ucp/payment-return?checkout=…&paymentId=…: the cardholder back from her bank's 3-D
 * Secure page for a payment her agent started (decision 202). The payment's answer is read from
 * the provider, never from the URL, with her grant the checkout kept for its lifetime (refused once
 * revoked); approved, the order is placed and she sees its confirmation (signed in, as any
 * order's); refused, a page in her site's language says so. Only the checkout's own payment id
 * opens anything, and the agent's next call reads the same answer, whichever comes first.
 */
export async function paymentReturnResponse(request: Request, args: UcpArgs): Promise<Response> {
  const { env, origin } = args;
  const url = new URL(request.url);
  const store = checkoutStoreOf(env);
  const record = await store.read(url.searchParams.get("checkout") ?? "");
  const linking = oauthDeps(env, origin);
  const paymentId = url.searchParams.get("paymentId") ?? "";
  const locale = record ? LOCALES[record.prefix] : undefined;
  const options = { locale: (locale ?? LOCALES.en).language };
  const page = (status: number, title: string, text: string) => smallPage(request, status, title, text, locale);
  const gone = () =>
    page(410, m.agent_payment_return_gone_title({}, options), m.agent_payment_return_gone_text({}, options));
  if (!record || !linking || !/^[\w-]{1,64}$/.test(paymentId)) return gone();
  if (record.state === "completed" && record.orderNumber && record.paidWith === paymentId)
    return Response.redirect(origin + confirmationPath(record.prefix, record.orderNumber), 303);
  if (!record.challenge || record.challenge.paymentId !== paymentId) return gone();
  const challenge = record.challenge;
  const checked = await bearerIdentity(`Bearer ${challenge.token}`, linking, "resume");
  const grant = checked.ok ? checked.identity : null;
  if (!grant || grant.customer !== record.customer) {
    logWarning({ message: "Payment return with an expired or revoked agent grant", status: 410, url: url.pathname });
    return gone();
  }
  const deps: CheckoutDeps = {
    contextFor: agentMarkets(request, args),
    store,
    origin,
    owner: record.owner,
    identity: { customer: grant.customer, session: grant.session, resume: async () => challenge.token },
  };
  const settled = await whilePaying(deps, record.id, async () => {
    const context = await deps.contextFor(record.prefix, {
      anonymousId: record.anonymousId,
      cartId: record.cartId,
      tokens: grant.session,
    });
    const outcome = await resumeChallenge(context, paymentId);
    if (!outcome) return "waiting" as const;
    return { outcome, ...(await settle(deps, record, outcome, async () => challenge.token)) };
  });
  // Her agent is reading the same answer at this moment: its order is shown once placed.
  if (settled === null || settled === "waiting") {
    const now = await store.read(record.id);
    if (now?.state === "completed" && now.orderNumber)
      return Response.redirect(origin + confirmationPath(record.prefix, now.orderNumber), 303);
    return Response.redirect(challenge.url, 303);
  }
  if (settled.next.state === "completed" && settled.next.orderNumber)
    return Response.redirect(origin + confirmationPath(record.prefix, settled.next.orderNumber), 303);
  // Refused by her bank: nothing was charged. Approved but not ordered (stock changed): said as it is.
  const said = settled.messages[0];
  return said?.code === "payment_failed"
    ? page(200, m.agent_payment_return_refused_title({}, options), m.agent_payment_return_refused_text({}, options))
    : page(
        200,
        m.agent_payment_return_not_ordered_title({}, options),
        said?.content ?? m.checkout_order_refused({}, options),
      );
}
