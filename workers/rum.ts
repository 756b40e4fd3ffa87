import { z } from "zod";
import { LOCALE_PREFIXES } from "../app/lib/locales";

/**
 * The endpoint real-user metrics are sent to (app/lib/real-user-metrics.ts): checked, then one
 * structured log line per page view (Workers logs; forwarding to analytics waits for consent,
 * issue 15). Same-origin only, small bodies only; it always answers 204 or 4xx, never 500.
 */
const MAX_BODY_BYTES = 4096;

const metricSchema = z.object({
  name: z.enum(["LCP", "INP", "CLS"]),
  value: z.number().finite().nonnegative().max(600_000),
  rating: z.enum(["good", "needs-improvement", "poor"]),
  id: z.string().max(80),
  navigationType: z.string().max(40).optional(),
});

export const rumReportSchema = z.object({
  pageType: z.string().regex(/^[\w-]{1,40}$/),
  locale: z.enum(LOCALE_PREFIXES),
  metrics: z.array(metricSchema).min(1).max(3),
});

function sameOrigin(request: Request): boolean {
  const origin = request.headers.get("Origin");
  if (origin) return origin === new URL(request.url).origin;
  return request.headers.get("Sec-Fetch-Site") === "same-origin";
}

export async function receiveRum(request: Request): Promise<Response> {
  const headers = { "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" };
  if (request.method !== "POST") return new Response(null, { status: 405, headers: { ...headers, Allow: "POST" } });
  if (!sameOrigin(request)) return new Response(null, { status: 403, headers });
  const declared = Number(request.headers.get("Content-Length") ?? 0);
  if (declared > MAX_BODY_BYTES) return new Response(null, { status: 413, headers });
  const text = await request.text().catch(() => "");
  if (text.length > MAX_BODY_BYTES) return new Response(null, { status: 413, headers });
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return new Response(null, { status: 400, headers });
  }
  const report = rumReportSchema.safeParse(json);
  if (!report.success) return new Response(null, { status: 400, headers });
  console.log(JSON.stringify({ level: "info", time: new Date().toISOString(), message: "web-vitals", ...report.data }));
  return new Response(null, { status: 204, headers });
}
