// `npm test`: everything the README promises, in the order that lets 2 cores work together.
// The generated code first (paraglide, the map's shapes, the page facts, the form constraints);
// then two tracks side by side, which share no output:
//   - the checks: route typegen and tsc, the unit suite (vitest), then lint;
//   - the builds: the production build and wrangler's dry run of it, then the local build, which
//     is that same build with the local env's configuration (scripts/local-build.mjs);
// and the e2e suite against the local build as soon as the builds are done, beside the checks'
// last seconds: its first seconds (the server's start, Playwright's own) leave a core idle. Each
// step's output is printed whole when it ends (two tracks at once would interleave line by line);
// the first failure stops everything still running.
import { spawn } from "node:child_process";

const TRACKS = {
  checks: ["npm run typecheck:generated", "npx vitest run", "npm run lint"],
  builds: ["npm run deploy:dry-run:generated", "node scripts/local-build.mjs"],
};

const running = new Set();

/** Runs `command` in a shell, keeping its output; resolves with its status and output. */
function run(command, { stream = false } = {}) {
  const started = Date.now();
  const child = spawn(command, { shell: true, stdio: stream ? "inherit" : ["ignore", "pipe", "pipe"] });
  running.add(child);
  let output = "";
  if (!stream) for (const pipe of [child.stdout, child.stderr]) pipe.on("data", (chunk) => (output += chunk));
  return new Promise((resolve) => {
    child.on("close", (code, signal) => {
      running.delete(child);
      resolve({ command, ok: code === 0, code: code ?? signal, output, seconds: (Date.now() - started) / 1000 });
    });
  });
}

function report({ command, ok, code, output, seconds }, track = "") {
  const head = `== ${track ? `[${track}] ` : ""}${command}: ${ok ? "passed" : `failed (${code})`} in ${seconds.toFixed(0)} s`;
  process.stdout.write(`${head}\n${output}${output.endsWith("\n") || !output ? "" : "\n"}`);
}

async function track(name, commands) {
  for (const command of commands) {
    const result = await run(command);
    report(result, name);
    if (!result.ok) throw new Error(`${command} failed`);
  }
}

const started = Date.now();
const seconds = () => ((Date.now() - started) / 1000).toFixed(0);
const generate = await run("npm run generate");
report(generate);
if (!generate.ok) process.exit(1);
/** Stops every step still running, the e2e suite included, and `npm test` with them. */
function stop(error) {
  for (const child of running) child.kill("SIGTERM");
  console.error(`npm test stopped: ${error.message} (${seconds()} s)`);
  process.exit(1);
}
const checks = track("checks", TRACKS.checks).catch(stop);
await track("builds", TRACKS.builds).catch(stop);
console.log(`== the builds are done at ${seconds()} s: the e2e suite starts, beside what is left of the checks`);
const e2e = await run("npx playwright test", { stream: true });
await checks;
console.log(`== e2e: ${e2e.ok ? "passed" : "failed"} in ${e2e.seconds.toFixed(0)} s; npm test ${seconds()} s`);
process.exit(e2e.ok ? 0 : 1);
