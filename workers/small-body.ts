/**
 * The JSON body of a small report (web-vitals, CSP violations): the answer to send instead when it
 * is too big (413) or not JSON (400). Never throws.
 */
export const REPORT_HEADERS = { "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" } as const;

export async function readSmallJson(
  request: Request,
  maxBytes: number,
): Promise<{ json: unknown } | { refusal: Response }> {
  const bytes = await readBoundedBody(request, maxBytes);
  if (!bytes) return { refusal: new Response(null, { status: 413, headers: REPORT_HEADERS }) };
  try {
    return { json: JSON.parse(new TextDecoder().decode(bytes)) };
  } catch {
    return { refusal: new Response(null, { status: 400, headers: REPORT_HEADERS }) };
  }
}

/**
 * How much of a body past its limit is still read (and dropped) before answering: up to this,
 * the connection stays usable for the client's next request (an unread body left behind breaks
 * it, and a browser's next form post with it); past it, the body is cut.
 */
const DRAINED_BYTES = 1024 * 1024;

/**
 * A request's body, read to its end but never kept past `maxBytes` whatever Content-Length says
 * (a chunked body cannot grow past it): null when it is larger. A body that breaks off reads as
 * what arrived. Never throws.
 */
export async function readBoundedBody(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!request.body) return new Uint8Array();
  if (Number(request.headers.get("Content-Length") ?? 0) > DRAINED_BYTES) {
    await request.body.cancel().catch(() => undefined);
    return null;
  }
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
    if (done || !value) break;
    size += value.byteLength;
    if (size > DRAINED_BYTES) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    if (size <= maxBytes) chunks.push(value);
  }
  if (size > maxBytes) return null;
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}
