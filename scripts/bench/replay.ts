/**
 * Bench only (scripts/bench-ssr.mjs): stands in for the mock backend under its name, asks the
 * real mock once per distinct call and answers every later one from memory, so what is
 * measured is the storefront's own work, not the mock's.
 */
interface Env {
  ORIGIN: { fetch(request: Request): Promise<Response> };
}

interface Recorded {
  status: number;
  headers: [string, string][];
  body: ArrayBuffer;
}

const recorded = new Map<string, Promise<Recorded>>();
// Headers that change the answer; the session id does not for the anonymous reads measured here.
const KEYED_HEADERS = ["Accept-Language", "X-Store", "X-Device-Channel", "Authorization"];

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const body = request.method === "GET" || request.method === "HEAD" ? "" : await request.clone().text();
    const key = [
      request.method,
      request.url,
      ...KEYED_HEADERS.map((name) => request.headers.get(name) ?? ""),
      body,
    ].join("\n");
    let answer = recorded.get(key);
    if (!answer) {
      answer = env.ORIGIN.fetch(request).then(async (response) => ({
        status: response.status,
        headers: [...response.headers],
        body: await response.arrayBuffer(),
      }));
      recorded.set(key, answer);
    }
    const { status, headers, body: bytes } = await answer;
    return new Response(status === 204 || status === 304 ? null : bytes.slice(0), { status, headers });
  },
} satisfies ExportedHandler<Env>;
