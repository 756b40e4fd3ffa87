import { siteResourceHref } from "../../../pages/href";
import { geoMercator, geoPath, type GeoProjection } from "d3-geo";
import { z } from "zod";
import type { Position } from "../geo";
import { MAP_TOWNS } from "./cities";
import { COUNTRY_SHAPES } from "./geography";
import type { MapPin, StoreMapView } from "./store-map-view";

/**
 * The store map, drawn on the server from real geography: country shapes (Natural Earth via
 * world-atlas, in ./geography.ts) projected with d3-geo's Mercator, fitted to the places shown.
 * The land is one SVG served by its own cacheable URL (`/resources/store-map.svg?area=...`);
 * the page draws the pins over it, in the same coordinates, as links. No tiles, no scripts, no
 * network beyond our own origin.
 */
export const MAP_WIDTH = 640;
export const MAP_HEIGHT = 480;
const PADDING = 36;

/** West, south, east, north in degrees, to 0.01°: also the land's URL and cache key. */
export interface MapArea {
  west: number;
  south: number;
  east: number;
  north: number;
}

/** Narrower than this the 1:50m coastlines say nothing: a city's stores show in their region. */
const MIN_SPAN_DEGREES = 2.5;
const round2 = (value: number) => Math.round(value * 100) / 100;

function rounded(area: MapArea): MapArea {
  return { west: round2(area.west), south: round2(area.south), east: round2(area.east), north: round2(area.north) };
}

/** The area around some places, with room for their pins; or the site's default view. */
export function areaAround(points: Position[], fallback: { center: Position; zoom: number }): MapArea {
  if (!points.length) {
    // A web-map zoom level shows 360 / 2^zoom degrees of longitude per 256 pixels.
    const lonSpan = Math.min(60, (360 / 2 ** fallback.zoom) * (MAP_WIDTH / 256));
    const latSpan = lonSpan * (MAP_HEIGHT / MAP_WIDTH) * Math.cos((fallback.center.lat * Math.PI) / 180);
    return rounded({
      west: fallback.center.lon - lonSpan / 2,
      east: fallback.center.lon + lonSpan / 2,
      south: fallback.center.lat - latSpan / 2,
      north: fallback.center.lat + latSpan / 2,
    });
  }
  const lats = points.map((point) => point.lat);
  const lons = points.map((point) => point.lon);
  const [south, north, west, east] = [Math.min(...lats), Math.max(...lats), Math.min(...lons), Math.max(...lons)];
  const latPad = Math.max((north - south) * 0.1, (MIN_SPAN_DEGREES * (MAP_HEIGHT / MAP_WIDTH) - (north - south)) / 2);
  const lonPad = Math.max((east - west) * 0.1, (MIN_SPAN_DEGREES - (east - west)) / 2);
  return rounded({ west: west - lonPad, east: east + lonPad, south: south - latPad, north: north + latPad });
}

export function areaParam(area: MapArea): string {
  return [area.west, area.south, area.east, area.north].join(",");
}

/** `area=w,s,e,n` as the pages write it; anything else is refused (400), never drawn. */
export const areaParamSchema = z
  .string()
  .regex(/^-?\d{1,3}(?:\.\d{1,2})?(?:,-?\d{1,3}(?:\.\d{1,2})?){3}$/)
  .transform((value) => {
    const [west, south, east, north] = value.split(",").map(Number) as [number, number, number, number];
    return { west, south, east, north };
  })
  .refine(
    (area) =>
      area.west >= -180 &&
      area.east <= 180 &&
      area.south >= -80 &&
      area.north <= 80 &&
      area.east - area.west >= 0.05 &&
      area.north - area.south >= 0.02 &&
      area.east - area.west <= 90,
    "not a map area",
  );

function projectionFor(area: MapArea): GeoProjection {
  return geoMercator()
    .fitExtent(
      [
        [PADDING, PADDING],
        [MAP_WIDTH - PADDING, MAP_HEIGHT - PADDING],
      ],
      {
        type: "MultiPoint",
        coordinates: [
          [area.west, area.south],
          [area.east, area.north],
        ],
      },
    )
    .clipExtent([
      [0, 0],
      [MAP_WIDTH, MAP_HEIGHT],
    ]);
}

/** Pins closer than this overlap: the later one (further away) moves aside, the list stays exact. */
const PIN_CLEARANCE = 20;

function spread<T extends { x: number; y: number }>(pins: T[]): T[] {
  const placed: T[] = [];
  for (const pin of pins) {
    let moved = pin;
    while (placed.some((other) => Math.hypot(other.x - moved.x, other.y - moved.y) < PIN_CLEARANCE))
      moved = { ...moved, x: moved.x + PIN_CLEARANCE + 2 };
    placed.push(moved);
  }
  return placed;
}

/** The map of some places: where each pin goes, and the land's URL. */
export function mapView(area: MapArea, places: Omit<MapPin, "x" | "y">[], positions: Position[]): StoreMapView {
  const projection = projectionFor(area);
  const pins = places.map((place, index) => {
    const [x, y] = projection([positions[index]!.lon, positions[index]!.lat]) ?? [MAP_WIDTH / 2, MAP_HEIGHT / 2];
    return { ...place, x: Math.round(x * 10) / 10, y: Math.round(y * 10) / 10 };
  });
  return {
    land: `${siteResourceHref("store-map")}?area=${areaParam(area)}`,
    width: MAP_WIDTH,
    height: MAP_HEIGHT,
    pins: spread(pins),
  };
}

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;");

/** Town names inside the area: the larger ones on a wide view, all of them zoomed in. */
function townLabels(area: MapArea, projection: GeoProjection): string {
  const wide = area.east - area.west > 6;
  return MAP_TOWNS.filter(
    (town) =>
      (!wide || town.rank === 1) &&
      town.lon > area.west &&
      town.lon < area.east &&
      town.lat > area.south &&
      town.lat < area.north,
  )
    .map((town) => {
      const [x, y] = (projection([town.lon, town.lat]) ?? [0, 0]).map(Math.round) as [number, number];
      return `<circle cx="${x}" cy="${y}" r="2.5"/><text x="${x + 5}" y="${y + 14}">${escapeXml(town.name)}</text>`;
    })
    .join("");
}

/** The land of an area as an SVG document: sea, countries, borders, towns. */
export function landSvg(area: MapArea): string {
  const projection = projectionFor(area);
  const path = geoPath(projection).digits(1);
  const countries = COUNTRY_SHAPES.map((shape) => path({ type: "MultiPolygon", coordinates: shape.coordinates }))
    .filter((d): d is string => Boolean(d))
    .map((d) => `<path d="${d}"/>`)
    .join("");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${MAP_WIDTH} ${MAP_HEIGHT}" width="${MAP_WIDTH}" height="${MAP_HEIGHT}">` +
    `<rect width="100%" height="100%" fill="#e6eef2"/>` +
    `<g fill="#f6f5f2" stroke="#b5b0a5" stroke-width="1" stroke-linejoin="round">${countries}</g>` +
    `<g fill="#555" font-family="system-ui, sans-serif" font-size="13" stroke="#fff" stroke-width="3" paint-order="stroke">${townLabels(area, projection)}</g>` +
    `</svg>`
  );
}
