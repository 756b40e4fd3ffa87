// Compiles messages/*.json with paraglide (offline: the message-format plugin comes from
// node_modules, see project.inlang/settings.json) and fails when compilation produced no
// messages, which is what paraglide does silently when its plugin cannot be loaded.
import { compile } from "@inlang/paraglide-js";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";

const outdir = "./app/paraglide";
await compile({
  project: "./project.inlang",
  outdir,
  strategy: ["baseLocale"],
  emitGitIgnore: false,
  emitPrettierIgnore: false,
  emitReadme: false,
});

// paraglide's registry builds a new Intl formatter on every call: a listing's cards pluralise
// their colour count once each, so a page built dozens of PluralRules (issue 30, SSR). The same
// functions, with each formatter kept per locale and options.
const registryPath = `${outdir}/registry.js`;
const registry = readFileSync(registryPath, "utf8");
const formatters = {
  plural: "new Intl.PluralRules(locale, options).select(Number(input))",
  number: "new Intl.NumberFormat(locale, options).format(Number(input))",
  datetime: "new Intl.DateTimeFormat(locale, options).format(new Date(/** @type {string} */ (input)))",
};
let cachedRegistry = registry;
for (const [name, call] of Object.entries(formatters)) {
  if (!cachedRegistry.includes(`return ${call}`)) {
    console.error(`paraglide's registry.js no longer builds ${name} as expected: update scripts/compile-messages.mjs`);
    process.exit(1);
  }
  const cached = call.replace(/new (Intl\.\w+)\(locale, options\)/, "formatter($1, locale, options)");
  cachedRegistry = cachedRegistry.replace(`return ${call}`, `return ${cached}`);
}
writeFileSync(
  registryPath,
  `${cachedRegistry}
/** One formatter per constructor, locale and options, built on first use (scripts/compile-messages.mjs). */
const formatterCache = new Map();
function formatter(Formatter, locale, options) {
	const key = \`\${Formatter.name}|\${locale}|\${options ? JSON.stringify(options) : ""}\`;
	let made = formatterCache.get(key);
	if (!made) formatterCache.set(key, (made = new Formatter(locale, options)));
	return made;
}
`,
);

const expected = Object.keys(JSON.parse(readFileSync("messages/en.json", "utf8"))).filter(
  (key) => !key.startsWith("$"),
);
const compiled = readdirSync(`${outdir}/messages`).filter((file) => file.endsWith(".js") && file !== "_index.js");
if (compiled.length < expected.length) {
  console.error(
    `paraglide compiled ${compiled.length} messages, messages/en.json has ${expected.length}: is the plugin path in project.inlang/settings.json reachable?`,
  );
  process.exit(1);
}
console.log(
  `paraglide: ${compiled.length} messages compiled for ${JSON.parse(readFileSync("project.inlang/settings.json", "utf8")).locales.length} locales`,
);
