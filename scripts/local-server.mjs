// The built storefront in workerd for measurement scripts: reuse one already listening at
// `base`, else start `scripts/serve.mjs` and wait for it. Returns the function that stops
// what was started (nothing when the server was already there).
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

export async function ensureLocalServer(base) {
  const up = async () => {
    try {
      return (await fetch(`${base}/en`, { redirect: "manual" })).ok;
    } catch {
      return false;
    }
  };
  if (await up()) return () => {};
  const server = spawn(process.execPath, [fileURLToPath(new URL("./serve.mjs", import.meta.url))], { stdio: "ignore", env: { ...process.env, WRANGLER_LOG: "error" } });
  for (let attempt = 0; attempt < 120 && !(await up()); attempt++) await new Promise((resolve) => setTimeout(resolve, 500));
  return () => server.kill("SIGTERM");
}
