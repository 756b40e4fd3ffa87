import iconsSvg from "./icons.svg?raw";

/** The file's symbols without its own `<svg>` element, cut once per server isolate (none in the browser). */
const SPRITE_SYMBOLS = import.meta.env.SSR ? iconsSvg.replace(/^\s*<svg[^>]*>|<\/svg>\s*$/g, "").trim() : "";

/**
 * The sprite's symbols (ui/icons.svg, their ids starting `icon-`), written once into each document
 * rather than fetched as /icons.svg: a `<use>` of another file costs a request and a whole SVG
 * document the browser builds on its main thread while the page streams in (decision 207).
 * Written by the server only: hydration keeps the element as it is, and the browser's bundle does
 * not carry the symbols.
 */
export function IconSprite() {
  return (
    <svg
      className="icon-sprite"
      aria-hidden
      focusable="false"
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own sprite (ui/icons.svg), a constant of the build
      dangerouslySetInnerHTML={{ __html: SPRITE_SYMBOLS }}
    />
  );
}
