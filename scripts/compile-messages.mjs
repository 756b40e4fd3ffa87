// Compiles messages/*.json with paraglide (offline: the message-format plugin comes from
// node_modules, see project.inlang/settings.json) and fails when compilation produced no
// messages, which is what paraglide does silently when its plugin cannot be loaded.
import { compile } from "@inlang/paraglide-js";
import { readdirSync, readFileSync } from "node:fs";

const outdir = "./app/paraglide";
await compile({
  project: "./project.inlang",
  outdir,
  strategy: ["baseLocale"],
  emitGitIgnore: false,
  emitPrettierIgnore: false,
  emitReadme: false,
});

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
