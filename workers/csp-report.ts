import { z } from "zod";
import { readSmallJson, REPORT_HEADERS } from "./small-body";

/**
 * Where browsers report what the Content-Security-Policy blocked (`report-uri`, and the Reporting
 * API's `report-to`): one warning log line per violation, with the directive, the blocked
 * source's origin (or inline/eval) and the page's path (never its query, which can hold personal
 * data). Browsers send these without our cookies and often without an Origin, so any origin may
 * post; nothing is stored or changed, bodies are small and checked, and the answer is 204 or 4xx.
 */
export const CSP_REPORT_PATH = "/csp-report";
const MAX_BODY_BYTES = 8192;

const text = z.string().max(2048);

/** `report-uri`: `{ "csp-report": { ... } }` as application/csp-report. */
const legacyReportSchema = z.object({
  "csp-report": z.object({
    "document-uri": text,
    "violated-directive": text.optional(),
    "effective-directive": text.optional(),
    "blocked-uri": text.optional(),
    disposition: text.optional(),
  }),
});

/** Reporting API: an array of reports as application/reports+json. */
const reportingApiSchema = z
  .array(
    z.object({
      type: z.string().max(40),
      body: z
        .object({
          documentURL: text,
          effectiveDirective: text.optional(),
          blockedURL: text.optional(),
          disposition: text.optional(),
        })
        .optional(),
    }),
  )
  .max(20);

export interface CspViolation {
  page: string;
  directive: string;
  blocked: string;
  disposition: string;
}

/** A URL's origin, or the keyword browsers use for inline code and eval; never a full URL. */
function sourceOf(raw: string | undefined): string {
  if (!raw) return "unknown";
  if (!URL.canParse(raw)) return raw.slice(0, 40);
  return new URL(raw).origin;
}

function pathOf(raw: string): string {
  return URL.canParse(raw) ? new URL(raw).pathname.slice(0, 300) : "unknown";
}

/** The violations a report body holds, whichever of the two formats it is in; null when it is neither. */
export function cspViolations(json: unknown): CspViolation[] | null {
  const legacy = legacyReportSchema.safeParse(json);
  if (legacy.success) {
    const report = legacy.data["csp-report"];
    return [
      {
        page: pathOf(report["document-uri"]),
        directive: report["effective-directive"] ?? report["violated-directive"] ?? "unknown",
        blocked: sourceOf(report["blocked-uri"]),
        disposition: report.disposition ?? "enforce",
      },
    ];
  }
  const reports = reportingApiSchema.safeParse(json);
  if (!reports.success) return null;
  return reports.data.flatMap((report) =>
    report.type === "csp-violation" && report.body
      ? [
          {
            page: pathOf(report.body.documentURL),
            directive: report.body.effectiveDirective ?? "unknown",
            blocked: sourceOf(report.body.blockedURL),
            disposition: report.body.disposition ?? "enforce",
          },
        ]
      : [],
  );
}

export async function receiveCspReport(request: Request): Promise<Response> {
  if (request.method !== "POST")
    return new Response(null, { status: 405, headers: { ...REPORT_HEADERS, Allow: "POST" } });
  const body = await readSmallJson(request, MAX_BODY_BYTES);
  if ("refusal" in body) return body.refusal;
  const violations = cspViolations(body.json);
  if (!violations) return new Response(null, { status: 400, headers: REPORT_HEADERS });
  for (const violation of violations)
    console.warn(
      JSON.stringify({ level: "warn", time: new Date().toISOString(), message: "CSP violation", ...violation }),
    );
  return new Response(null, { status: 204, headers: REPORT_HEADERS });
}
