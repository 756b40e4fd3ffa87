import { describe, expect, test } from "vitest";
import { accountAction as accountEndpoint } from "../../../app/features/account/actions.server";
import {
  ACCOUNT_FORM_FIELDS,
  accountFieldLabels,
  type AccountFormWithFields,
} from "../../../app/features/account/field-labels";
import { LANGUAGES } from "../../../app/lib/locales";
import { answering } from "../../helpers/answers";
import { mockApi } from "../../helpers/mock-api";
import { testContext } from "../../helpers/request-context";

const accountAction = answering(accountEndpoint, "account");
const backend = mockApi();

/** Marco on the Italian site (where the personal data carry a tax number) or Léa on the French one. */
async function customer(prefix: "fr-fr" | "it-it") {
  const session = backend.newSession();
  const pair = await backend.signIn(prefix === "it-it" ? "C100004" : "C100001");
  const store = prefix === "it-it" ? "it" : "fr";
  return () =>
    testContext(`/${prefix}/account/settings`, {
      api: backend.client({
        session,
        store,
        language: prefix === "it-it" ? "it-IT" : "fr-FR",
        token: pair.accessToken,
      }),
      tokens: pair,
    });
}

const PATHS: Record<AccountFormWithFields, string> = {
  profile: "account/settings/edit",
  password: "account/change-password",
  iban: "account/settings/bank-details",
  "address-save": "account/settings/delivery-addresses/create",
  "billing-address": "account/settings/billing-address",
  "delete-account": "account/delete",
};

const post = (prefix: string, form: AccountFormWithFields, fields: Record<string, string>) =>
  new Request(`http://localhost:8787/${prefix}/${PATHS[form]}.data`, {
    method: "POST",
    body: new URLSearchParams({ intent: form, ...fields }),
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });

describe("decision 184: every field an account form's refusal names has the label the shopper reads", () => {
  test("each field of each form is labelled in all six languages, by a text of its own, never its name", () => {
    for (const form of Object.keys(ACCOUNT_FORM_FIELDS) as AccountFormWithFields[]) {
      for (const language of LANGUAGES) {
        const labels: Record<string, string> = accountFieldLabels(form, { locale: language });
        expect(Object.keys(labels)).toEqual([...ACCOUNT_FORM_FIELDS[form]]);
        for (const [name, label] of Object.entries(labels)) {
          expect(label.trim(), `${form} ${name} in ${language}`).not.toBe("");
          expect(label).not.toBe(name);
        }
        expect(new Set(Object.values(labels)).size).toBe(Object.keys(labels).length);
      }
    }
  });

  test("the failing cases of personal data, password, bank details, addresses and deletion name only fields their form labels", async () => {
    const cases: ["fr-fr" | "it-it", AccountFormWithFields, Record<string, string>][] = [
      ["fr-fr", "profile", {}],
      [
        "fr-fr",
        "profile",
        { firstName: "x".repeat(50), lastName: "Martin", birthday: "2030-01-01", phone: "0612345678" },
      ],
      ["fr-fr", "profile", { firstName: "Léa", lastName: "Martin", phone: "abc", phoneCountry: "FRA" }],
      ["it-it", "profile", { firstName: "Marco", lastName: "Rossi", fiscalNumber: "?" }],
      ["fr-fr", "password", {}],
      ["fr-fr", "password", { oldPassword: "x", newPassword: "a-long-one", confirmPassword: "another-one" }],
      ["fr-fr", "password", { oldPassword: "not-the-one", newPassword: "a-long-one", confirmPassword: "a-long-one" }],
      ["fr-fr", "iban", { iban: "FR7630006000011234567890188" }],
      ["fr-fr", "address-save", {}],
      ["fr-fr", "address-save", { zipCode: "7500", country: "FR", phone: "12", address2: "y".repeat(60) }],
      ["fr-fr", "billing-address", {}],
      ["fr-fr", "delete-account", {}],
    ];
    const contexts = { "fr-fr": await customer("fr-fr"), "it-it": await customer("it-it") };
    for (const [prefix, form, fields] of cases) {
      const answer = await accountAction(post(prefix, form, fields), contexts[prefix](), [form]);
      const said = `${prefix} ${form} ${JSON.stringify(fields)}`;
      expect(answer.data, said).toMatchObject({ ok: false });
      const names = Object.keys((answer.data as { fieldErrors?: Record<string, string> }).fieldErrors ?? {});
      expect(names.length, said).toBeGreaterThan(0);
      const labels = accountFieldLabels(form, { locale: prefix === "it-it" ? "it" : "fr" });
      for (const name of names) expect(Object.keys(labels), `${said} names ${name}`).toContain(name);
    }
  });
});
