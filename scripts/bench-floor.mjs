// The floor (scripts/bench/floor): a bare React Router page on the storefront's stack, built on
// first use into build/floor and served by wrangler on its own port, so that every bench
// prints the storefront's figures beside what any page pays before app code.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const source = join(root, "scripts/bench/floor");
const built = join(root, "build/floor/server/wrangler.json");
const bin = (name) => join(root, "node_modules/.bin", name);

function newestSource(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(path) : statSync(path).mtimeMs);
  }
  return newest;
}

function buildFloor() {
  if (existsSync(built) && statSync(built).mtimeMs > newestSource(source)) return;
  const result = spawnSync(bin("react-router"), ["build", source], { cwd: root, stdio: "ignore" });
  if (result.status !== 0) throw new Error("The floor app (scripts/bench/floor) did not build.");
}

async function answers(base) {
  try {
    return (await fetch(base)).ok;
  } catch {
    return false;
  }
}

/** Builds the floor if needed and serves it; returns its base URL and the function that stops it. */
export async function startFloor(port = Number(process.env.BENCH_FLOOR_PORT ?? 8798)) {
  buildFloor();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(
    bin("wrangler"),
    ["dev", "-c", built, "--ip", "127.0.0.1", "--port", String(port), "--log-level", "error"].concat(
      "--show-interactive-dev-session=false",
    ),
    { cwd: root, stdio: "ignore", env: { ...process.env, WRANGLER_SEND_METRICS: "false" } },
  );
  for (let attempt = 0; attempt < 120 && !(await answers(base)); attempt++)
    await new Promise((resolve) => setTimeout(resolve, 500));
  if (!(await answers(base))) {
    server.kill("SIGTERM");
    throw new Error(`The floor did not answer at ${base}.`);
  }
  return { base, stop: () => server.kill("SIGTERM") };
}
