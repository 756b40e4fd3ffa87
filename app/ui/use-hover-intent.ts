import { useCallback, useEffect, useRef, useState } from "react";

/** Spec 9: menus open after 250 ms of hover, so crossing the header never flashes panels. */
export const HOVER_DELAY_MS = 250;

/**
 * Open/close state for a desktop popover: hover opens and closes after the delay, focus opens
 * at once, a click toggles, Escape closes and returns focus to the trigger.
 */
export function useHoverIntent() {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const clear = useCallback(() => clearTimeout(timer.current), []);
  useEffect(() => clear, [clear]);

  const later = useCallback(
    (next: boolean) => {
      clear();
      timer.current = setTimeout(() => setOpen(next), HOVER_DELAY_MS);
    },
    [clear],
  );

  const container = {
    onMouseEnter: () => later(true),
    onMouseLeave: () => later(false),
    // Keyboard focus opens at once; a mouse click focuses too, and its click then toggles.
    onFocus: (event: React.FocusEvent<HTMLElement>) => {
      if (!(event.target as HTMLElement).matches(":focus-visible")) return;
      clear();
      setOpen(true);
    },
    onBlur: (event: React.FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
    },
    onKeyDown: (event: React.KeyboardEvent<HTMLElement>) => {
      if (event.key === "Escape" && open) {
        setOpen(false);
        event.currentTarget.querySelector<HTMLElement>("[aria-expanded]")?.focus();
      }
    },
  };
  const toggle = (event: React.MouseEvent) => {
    event.preventDefault();
    clear();
    setOpen((value) => !value);
  };
  return { open, setOpen, container, toggle };
}
