// Takes the offline mock back to its seed through a running storefront (decision 129): every
// world and session by default, so Léa, Jonas, Chloé and Marco are as seeded again, or one world.
//   node scripts/mock-reset.mjs [--base http://localhost:8787] [--world NAME] [--key KEY]
// Exits 0 when reset, 1 when the storefront or its mock could not be reached or refused.
import { fileURLToPath } from "node:url";
import { localSubscriptionKey } from "./local-env.mjs";

export const RESET_HELP = "npm run mock:reset [-- --base URL] [-- --world NAME] [-- --key KEY]";
const WORLD_NAME = /^[\w-]{1,80}$/;

/** The options of a command line; throws a message fit for the shopper of the dev kit. */
export function resetArgs(argv) {
  const options = { base: "http://localhost:8787", world: undefined, key: undefined, help: false };
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index];
    if (arg === "--help" || arg === "-h") {
      options.help = true;
      continue;
    }
    const match = /^--(base|world|key)(?:=(.*))?$/.exec(arg);
    if (!match) throw new Error(`Unexpected argument ${arg}\n${RESET_HELP}`);
    const value = match[2] ?? argv[++index];
    if (value === undefined || value.startsWith("--")) throw new Error(`--${match[1]} needs a value\n${RESET_HELP}`);
    options[match[1]] = value;
  }
  options.base = options.base.replace(/\/+$/, "");
  if (!URL.canParse(options.base)) throw new Error(`--base must be a URL, e.g. http://localhost:8787`);
  if (options.world !== undefined && !WORLD_NAME.test(options.world))
    throw new Error("--world must be 1 to 80 letters, digits, _ or -");
  return options;
}

/** The mock's reset, through the storefront's /__mock/ door: every world, or the one named. */
export function resetUrl({ base, world }) {
  return `${base}/__mock/__admin/reset?${world ? `world=${encodeURIComponent(world)}` : "all=true"}`;
}

/** What the answer means, in a sentence; `ok` says whether the reset happened. */
export function describeReset({ base, world }, status, body) {
  if (status === 200 || status === 204) {
    // A mock built before the counts (204) resets alike, without saying how much.
    const dropped = body
      ? `${body.sessions ?? 0} sessions and ${body.worlds ?? 0} worlds dropped, seeded again on their next call`
      : "seeded again on their next call";
    return {
      ok: true,
      text: world
        ? `World "${world}" reset on ${base}: its customers' records are as seeded (${dropped}).`
        : `Every world reset on ${base}: Léa, Jonas, Chloé and Marco are as seeded, carts and sessions gone (${dropped}).`,
    };
  }
  if (status === 401)
    return {
      ok: false,
      text: `The mock refused the subscription key (HTTP 401): pass the local env's key with --key.`,
    };
  if (status === 400) return { ok: false, text: `The mock refused the reset: ${body?.message ?? "HTTP 400"}` };
  return {
    ok: false,
    text: `${base} answered HTTP ${status} instead of the mock: the mock is only behind /__mock/ where MOCK_FAULTS=on and the BACKEND binding is set (npm start, npm run dev).`,
  };
}

async function main() {
  let options;
  try {
    options = resetArgs(process.argv.slice(2));
  } catch (error) {
    console.error(error.message);
    return 1;
  }
  if (options.help) {
    console.log(RESET_HELP);
    return 0;
  }
  let response;
  try {
    response = await fetch(resetUrl(options), {
      method: "POST",
      headers: { "Ocp-Apim-Subscription-Key": options.key ?? localSubscriptionKey() },
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    console.error(
      `No storefront answers at ${options.base} (${error?.cause?.code ?? error?.cause?.message ?? error?.message ?? error}): start it with npm start, or pass --base.`,
    );
    return 1;
  }
  const text = await response.text();
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  const { ok, text: said } = describeReset(options, response.status, body);
  (ok ? console.log : console.error)(said);
  return ok ? 0 : 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) process.exitCode = await main();
