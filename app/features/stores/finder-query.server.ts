import { z } from "zod";
import type { Position } from "./geo";
import { FINDER_TEXT_MAX, NEAR_ME, roundCoordinate, type FinderQuery, type StockQuery } from "./finder-query";

/** The finder's URL, read on the server: zod at the boundary, junk said (invalid), never thrown. */
const textSchema = z
  .string()
  .transform((value) =>
    value
      .replace(/[\p{C}]/gu, " ")
      .replace(/\s+/g, " ")
      .trim(),
  )
  .pipe(z.string().min(1).max(FINDER_TEXT_MAX));

const NEAR = /^(-?\d{1,2}(?:\.\d{1,6})?),(-?\d{1,3}(?:\.\d{1,6})?)$/;

export function parsePosition(value: string): Position | null {
  const match = NEAR.exec(value.replace(/\s+/g, ""));
  if (!match) return null;
  const [lat, lon] = [Number(match[1]), Number(match[2])];
  return Math.abs(lat) <= 90 && Math.abs(lon) <= 180 ? { lat: roundCoordinate(lat), lon: roundCoordinate(lon) } : null;
}

export function parseFinderQuery(params: URLSearchParams): FinderQuery {
  const near = params.get("near");
  const text = textSchema.safeParse(params.get("q") ?? "");
  if (near === NEAR_ME) return text.success ? { by: "unlocated", text: text.data } : { by: "unlocated" };
  if (near !== null && near !== "") {
    const position = parsePosition(near);
    return position ? { by: "position", position } : { by: "invalid" };
  }
  return text.success ? { by: "text", text: text.data } : { by: "none" };
}

const stockSchema = z.object({
  productId: z.string().regex(/^\d{1,12}$/),
  size: z.string().regex(/^[\w-]{1,40}$/),
});

/** `productId` and `size` together, or nothing (one without the other asks for nothing). */
export function parseStockQuery(params: URLSearchParams): StockQuery | null {
  const parsed = stockSchema.safeParse({ productId: params.get("productId"), size: params.get("size") });
  return parsed.success ? parsed.data : null;
}
