import { renderToReadableStream } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, test } from "vitest";
import { AddressFields } from "../../../app/features/addresses/address-form";
import { CITY_MAX, NAME_MAX } from "../../../app/features/addresses/address-rules";
import { ProfilePage } from "../../../app/features/account/profile-pages";
import { m } from "../../../app/paraglide/messages.js";

const de = { locale: "de" as const };

/** A page's form as the server sends it, at a German URL. */
async function html(element: () => React.ReactNode): Promise<string> {
  const Stub = createRoutesStub([{ path: "/de-de/form", Component: element }]);
  const stream = await renderToReadableStream(<Stub initialEntries={["/de-de/form"]} />);
  await stream.allReady;
  return new Response(stream).text();
}

/** The count said under the field `id`, tied to it by aria-describedby. */
function counterOf(page: string, id: string): string | null {
  const input = new RegExp(`<input[^>]*id="${id}"[^>]*>`).exec(page)?.[0];
  const hintId = input && /aria-describedby="([^"]*-hint)"/.exec(input)?.[1];
  if (!hintId) return null;
  return new RegExp(`<p id="${hintId}"[^>]*>([^<]*)</p>`).exec(page)?.[1] ?? null;
}

describe("issue 49: every length-limited name field says its count, as the street does", () => {
  test("the address form: first name, last name and town count against their limits beside the street lines", async () => {
    const page = await html(() => (
      <AddressFields
        section="billing"
        values={{ firstName: "Lea", lastName: "Schneider-Hohenzollern", city: "Berlin" }}
        countries={[{ value: "DE", label: "Deutschland" }]}
        phoneCountries={[{ value: "DE", label: "+49" }]}
        phoneRequired={false}
      />
    ));
    expect(counterOf(page, "billing-firstName")).toBe(m.field_character_count({ count: 3, max: NAME_MAX }, de));
    expect(counterOf(page, "billing-lastName")).toBe(m.field_character_count({ count: 22, max: NAME_MAX }, de));
    expect(counterOf(page, "billing-city")).toBe(m.field_character_count({ count: 6, max: CITY_MAX }, de));
    expect(counterOf(page, "billing-address1")).toBe(m.field_character_count({ count: 0, max: 50 }, de));
    expect(page).toMatch(/id="billing-lastName"[^>]*maxLength="40"|maxLength="40"[^>]*id="billing-lastName"/);
  });

  test("the account's personal data: first and last name count too", async () => {
    const page = await html(() => (
      <ProfilePage
        title="Meine Daten"
        data={{
          values: { firstName: "Léa", lastName: "Martin" },
          email: "lea@example.com",
          fiscalNumber: false,
          phoneCountries: [],
          genders: [],
          channels: [],
        }}
      />
    ));
    expect(counterOf(page, "profile-firstName")).toBe(m.field_character_count({ count: 3, max: NAME_MAX }, de));
    expect(counterOf(page, "profile-lastName")).toBe(m.field_character_count({ count: 6, max: NAME_MAX }, de));
  });
});
