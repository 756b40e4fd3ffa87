import type { IconName } from "./icon-names";

/** One symbol of the sprite; decorative unless given a label. */
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
      <use href={`/icons.svg#${name}`} />
    </svg>
  );
}
