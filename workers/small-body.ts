/**
 * The JSON body of a small report (web-vitals, CSP violations): the answer to send instead when it
 * is too big (413) or not JSON (400). Never throws.
 */
export const REPORT_HEADERS = { "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" } as const;

export async function readSmallJson(request: Request, maxBytes: number): Promise<{ json: unknown } | { refusal: Response }> {
  const declared = Number(request.headers.get("Content-Length") ?? 0);
  if (declared > maxBytes) return { refusal: new Response(null, { status: 413, headers: REPORT_HEADERS }) };
  const text = await request.text().catch(() => "");
  if (text.length > maxBytes) return { refusal: new Response(null, { status: 413, headers: REPORT_HEADERS }) };
  try {
    return { json: JSON.parse(text) };
  } catch {
    return { refusal: new Response(null, { status: 400, headers: REPORT_HEADERS }) };
  }
}
