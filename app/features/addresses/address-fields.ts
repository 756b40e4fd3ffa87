/** The fields of the one address form (billing, delivery and the account's pages post them). */
export const ADDRESS_FIELDS = [
  "firstName",
  "lastName",
  "address1",
  "address2",
  "address3",
  "zipCode",
  "city",
  "country",
  "phone",
  "phoneCountry",
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type AddressValues = Partial<Record<AddressField, string>>;

/** The fields of a post as its readers take them: text by name (anything else reads as empty). */
export type PostedFields = Readonly<Record<string, unknown>>;

/** A posted text field, or "" when absent. */
export const postedValue = (fields: PostedFields, name: string): string => {
  const value = fields[name];
  return typeof value === "string" ? value : "";
};
