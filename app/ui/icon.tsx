import type { IconName } from "./icon-names";

/** One symbol of the document's sprite (ui/icon-sprite.tsx); decorative unless given a label. */
export function Icon({ name, label, className = "icon" }: { name: IconName; label?: string; className?: string }) {
  return (
    <svg
      className={className}
      aria-hidden={label ? undefined : true}
      role={label ? "img" : undefined}
      aria-label={label}
      focusable="false"
      width="24"
      height="24"
    >
      <use href={`#icon-${name}`} />
    </svg>
  );
}
