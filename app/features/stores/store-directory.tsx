import { Link } from "react-router";
import type { DirectoryCountry } from "./directory.server";

/** Every store, by country then city: the way to a store page that needs no search. */
export function StoreDirectory({
  countries,
  headingLevel = 2,
}: {
  countries: DirectoryCountry[];
  headingLevel?: 2 | 3;
}) {
  const CountryHeading = headingLevel === 2 ? "h2" : "h3";
  const CityHeading = headingLevel === 2 ? "h3" : "h4";
  return (
    <div className="store-directory">
      {countries.map((country) => (
        <section
          key={country.countryCode}
          className="store-directory__country"
          aria-labelledby={`stores-${country.countryCode}`}
        >
          <CountryHeading id={`stores-${country.countryCode}`}>{country.name}</CountryHeading>
          <div className="store-directory__cities">
            {country.cities.map((city) => (
              <section key={city.city} className="store-directory__city">
                <CityHeading>{city.city}</CityHeading>
                <ul>
                  {city.stores.map((store) => (
                    <li key={store.id}>
                      <Link to={store.href}>{store.name}</Link>
                      <span>
                        {store.line1}, {store.zipCode}
                      </span>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
