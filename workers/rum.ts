import { z } from "zod";
import { LOCALE_PREFIXES } from "../app/lib/locales";
import { readSmallJson, REPORT_HEADERS } from "./small-body";

/**
 * The endpoint real-user metrics are sent to (app/lib/real-user-metrics.ts): checked, then one
 * structured log line per page view (Workers logs; forwarding to analytics waits for consent,
 * issue 15). Small bodies only (the edge lets only same-origin posts through, workers/mutation-guard.ts); it always answers 204 or 4xx, never 500.
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

export async function receiveRum(request: Request): Promise<Response> {
  const headers = REPORT_HEADERS;
  if (request.method !== "POST") return new Response(null, { status: 405, headers: { ...headers, Allow: "POST" } });
  const body = await readSmallJson(request, MAX_BODY_BYTES);
  if ("refusal" in body) return body.refusal;
  const report = rumReportSchema.safeParse(body.json);
  if (!report.success) return new Response(null, { status: 400, headers });
  console.log(JSON.stringify({ level: "info", time: new Date().toISOString(), message: "web-vitals", ...report.data }));
  return new Response(null, { status: 204, headers });
}
