/**
 * One image URL builder (spec 9, R9.01): widths for the breakpoints (420 and 800 for phones and
 * small tablets, then 599/1279/1599/1920), webp at quality 80 (50 for flags), product pictures
 * cropped to their preset (3x4 or 2x3); the offline mock serves SVGs and takes the width and crop.
 */
export const IMAGE_WIDTHS = [420, 599, 800, 1279, 1599, 1920] as const;

export interface ImageOptions {
  width: number;
  /** A flag: lower quality is enough. */
  flag?: boolean;
  /** A product picture's cropped preset. */
  crop?: "3x4" | "2x3";
}

export interface SrcSetOptions extends Omit<ImageOptions, "width"> {
  /** The widest the picture is ever shown, in device pixels: wider files are left out of the list. */
  maxWidth?: number;
}

export function imageUrl(base: string, { width, flag = false, crop }: ImageOptions): string {
  const separator = base.includes("?") ? "&" : "?";
  const cropped = crop ? `&ratio=${crop}` : "";
  // SVG illustrations scale themselves: a format or quality would mean nothing to them.
  if (base.endsWith(".svg")) return `${base}${separator}w=${width}${cropped}`;
  return `${base}${separator}w=${width}${cropped}&format=webp&quality=${flag ? 50 : 80}`;
}

export function imageSrcSet(
  base: string,
  { maxWidth = Number.POSITIVE_INFINITY, ...options }: SrcSetOptions = {},
): string {
  return IMAGE_WIDTHS.filter((width) => width <= maxWidth)
    .map((width) => `${imageUrl(base, { ...options, width })} ${width}w`)
    .join(", ");
}
