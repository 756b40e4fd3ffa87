import type { z } from "zod";
import type { ApiCallOptions, ApiClient } from "../../app/api/client.server";
import { ApiError } from "../../app/api/errors";

export interface RecordedCall {
  method: string;
  path: string;
  query?: Record<string, unknown>;
  body?: unknown;
}

type Answer = { status?: number; data: unknown } | ApiError;

/**
 * An API client answering from a script: each call is recorded and handed to `answer`, which
 * returns what the backend would say (or an ApiError). Answers are zod-checked like the real
 * client's, so a test cannot feed the storefront a shape the backend would never send.
 */
export function fakeApi(answer: (call: RecordedCall) => Answer): ApiClient & { calls: RecordedCall[] } {
  const calls: RecordedCall[] = [];
  async function callWithStatus<Schema extends z.ZodType>(path: string, options: ApiCallOptions<Schema>) {
    const call = { method: options.method ?? "GET", path, query: options.query, body: options.body };
    calls.push(call);
    const result = answer(call);
    if (result instanceof ApiError) throw result;
    return { status: result.status ?? 200, data: options.schema.parse(result.data) as z.infer<Schema> };
  }
  return {
    calls,
    callWithStatus,
    call: (async (path: string, options: ApiCallOptions<z.ZodType>) =>
      (await callWithStatus(path, options)).data) as ApiClient["call"],
  };
}
