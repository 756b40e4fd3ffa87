import { useEffect, useRef, useState } from "react";
import { m } from "../../../paraglide/messages.js";
import { useMessageOptions } from "../../../lib/i18n";
import { useAnswerTarget } from "../../../lib/use-flash";
import { useForm } from "../../../lib/use-form";
import type { CartAnswer } from "../intents";
import { UNDO_MS } from "../../cart-model/optimistic";
import { CartForm, type CartFields } from "./cart-form";

/**
 * A banner that offers undo for 4 seconds (spec 4): a JS timer calls `onDone`; a banner
 * rendered from a no-JS post is `timed`, hidden by a CSS animation after 4 s, and that post's
 * 303 lands on it (`answer`). Undo is a form posting `fields`, so it works either way.
 */
export function UndoBanner({
  message,
  fields,
  onDone,
  timed = false,
  focusOnShow = false,
  answer,
}: {
  message: string;
  fields: CartFields;
  onDone?: (restored: boolean) => void;
  timed?: boolean;
  /** Takes the focus when it appears (the control that removed the item is gone). */
  focusOnShow?: boolean;
  /** The removal's answer it says. */
  answer?: CartAnswer;
}) {
  const options = useMessageOptions();
  // A refused undo (sold out meanwhile) says so in a toast.
  const { fetcher } = useForm("cart", {
    key: `cart-undo-${Object.values(fields).join("-")}`,
    intents: [fields.intent],
    toast: "refused",
  });
  const button = useRef<HTMLButtonElement>(null);
  const target = useAnswerTarget(answer);
  // The latest callback, so re-renders of the page never restart the 4-second timer.
  const done = useRef(onDone);
  done.current = onDone;
  const submittedRef = useRef(false);
  submittedRef.current = fetcher.state !== "idle" || fetcher.data !== undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once: 4 s from when the banner appears
  useEffect(() => {
    if (focusOnShow) button.current?.focus();
    if (!done.current) return;
    const timer = setTimeout(() => {
      if (!submittedRef.current) done.current?.(false);
    }, UNDO_MS);
    return () => clearTimeout(timer);
  }, []);
  // Closed by the answer, not the press.
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    done.current?.(fetcher.data.ok);
  }, [fetcher.state, fetcher.data]);
  return (
    <div className={timed ? "undo-banner undo--timed" : "undo-banner"} {...target}>
      <span>{message}</span>
      <CartForm fetcher={fetcher} fields={fields}>
        <button type="submit" className="link-button" ref={button} disabled={fetcher.state !== "idle"}>
          {m.cart_undo({}, options)}
        </button>
      </CartForm>
    </div>
  );
}

/**
 * What a removal answered (a form's `answer`, `flashed` when a plain post came back with it), for
 * its undo banner: with JavaScript kept in state until the banner is done (`dismiss`); without,
 * read from the answer flashed after the post and hidden by CSS (`timed`).
 */
export function useRemoval<T>(
  answer: CartAnswer | undefined,
  flashed: boolean,
  pick: (answer: CartAnswer) => T | undefined,
) {
  const [removal, setRemoval] = useState<T>();
  const fetched = flashed ? undefined : answer;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per answer
  useEffect(() => {
    const picked = fetched ? pick(fetched) : undefined;
    if (picked) setRemoval(picked);
  }, [fetched]);
  const fromPost = flashed && answer ? pick(answer) : undefined;
  return {
    removal: removal ?? fromPost,
    timed: removal === undefined && fromPost !== undefined,
    dismiss: removal === undefined ? undefined : () => setRemoval(undefined),
  };
}
