/**
 * One image URL builder (spec 9): responsive widths 599/1279/1599/1920, webp at quality 80
 * (50 for flags) when a real image service is configured; the offline mock serves SVGs and
 * takes only the width.
 */
export const IMAGE_WIDTHS = [599, 1279, 1599, 1920] as const;

export interface ImageOptions {
  width: number;
  /** A flag: lower quality is enough. */
  flag?: boolean;
}

export function imageUrl(base: string, { width, flag = false }: ImageOptions): string {
  const separator = base.includes("?") ? "&" : "?";
  // SVG illustrations scale themselves: a format or quality would mean nothing to them.
  if (base.endsWith(".svg")) return `${base}${separator}w=${width}`;
  return `${base}${separator}w=${width}&format=webp&quality=${flag ? 50 : 80}`;
}

export function imageSrcSet(base: string, options: Omit<ImageOptions, "width"> = {}): string {
  return IMAGE_WIDTHS.map((width) => `${imageUrl(base, { ...options, width })} ${width}w`).join(", ");
}
