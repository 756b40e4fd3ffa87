import { useRef, type ComponentProps, type SubmitEvent } from "react";
import { afterNextPaint } from "../../../lib/idle";
import type { FetcherWithComponents } from "react-router";
import { useLocale } from "../../../lib/i18n";
import { HiddenFields } from "../../../ui/hidden-fields";
import { ReturnToField } from "../../../ui/return-to-field";
import type { CartAnswer, CartIntent } from "../intents";
import { cartActionPath } from "../outcome";

/** What a cart form posts besides what the shopper fills in: its intent and the intent's own values. */
export type CartFields = { intent: CartIntent } & Record<string, string | number>;

type FormProps = Omit<ComponentProps<FetcherWithComponents<CartAnswer>["Form"]>, "method" | "action">;

/**
 * A form posting one intent to the cart's one endpoint: through `fetcher` with JavaScript (the
 * page stays and shows its answer); without, `returnTo` brings the shopper back after the 303.
 *
 * With JavaScript the post leaves after the tap's next frame (issue 30, INP): React Router's
 * submission does its routing and renders the whole route tree in the tap's own task, which kept
 * the button's pressed look off the screen for a long task on a mid-range phone. What is
 * sent is read at the tap (the button pressed included); a second tap before it leaves is the
 * same post.
 */
export function CartForm({
  fetcher,
  fields,
  version,
  children,
  onSubmit,
  ...form
}: FormProps & {
  fetcher: FetcherWithComponents<CartAnswer>;
  fields: CartFields;
  /** The cart version the page showed, for intents the backend answers with a 409 when the cart changed since. */
  version?: number;
}) {
  const { prefix } = useLocale();
  const action = cartActionPath(prefix);
  const leaving = useRef(false);
  const submitAfterPaint = (event: SubmitEvent<HTMLFormElement>) => {
    onSubmit?.(event);
    if (event.defaultPrevented) return;
    event.preventDefault();
    if (leaving.current) return;
    leaving.current = true;
    const data = new FormData(event.currentTarget, event.nativeEvent.submitter);
    afterNextPaint(() => {
      leaving.current = false;
      void fetcher.submit(data, { method: "post", action, preventScrollReset: form.preventScrollReset });
    });
  };
  return (
    <fetcher.Form method="post" action={action} {...form} onSubmit={submitAfterPaint}>
      <ReturnToField />
      <HiddenFields fields={fields} />
      {version === undefined ? null : <input type="hidden" name="version" value={version} />}
      {children}
    </fetcher.Form>
  );
}
