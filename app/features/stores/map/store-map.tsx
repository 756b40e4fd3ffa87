import { preload } from "react-dom";
import type { StoreMapView } from "./store-map-view";

/**
 * The map: the land (an SVG image drawn by the server, cached) with the pins over it as links,
 * in one coordinate system. It needs no script; the list beside it says everything it shows.
 */
export function StoreMap({ map, label }: { map: StoreMapView; label: string }) {
  // Asked for from the document's head, with the page's scripts, not once the SVG is parsed.
  preload(map.land, { as: "image", fetchPriority: "high" });
  return (
    <figure className="store-map">
      {/* biome-ignore lint/a11y/useSemanticElements: an SVG's pins are grouped by role; a fieldset cannot be inside an SVG */}
      <svg viewBox={`0 0 ${map.width} ${map.height}`} aria-label={label} role="group">
        <image href={map.land} width={map.width} height={map.height} />
        {map.pins.map((pin) => {
          const marker = (
            // biome-ignore lint/correctness/useJsxKeyInIterable: placed in the keyed link or group below
            <g transform={`translate(${pin.x} ${pin.y})`} className="store-map__pin">
              <path d="M0 0C-4-9-13-13-13-22a13 13 0 0 1 26 0c0 9-9 13-13 22z" />
              {pin.number !== null ? (
                <text y={-17} textAnchor="middle">
                  {pin.number}
                </text>
              ) : (
                <circle cy={-22} r={4.5} />
              )}
            </g>
          );
          return pin.href ? (
            <a key={`${pin.x},${pin.y},${pin.label}`} href={pin.href} aria-label={pin.label}>
              {marker}
            </a>
          ) : (
            // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: an SVG group standing for one store without a page: a picture with its name
            <g key={`${pin.x},${pin.y},${pin.label}`} role="img" aria-label={pin.label}>
              {marker}
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
