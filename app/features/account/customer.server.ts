import type { RequestContext } from "../../lib/request-context";
import { isSignedIn } from "../../lib/tokens";
import { customerSchema, type Customer } from "./schemas";

/**
 * The signed-in customer's personal data (GET /accounts-self/), read at most once per request and token:
 * the shell, the cart page and the cart lifecycle all need it on the same page load. Callers
 * decide what a failure means for them (the shell swallows it, cart creation goes anonymous).
 */
const customers = new WeakMap<RequestContext, { accessToken: string | undefined; customer: Promise<Customer> }>();

export function loadCustomer(context: RequestContext): Promise<Customer> {
  const known = customers.get(context);
  // Keyed by the token too: the sign-in callback sets new tokens in the middle of a request.
  if (known && known.accessToken === context.tokens.accessToken) return known.customer;
  const customer = context.api.call("accounts-self/", { schema: customerSchema });
  customers.set(context, { accessToken: context.tokens.accessToken, customer });
  return customer;
}

/** The customer when someone is signed in and their data can be read; otherwise null (anonymous). */
export async function signedInCustomer(context: RequestContext): Promise<Customer | null> {
  if (!isSignedIn(context.tokens)) return null;
  return loadCustomer(context).catch(() => null);
}
