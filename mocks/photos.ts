/**
 * Pictures as a retailer's image CDN sends them (decision 195): a product or editorial picture
 * asked as `.jpg` comes back a photo's weight, in the width and format the storefront's srcset
 * asks (`w`, `format=webp|avif|jpeg`, `quality`). The mock draws it as an SVG at half that width
 * and the media service's encoder (the MEDIA service binding serve.mjs gives the mock: libvips in
 * Node) enlarges it, lays a photo's grain over it and encodes it. Where nothing is bound
 * (`wrangler dev` of the mock alone, unit tests) the drawing itself is served.
 */

import { IMAGE_WIDTHS } from "../app/features/catalog-model/image";

/** What the mock reaches the encoder through: a Worker service binding. */
export interface PhotoEncoder {
  fetch(request: Request): Promise<Response>;
}

const FORMATS = new Set(["jpeg", "webp", "avif"]);

/** A picture as the media service answers it, drawn or encoded: kept a year, never sniffed. */
export function pictureResponse(body: BodyInit | null, contentType: string): Response {
  return new Response(body, {
    headers: {
      "Content-Type": contentType,
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

/** The smallest published width (the storefront's srcset widths, R9.01) that covers the asked one. */
function photoWidth(asked: number): number {
  return IMAGE_WIDTHS.find((width) => asked <= width) ?? IMAGE_WIDTHS.at(-1)!;
}

/** The picture drawn by `drawAt(width)`, encoded as `url` asks, or the drawing when no encoder is bound. */
export async function photoAnswer(
  drawAt: (width: number) => string,
  url: URL,
  encoder: PhotoEncoder | undefined,
): Promise<Response> {
  const width = photoWidth(Number(url.searchParams.get("w")) || 599);
  const asked = url.searchParams.get("format") ?? "jpeg";
  const format = FORMATS.has(asked) ? asked : "jpeg";
  const quality = Math.min(100, Math.max(30, Number(url.searchParams.get("quality")) || 80));
  if (encoder) {
    const encoded = await encoder
      .fetch(
        new Request(`http://media.internal/photo?w=${width}&format=${format}&quality=${quality}`, {
          method: "POST",
          body: drawAt(Math.ceil(width / 2)),
        }),
      )
      .catch(() => undefined);
    if (encoded?.ok) return pictureResponse(encoded.body, encoded.headers.get("Content-Type") ?? "image/jpeg");
  }
  return pictureResponse(drawAt(width), "image/svg+xml");
}
