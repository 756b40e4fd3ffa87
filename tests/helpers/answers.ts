import type { RequestContext } from "../../app/lib/request-context";

/**
 * A write endpoint's answer as the page gets it, whichever way it came: `data(answer)` for a
 * fetcher, or a 303 on to the next page with the answer flashed (the page it lands on says it).
 * Both read `{ data, init: { status }, location? }`, so a test asserts the answer either way.
 */
export async function settled(
  result: unknown,
  context: Pick<RequestContext, "cookies" | "cookieNames">,
  form: string,
): Promise<{ data: unknown; init: { status: number }; location?: string; document?: boolean }> {
  if (!(result instanceof Response)) return result as { data: unknown; init: { status: number } };
  const flash = JSON.parse(context.cookies.pending(context.cookieNames.flash) ?? "{}") as {
    answers?: Record<string, unknown>;
  };
  return {
    data: flash.answers?.[form],
    init: { status: result.status },
    location: result.headers.get("Location") ?? undefined,
    // A full page load (the payment provider's page): the browser leaves the app for it.
    document: result.headers.has("X-Remix-Reload-Document"),
  };
}

/** An action whose answers are `settled`: what the page is given, fetcher or redirect. */
export function answering<Rest extends unknown[]>(
  action: (request: Request, context: RequestContext, ...rest: Rest) => Promise<unknown>,
  form: string,
) {
  return async (request: Request, context: RequestContext, ...rest: Rest) =>
    settled(await action(request, context, ...rest), context, form);
}
