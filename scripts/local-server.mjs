// The built storefront in workerd for measurement scripts: reuse one already listening at
// `base`, else start `scripts/serve.mjs` and wait for it. Returns the function that stops
// what was started (nothing when the server was already there).
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

/** Whether a storefront answers its English home at `base`. */
export async function isUp(base) {
  try {
    return (await fetch(`${base}/en`, { redirect: "manual" })).ok;
  } catch {
    return false;
  }
}

/** Waits (a minute at most) for a storefront just started at `base`. */
export async function waitUntilUp(base) {
  for (let attempt = 0; attempt < 120 && !(await isUp(base)); attempt++)
    await new Promise((resolve) => setTimeout(resolve, 500));
}

/** Where a path's redirects end at `base` (catalogue and product links redirect to their friendly URLs). */
export async function finalPath(base, path) {
  const response = await fetch(base + path);
  await response.arrayBuffer();
  return new URL(response.url).pathname;
}

export async function ensureLocalServer(base) {
  if (await isUp(base)) return () => {};
  const server = spawn(process.execPath, [fileURLToPath(new URL("./serve.mjs", import.meta.url))], {
    stdio: "ignore",
    env: { ...process.env, WRANGLER_LOG: "error" },
  });
  await waitUntilUp(base);
  return () => server.kill("SIGTERM");
}
