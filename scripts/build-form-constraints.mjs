/**
 * Writes app/ui/form-constraints.generated.ts: the HTML constraints (required, maxlength,
 * minlength, pattern, type, min, max, step) each form field gets from the zod schema its write
 * endpoint checks it with (features/<domain>/intents.ts), so the browser refuses what the server
 * would, in the same terms, without shipping zod. Generated, never committed: `npm run generate`
 * writes it (esbuild bundles the schemas, zod's own JSON Schema export reads them). A form's
 * schema built per language (lib/form-rules.ts) has the same rules in each: English is read.
 */
import { writeFileSync } from "node:fs";
import { build } from "esbuild";

/**
 * The forms, by the name their answers are flashed under, and their schemas: a union on `intent`
 * (its constraints by intent), or one form's object (by its intent, else under its own name: the
 * address form, whose rules every form that posts an address puts in its schema). The wishlist's
 * heart and the unsubscription post hidden fields only.
 */
const FORMS = {
  cart: ["app/features/cart/intents.ts", "cartFormSchema"],
  consent: ["app/features/consent/intents.ts", "consentFormSchema"],
  checkout: ["app/features/checkout/intents.ts", "checkoutFormSchema"],
  account: ["app/features/account/intents.ts", "accountFormSchema"],
  address: ["app/features/addresses/address-schema.ts", "addressFormSchema"],
  newsletter: ["app/features/newsletter/intents.ts", "subscribeFormSchema"],
  stockAlert: ["app/features/wishlist/intents.ts", "stockAlertFormSchema"],
};
/** Above this a limit only guards the server against abuse: the field's own rules say more. */
const ABUSE_LIMIT = 1000;

const entry = [
  ...Object.entries(FORMS).map(([name, [file, schema]]) => `export { ${schema} as ${name} } from "./${file}";`),
  'export { z } from "zod";',
].join("\n");
const bundled = await build({
  stdin: { contents: entry, resolveDir: process.cwd(), loader: "ts" },
  bundle: true,
  format: "esm",
  platform: "node",
  write: false,
  logLevel: "error",
});
const schemas = await import(
  `data:text/javascript;base64,${Buffer.from(bundled.outputFiles[0].text).toString("base64")}`
);

/**
 * A schema's pattern as HTML's pattern attribute: anchored by HTML itself, compiled with the `v`
 * flag (where a `-` ending a class must be escaped); one the browser could not compile is a
 * build error, never a constraint the browser silently drops.
 */
function htmlPattern(pattern) {
  const html = pattern
    .replace(/^\^/, "")
    .replace(/\$$/, "")
    .replace(/(?<!\\)-\]/g, "\\-]");
  new RegExp(`^(?:${html})$`, "v");
  return html;
}

/** HTML input types a JSON Schema format says. */
const INPUT_TYPES = { email: "email", date: "date" };

/**
 * One field's JSON Schema as HTML attributes (a pattern is anchored by HTML itself). A field that
 * may be left empty (`"" | rule`) has its rule's constraints, HTML checking them on a filled
 * field only; `required` is a field the form must post filled.
 */
function attributes(property, required) {
  const emptyOr = property.anyOf?.filter((branch) => branch.const !== "");
  if (emptyOr?.length === 1 && emptyOr.length < property.anyOf.length) return attributes(emptyOr[0], false);
  const found = {};
  if (property.type === "string") {
    // Filled: at least a character, a pattern that refuses nothing typed, or a box to tick (its one value).
    const refusesEmpty = property.pattern !== undefined && !new RegExp(property.pattern).test("");
    if (required && (property.minLength || refusesEmpty || property.const !== undefined)) found.required = true;
    if (property.maxLength !== undefined && property.maxLength < ABUSE_LIMIT) found.maxLength = property.maxLength;
    if (property.minLength > 1) found.minLength = property.minLength;
    if (INPUT_TYPES[property.format]) found.type = INPUT_TYPES[property.format];
    // A date field's own widget says its shape: the browser ignores a pattern there.
    else if (property.pattern) found.pattern = htmlPattern(property.pattern);
  }
  if (property.type === "number" || property.type === "integer") {
    if (required) found.required = true;
    const safe = (value) => value !== undefined && Math.abs(value) < Number.MAX_SAFE_INTEGER;
    if (safe(property.minimum)) found.min = property.minimum;
    if (safe(property.maximum)) found.max = property.maximum;
    if (property.type === "integer") found.step = 1;
  }
  return found;
}

/** A form's fields with constraints, from its JSON Schema (the intent and the cart version are the page's). */
function fieldsOf(json) {
  const required = new Set(json.required ?? []);
  return Object.fromEntries(
    Object.entries(json.properties)
      .filter(([field]) => field !== "intent" && field !== "version")
      .map(([field, property]) => [field, attributes(property, required.has(field))])
      .filter(([, found]) => Object.keys(found).length),
  );
}

const jsonOf = (schema) => schemas.z.toJSONSchema(schema, { io: "input", unrepresentable: "any" });

const constraints = {};
for (const name of Object.keys(FORMS)) {
  const exported = schemas[name];
  const schema = typeof exported === "function" ? exported("en") : exported;
  constraints[name] = {};
  if (!schema.options) {
    const json = jsonOf(schema);
    constraints[name][json.properties.intent?.const ?? name] = fieldsOf(json);
    continue;
  }
  for (const option of schema.options) {
    const json = jsonOf(option);
    const fields = fieldsOf(json);
    if (Object.keys(fields).length) constraints[name][json.properties.intent.const] = fields;
  }
}

writeFileSync(
  "app/ui/form-constraints.generated.ts",
  `// Generated by scripts/build-form-constraints.mjs from the forms' zod schemas: do not edit.\nexport const FORM_CONSTRAINTS = ${JSON.stringify(constraints, null, 2)} as const;\n`,
);
