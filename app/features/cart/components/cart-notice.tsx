import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { useAnswerTarget, useFlashedAnswer } from "../../../lib/use-flash";
import { useEachFetcherAnswer } from "../../../lib/use-form";
import type { CartAnswer } from "../intents";

/** Refusals about the whole cart when they come back from a plain post (with JavaScript, undo refusals are toasts). */
const CART_WIDE_INTENTS: readonly CartAnswer["intent"][] = ["remove", "undo-remove", "invalid"];

/**
 * A fetcher's answer shaped as a form answer (`useFetchers()` does not type `data`). Only the
 * cart's answers carry `cartLost`, which is all this file reads beyond the message.
 */
function isCartAnswer(value: unknown): value is CartAnswer {
  return (
    typeof value === "object" &&
    value !== null &&
    "intent" in value &&
    typeof value.intent === "string" &&
    "ok" in value &&
    typeof value.ok === "boolean" &&
    "message" in value &&
    typeof value.message === "string"
  );
}

/**
 * The answer of a form that found no cart, or a cart that is gone. The page then shows an
 * empty cart and the form that asked is unmounted, so the notice is kept here.
 */
const isLostCartAnswer = (value: unknown): value is CartAnswer => isCartAnswer(value) && Boolean(value.cartLost);

/** The last lost-cart answer, shown on the page visit it came back on. */
function useLostCartNotice(): CartAnswer | undefined {
  const visit = useLocation().key;
  const [lost, setLost] = useState<{ visit: string; answer: CartAnswer }>();
  useEachFetcherAnswer(isLostCartAnswer, (answer, answeredOn) => setLost({ visit: answeredOn, answer }));
  return lost?.visit === visit ? lost.answer : undefined;
}

/**
 * Answers about the whole cart, above everything: a lost cart (any form, kept after its form is
 * gone), or, without JavaScript, a refused removal, undo or form.
 */
export function CartWideNotice() {
  const flashed = useFlashedAnswer("cart");
  const lost = useLostCartNotice();
  const notice =
    flashed && !flashed.ok && (flashed.cartLost || CART_WIDE_INTENTS.includes(flashed.intent)) ? flashed : lost;
  const alert = useRef<HTMLParagraphElement>(null);
  const target = useAnswerTarget(notice);
  // A lost cart comes back to a form further down the page, which the empty cart then replaces:
  // on a phone the shopper would be left looking at the footer, the notice above the screen.
  useEffect(() => {
    if (lost && notice === lost) alert.current?.scrollIntoView({ block: "nearest" });
  }, [lost, notice]);
  if (!notice) return null;
  return (
    <p ref={alert} className="notice notice--error" role="alert" {...target}>
      {notice.message}
    </p>
  );
}
