import { useEffect, useRef, useState } from "react";
import { useFetchers } from "react-router";
import { m } from "../../../paraglide/messages.js";
import { useMessageOptions } from "../../../lib/i18n";
import type { CartAnswer, RemovedLine as RemovedLineAnswer } from "../intents";
import { optimisticLines } from "../../cart-model/optimistic";
import { useFlashedAnswer } from "../../../lib/use-flash";
import { useForm } from "../../../lib/use-form";
import type { Cart, LineItem } from "../../cart-model/schemas";
import { useCartFormat } from "../use-cart-format";
import { LineRow } from "./line-row";
import { UndoBanner } from "./undo-banner";

type RecentRemoval = RemovedLineAnswer & { index: number };

/**
 * Lines removed in the last 4 seconds, kept in place with their undo banner. Each line's removal
 * fetcher is watched by key from here for as long as the page lives: the line's own row
 * unmounts with the answer, and `useFetchers()` lists a fetcher only until it settles, so a busy
 * machine that renders the answer and the reloaded cart at once would miss the removal.
 * Called by the page, not by the list: removing the last line swaps the cart layout for the
 * empty cart, and the removal must survive that swap to show its banner there.
 */
export function useRecentRemovals(lines: readonly LineItem[]) {
  // Every line this page has shown (lines that appear later, by an undo or another tab, too),
  // with its last position: the watch list, and where a removed line's banner goes.
  const positions = useRef(new Map<string, number>());
  for (const [index, line] of lines.entries()) positions.current.set(line.lineId, index);
  const [removals, setRemovals] = useState<RecentRemoval[]>([]);
  const answered = useRef(new WeakSet<CartAnswer>());
  const onAnswer = (answer: CartAnswer) => {
    const removed = answer.removed;
    if (!removed || answered.current.has(answer)) return;
    answered.current.add(answer);
    setRemovals((current) => [
      ...current,
      { ...removed, index: positions.current.get(removed.lineId) ?? current.length },
    ]);
  };
  const dismiss = (lineId: string) => setRemovals((current) => current.filter((entry) => entry.lineId !== lineId));
  const watchers = [...positions.current.keys()].map((lineId) => (
    <RemovalWatcher key={lineId} lineId={lineId} onAnswer={onAnswer} />
  ));
  return { removals, dismiss, watchers };
}

function RemovalWatcher({ lineId, onAnswer }: { lineId: string; onAnswer: (answer: CartAnswer) => void }) {
  const { answer } = useForm("cart", { key: `cart-remove-${lineId}`, intents: ["remove"], saysFlashed: false });
  const latest = useRef(onAnswer);
  latest.current = onAnswer;
  useEffect(() => {
    if (answer) latest.current(answer);
  }, [answer]);
  return null;
}

function RemovedLine({
  removed,
  onDone,
  timed,
  answer,
}: {
  removed: RemovedLineAnswer;
  onDone?: (restored: boolean) => void;
  timed?: boolean;
  /** The answer of the plain post that removed it. */
  answer?: CartAnswer;
}) {
  const options = useMessageOptions();
  return (
    <li className="cart-line cart-line--removed">
      <UndoBanner
        message={m.cart_line_removed({ name: removed.name }, options)}
        fields={{ intent: "undo-remove", sku: removed.sku, quantity: removed.quantity }}
        onDone={onDone}
        timed={timed}
        focusOnShow={!timed}
        answer={answer}
      />
    </li>
  );
}

/** The lines as they will be once the pending forms are answered, with the banners of the lines just removed. */
export function CartLines({
  cart,
  currency,
  removals,
  dismiss,
}: {
  cart: Cart;
  currency: string;
  removals: readonly RecentRemoval[];
  dismiss: (lineId: string) => void;
}) {
  const { options } = useCartFormat(currency);
  // Without JavaScript: the removal this page was redirected back from, hidden by CSS after 4 s.
  const flashed = useFlashedAnswer("cart");
  const removedByPost = flashed?.removed;
  const lines = optimisticLines(cart.lineItems, useFetchers());
  const list = useRef<HTMLUListElement>(null);
  const rows: React.ReactNode[] = lines.map(({ line, pendingRemoval }, index) => (
    <LineRow key={line.lineId} line={line} cart={cart} currency={currency} hidden={pendingRemoval} position={index} />
  ));
  for (const removal of [...removals].sort((a, b) => a.index - b.index)) {
    rows.splice(
      Math.min(removal.index, rows.length),
      0,
      <RemovedLine
        key={`removed-${removal.lineId}`}
        removed={removal}
        onDone={(restored) => {
          dismiss(removal.lineId);
          // The banner and its button go: keep the keyboard in the list.
          if (restored) list.current?.focus();
        }}
      />,
    );
  }
  if (rows.length === 0 && !removedByPost) return null;
  return (
    <ul className="cart-lines" aria-label={m.cart_lines_label({}, options)} ref={list} tabIndex={-1}>
      {removedByPost ? <RemovedLine removed={removedByPost} timed answer={flashed} /> : null}
      {rows}
    </ul>
  );
}
