// The `local` env of wrangler.toml, the one `npm start` and `npm run dev` run with: the dev kit's
// scripts read the mock's subscription key and the API timeout there rather than repeating them.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** The string vars of `[env.local.vars]` in a wrangler.toml text (up to the next table). */
export function localVarsOf(toml) {
  const vars = {};
  let inLocalVars = false;
  for (const line of toml.split("\n")) {
    const table = /^\s*\[([^\]]+)\]\s*$/.exec(line);
    if (table) {
      inLocalVars = table[1].trim() === "env.local.vars";
      continue;
    }
    const pair = inLocalVars && /^\s*([A-Z_][A-Z0-9_]*)\s*=\s*"([^"]*)"/.exec(line);
    if (pair) vars[pair[1]] = pair[2];
  }
  return vars;
}

/** The local env's vars, or none when the file cannot be read. */
export function readLocalVars() {
  try {
    return localVarsOf(readFileSync(fileURLToPath(new URL("../wrangler.toml", import.meta.url)), "utf8"));
  } catch {
    return {};
  }
}

/** The mock's subscription key, as the storefront sends it in local runs (the mock's admin hooks want it too). */
export const localSubscriptionKey = (vars = readLocalVars()) =>
  vars.API_SUBSCRIPTION_KEY || "local-mock-subscription-key";

/** The storefront's per-call timeout in local runs (ms): a backend call slower than this is a timeout. */
export const localApiTimeoutMs = (vars = readLocalVars()) => {
  const value = Number(vars.API_TIMEOUT_MS);
  return Number.isInteger(value) && value > 0 ? value : 8000;
};
