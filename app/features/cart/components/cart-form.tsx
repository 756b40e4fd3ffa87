import type { ComponentProps } from "react";
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
 */
export function CartForm({
  fetcher,
  fields,
  version,
  children,
  ...form
}: FormProps & {
  fetcher: FetcherWithComponents<CartAnswer>;
  fields: CartFields;
  /** The cart version the page showed, for intents the backend answers with a 409 when the cart changed since. */
  version?: number;
}) {
  const { prefix } = useLocale();
  return (
    <fetcher.Form method="post" action={cartActionPath(prefix)} {...form}>
      <ReturnToField />
      <HiddenFields fields={fields} />
      {version === undefined ? null : <input type="hidden" name="version" value={version} />}
      {children}
    </fetcher.Form>
  );
}
