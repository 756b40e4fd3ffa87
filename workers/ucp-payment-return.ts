import { m } from "../app/paraglide/messages.js";
import { confirmationPath } from "../app/features/checkout/steps";
import { openGrant } from "../app/agents/identity/grants.server";
import { settle } from "../app/agents/ucp/complete-checkout.server";
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
 * the provider, never from the URL; approved, the order is placed and she sees its confirmation
 * (signed in, as any order's); refused, a page in her site's language says nothing was charged and
 * that her assistant is told (its next call reads the refusal).
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
  const gone = () =>
    smallPage(
      request,
      410,
      m.agent_payment_return_gone_title({}, options),
      m.agent_payment_return_gone_text({}, options),
      locale,
    );
  if (record?.state === "completed" && record.orderNumber)
    return Response.redirect(origin + confirmationPath(record.prefix, record.orderNumber), 303);
  if (!record || !linking || !record.challenge || record.challenge.paymentId !== paymentId) return gone();
  const grant = await openGrant(record.challenge.token, "access", linking);
  if (!grant || grant.customer !== record.customer) {
    logWarning({ message: "Payment return with an expired agent grant", status: 410, url: url.pathname });
    return gone();
  }
  const deps: CheckoutDeps = {
    contextFor: agentMarkets(request, args),
    store,
    origin,
    owner: record.owner,
    identity: { customer: grant.customer, session: grant.session, token: record.challenge.token },
  };
  const context = await deps.contextFor(record.prefix, {
    anonymousId: record.anonymousId,
    cartId: record.cartId,
    tokens: grant.session,
  });
  const outcome = await resumeChallenge(context, paymentId);
  if (!outcome) return Response.redirect(record.challenge.url, 303);
  await settle(deps, record, outcome, record.challenge.token);
  if (outcome.kind === "ordered")
    return Response.redirect(origin + confirmationPath(record.prefix, outcome.orderNumber), 303);
  return smallPage(
    request,
    200,
    m.agent_payment_return_refused_title({}, options),
    m.agent_payment_return_refused_text({}, options),
    locale,
  );
}
