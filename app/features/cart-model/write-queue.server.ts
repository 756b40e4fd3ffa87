import type { CartSessionNamespace } from "../../lib/env.server";
import { logWarning } from "../../lib/log.server";
import type { AppEnv } from "../../lib/env.server";

/**
 * Cart writes of one session, one at a time (decision 102). `acquire()` waits for the session's
 * turn and says which cart the session's last write ended with; `release()` hands the turn on
 * with the cart this write ended with (null once the cart is gone or became an order).
 */
export interface CartWriteQueue {
  acquire(session: string): Promise<CartWriteTurn>;
}

export interface CartWriteTurn {
  /** The cart the session's previous write ended with, if any. */
  cartId: string | null;
  release(cartId: string | null): Promise<void>;
}

/**
 * The production queue: one Durable Object per session, so requests landing on different
 * machines still take turns. If the object cannot be reached the write goes ahead alone (the
 * version protocol still protects the cart); a shopper's add is never refused for the lock's sake.
 */
export function durableWriteQueue(namespace: CartSessionNamespace): CartWriteQueue {
  return {
    async acquire(session) {
      const stub = namespace.get(namespace.idFromName(session));
      try {
        const answer = (await (await stub.fetch("https://cart-session/acquire", { method: "POST" })).json()) as {
          lease: string;
          cartId: string | null;
        };
        return {
          cartId: answer.cartId,
          release: (cartId) =>
            stub
              .fetch("https://cart-session/release", {
                method: "POST",
                body: JSON.stringify({ lease: answer.lease, cartId }),
              })
              .then((response) => void response.body?.cancel())
              .catch((error: unknown) => logWarning({ message: "Cart session release failed", cause: String(error) })),
        };
      } catch (error) {
        logWarning({ message: "Cart session unreachable: writing without a turn", cause: String(error) });
        return { cartId: null, release: async () => {} };
      }
    },
  };
}

/** The same turns within one isolate: unit tests, and a fallback where no binding is configured. */
export function isolateWriteQueue(): CartWriteQueue {
  const sessions = new Map<string, { tail: Promise<void>; cartId: string | null }>();
  return {
    async acquire(session) {
      const state = sessions.get(session) ?? { tail: Promise.resolve(), cartId: null };
      sessions.set(session, state);
      const previous = state.tail;
      let done!: () => void;
      const mine = (state.tail = new Promise<void>((resolve) => (done = resolve)));
      await previous;
      return {
        cartId: state.cartId,
        async release(cartId) {
          state.cartId = cartId;
          done();
          // The last turn of a session leaves nothing behind.
          if (state.tail === mine) sessions.delete(session);
        },
      };
    },
  };
}

/** Cart writes take turns per session: through a Durable Object where bound, else in this isolate. */
const ISOLATE_WRITE_QUEUE = isolateWriteQueue();
export const cartWriteQueue = (env: AppEnv): CartWriteQueue =>
  env.CART_SESSIONS ? durableWriteQueue(env.CART_SESSIONS) : ISOLATE_WRITE_QUEUE;
