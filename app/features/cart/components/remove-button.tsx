import type { ComponentProps } from "react";
import { m } from "../../../paraglide/messages.js";
import { useMessageOptions } from "../../../lib/i18n";
import { Icon } from "../../../ui/icon";
import type { IconName } from "../../../ui/icon-names";
import { markHydrated } from "../../../ui/hydration-mark";

/**
 * A "Remove" link button that also names what it removes, for screen readers only: a list of
 * them would otherwise read as a row of identical "Remove" buttons.
 */
export function RemoveButton({
  item,
  label,
  icon,
  ...button
}: Pick<ComponentProps<"button">, "name" | "value"> & {
  /** What the button removes, read after the label. */
  item: string;
  /** The visible words, "Remove" unless given. */
  label?: string;
  icon?: IconName;
}) {
  const options = useMessageOptions();
  return (
    <button type="submit" className="link-button" ref={markHydrated} {...button}>
      {icon ? <Icon name={icon} /> : null}
      {label ?? m.cart_remove({}, options)}
      <span className="visually-hidden"> {item}</span>
    </button>
  );
}
