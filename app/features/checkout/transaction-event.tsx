import { useEffect } from "react";
import { useRootData } from "../../lib/root-data";
import { waitForAbTesting } from "../analytics/ab-testing";
import { analyticsSwitchedOff, pushEvent } from "../analytics/data-layer";
import { useTagManager } from "../analytics/third-party-hooks";
import type { TransactionEvent } from "./transaction";

/** Sends under way: the effect running again while one waits for its service starts no second one. */
const pending = new Set<string>();

/** Once per order and destination in this browser: a reload of the confirmation does not count it twice. */
function once(key: string, send: () => boolean | Promise<boolean>): void {
  if (pending.has(key)) return;
  try {
    if (localStorage.getItem(key)) return;
  } catch {
    // Storage refused (private mode): no event rather than one counted twice.
    return;
  }
  pending.add(key);
  void Promise.resolve(send())
    .then((sent) => {
      if (sent) localStorage.setItem(key, "1");
    })
    .finally(() => pending.delete(key));
}

/**
 * The order's transaction (spec 7, R7.43): to the data layer when analytics are on (never when
 * local storage TMS = NO), and to the A/B testing service, at privacy level 2 where the site has
 * it, as one transaction and one item event per line once its API is there.
 */
export function TransactionEventPush({ event }: { event: TransactionEvent }) {
  const tagManager = useTagManager();
  const abTesting = Boolean(useRootData()?.thirdParty.abTesting);
  useEffect(() => {
    if (tagManager) once(`transaction:${event.orderNumber}`, () => pushEvent({ ...event }, tagManager.kind));
    if (abTesting && !analyticsSwitchedOff()) {
      once(`ab-transaction:${event.orderNumber}`, async () => {
        const api = await waitForAbTesting();
        if (!api) return false;
        api.send("transaction", {
          transactionId: event.orderNumber,
          revenue: event.totalPrice,
          currency: event.currency,
          shipping: event.shipping?.price ?? 0,
          shippingMethod: event.shipping?.name ?? null,
        });
        for (const item of event.items) api.send("item", { transactionId: event.orderNumber, ...item });
        return true;
      });
    }
  }, [event, tagManager, abTesting]);
  return null;
}
