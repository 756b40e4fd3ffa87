import type { Store } from "../store-model/schemas";

const SCHEMA_DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

/** schema.org ClothingStore (a Store, a LocalBusiness) for a store page: what search engines show. */
export function storeJsonLd(store: Store, url: string, brand: string) {
  return {
    "@context": "https://schema.org",
    "@type": "ClothingStore",
    "@id": url,
    url,
    name: store.name,
    brand: { "@type": "Brand", name: brand },
    ...(store.phone ? { telephone: store.phone } : {}),
    ...(store.email ? { email: store.email } : {}),
    address: {
      "@type": "PostalAddress",
      streetAddress: [store.address.line1, store.address.line2].filter(Boolean).join(", "),
      postalCode: store.address.zipCode,
      addressLocality: store.address.city,
      addressCountry: store.address.countryCode,
    },
    geo: { "@type": "GeoCoordinates", latitude: store.coordinates.lat, longitude: store.coordinates.lon },
    openingHoursSpecification: [
      ...store.openingHours.map((entry) => ({
        "@type": "OpeningHoursSpecification",
        dayOfWeek: SCHEMA_DAYS[entry.day - 1],
        opens: entry.opens,
        closes: entry.closes,
      })),
      // An exceptional closure: opens and closes at midnight that day (schema.org's convention).
      ...store.exceptionalClosures.map((closure) => ({
        "@type": "OpeningHoursSpecification",
        validFrom: closure.date,
        validThrough: closure.date,
        opens: "00:00",
        closes: "00:00",
      })),
    ],
  };
}
