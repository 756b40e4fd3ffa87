import { useEffect } from "react";
import type { TransactionEvent } from "./transaction";

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * The order's transaction event, pushed to the data layer once per order in this browser (a
 * reload of the confirmation does not count it twice); none when analytics are refused
 * (local storage TMS = NO, spec 7).
 */
export function TransactionEventPush({ event }: { event: TransactionEvent }) {
  useEffect(() => {
    try {
      if (localStorage.getItem("TMS") === "NO") return;
      const sent = `transaction:${event.orderNumber}`;
      if (localStorage.getItem(sent)) return;
      (window.dataLayer ??= []).push(event);
      localStorage.setItem(sent, "1");
    } catch {
      // Storage refused (private mode): no event rather than one counted twice.
    }
  }, [event]);
  return null;
}
