import { BoundedMemory } from "../app/lib/bounded-memory";

/**
 * React Router's route-discovery answers (`/__manifest?paths=…&version=…`), kept by the isolate.
 * After hydrating, every page asks which routes its links lead to: matching some forty paths
 * against the route table costs the Worker CPU on every page view (issue 30), for an
 * answer that depends on its URL alone (the paths and the build's version), that React Router
 * marks public and immutable, and that every visitor of the same page asks for again. Bounded in
 * bytes, least recently used dropped first; only a 200 marked immutable is kept.
 */
export const ROUTE_DISCOVERY_PATH = "/__manifest";

const MAX_BYTES = 2 * 1024 * 1024;

interface KeptAnswer {
  body: ArrayBuffer;
  headers: [string, string][];
}

const kept = new BoundedMemory<KeptAnswer>(MAX_BYTES, (answer) => answer.body.byteLength);

/** The kept answer for this URL, else `answer()`'s, kept when it may be. */
export async function routeDiscoveryAnswer(request: Request, answer: () => Promise<Response>): Promise<Response> {
  const key = request.url;
  const hit = kept.get(key);
  if (hit) return new Response(hit.body, { status: 200, headers: hit.headers });
  const response = await answer();
  if (response.status !== 200 || !/\bimmutable\b/.test(response.headers.get("Cache-Control") ?? "")) return response;
  const body = await response.arrayBuffer();
  // A public answer never carries a visitor's cookies (edge.ts), and a kept one must not either.
  const headers = [...response.headers].filter(([name]) => name.toLowerCase() !== "set-cookie");
  if (body.byteLength <= MAX_BYTES) kept.keep(key, { body, headers });
  return new Response(body, { status: 200, headers });
}
