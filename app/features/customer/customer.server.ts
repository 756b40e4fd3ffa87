import type { ApiClient } from "../../api/client.server";
import type { AuthSession } from "../auth/session.server";
import { customerSchema, type Customer } from "../customer/schemas";
import { requestScoped } from "../../lib/request-context";

/**
 * The signed-in customer's personal data (GET /accounts-self/), read at most once per request
 * and token: the shell, the cart page and cart creation all need it on the same page load.
 * Callers decide what a failure means for them (the shell swallows it, cart creation goes
 * anonymous).
 */
export interface CustomerReader {
  read(): Promise<Customer>;
  /** The customer when someone is signed in and their data can be read; otherwise null. */
  signedIn(): Promise<Customer | null>;
}

export function createCustomerReader(api: ApiClient, auth: AuthSession): CustomerReader {
  // Keyed by the token: the sign-in callback stores new tokens in the middle of a request.
  let known: { accessToken: string | undefined; customer: Promise<Customer> } | undefined;
  const read = () => {
    if (known?.accessToken !== auth.tokens.accessToken || !known) {
      known = {
        accessToken: auth.tokens.accessToken,
        customer: api.call("accounts-self/", { schema: customerSchema }),
      };
    }
    return known.customer;
  };
  return {
    read,
    signedIn: async () => (auth.signedIn() ? read().catch(() => null) : null),
  };
}

/** The request's customer reader: one read of the customer per request and token. */
export const customerReader = requestScoped((context) => createCustomerReader(context.api, context.auth));
