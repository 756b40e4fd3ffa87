import { describe, expect, test } from "vitest";
import {
  areaAround,
  areaParamSchema,
  landSvg,
  MAP_HEIGHT,
  MAP_WIDTH,
  mapView,
} from "../../../app/features/stores/map/store-map.server";

const LYON = { lat: 45.7603, lon: 4.8357 };
const PART_DIEU = { lat: 45.7609, lon: 4.8566 };
const GRENOBLE = { lat: 45.1894, lon: 5.7277 };
const FRANCE = { center: { lat: 46.6, lon: 2.4 }, zoom: 6 };

describe("the store map, drawn on the server", () => {
  test("the area holds every place with room around it, never narrower than a region; no place, the site's view", () => {
    const area = areaAround([LYON, GRENOBLE], FRANCE);
    expect(area.west).toBeLessThan(LYON.lon);
    expect(area.east).toBeGreaterThan(GRENOBLE.lon);
    expect(area.north).toBeGreaterThan(LYON.lat);
    expect(area.south).toBeLessThan(GRENOBLE.lat);
    const one = areaAround([LYON], FRANCE);
    expect(one.east - one.west).toBeGreaterThanOrEqual(2.5);
    const country = areaAround([], FRANCE);
    expect(country.west).toBeLessThan(-4);
    expect(country.east).toBeGreaterThan(8);
  });

  test("pins land inside the picture, in list order, and pins on top of each other move apart", () => {
    const view = mapView(
      areaAround([LYON, PART_DIEU, GRENOBLE], FRANCE),
      [LYON, PART_DIEU, GRENOBLE].map((_, index) => ({
        number: index + 1,
        label: `${index + 1}`,
        href: `/fr-fr/stores/${index}`,
      })),
      [LYON, PART_DIEU, GRENOBLE],
    );
    expect(view.pins.map((pin) => pin.number)).toEqual([1, 2, 3]);
    for (const pin of view.pins) {
      expect(pin.x).toBeGreaterThan(0);
      expect(pin.x).toBeLessThan(MAP_WIDTH);
      expect(pin.y).toBeGreaterThan(0);
      expect(pin.y).toBeLessThan(MAP_HEIGHT);
    }
    expect(Math.hypot(view.pins[0]!.x - view.pins[1]!.x, view.pins[0]!.y - view.pins[1]!.y)).toBeGreaterThanOrEqual(20);
    expect(view.pins[2]!.y).toBeGreaterThan(view.pins[0]!.y); // Grenoble is south of Lyon
    expect(view.land).toMatch(/^\/resources\/store-map\.svg\?area=[\d.,-]+$/);
  });

  test("the land is real geography from our own origin: country shapes and town names, no external reference", () => {
    const svg = landSvg(areaAround([LYON], FRANCE));
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect((svg.match(/<path d="M/g) ?? []).length).toBeGreaterThanOrEqual(2); // France and Switzerland at least
    expect(svg).toContain(">Lyon</text>");
    expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
  });

  test("a map area in a URL is checked: numbers in range, a sensible size, or refused", () => {
    expect(areaParamSchema.parse("3.5,44.5,6,46.5")).toEqual({ west: 3.5, south: 44.5, east: 6, north: 46.5 });
    for (const junk of [
      "",
      "1,2,3",
      "a,b,c,d",
      "6,44,3,46",
      "0,0,0.01,0.01",
      "-200,0,10,10",
      "0,-85,10,10",
      "1,2,3,4,5",
      `${"9".repeat(70)}`,
    ]) {
      expect(areaParamSchema.safeParse(junk).success, junk).toBe(false);
    }
  });
});
