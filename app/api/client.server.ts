import type { z } from "zod";
import { ApiError, INVALID_JWT_MESSAGE, messageFromBody } from "./errors";

/**
 * The one HTTP client of the storefront: every backend call goes through `call`. It adds the
 * headers of spec section 7, applies a timeout, parses the answer with the caller's zod
 * schema and turns every failure into an `ApiError`. Whether it talks to the real backend
 * (a URL) or the offline mock (a service binding) is configuration only.
 */

export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";
export type QueryValue = string | number | boolean | undefined | null | readonly string[];

export interface ApiCallOptions<Schema extends z.ZodType> {
  method?: HttpMethod;
  query?: Record<string, QueryValue>;
  body?: unknown;
  schema: Schema;
  /**
   * This call's own time budget, shorter than the client's: reads the page may go without
   * (content, spec 8's silent failures) must not hold its first byte.
   */
  timeoutMs?: number;
}

export interface ApiClientConfig {
  baseUrl: string;
  /** `fetch`, or a service binding's `fetch` when the backend is a Worker. */
  fetcher: (request: Request) => Promise<Response>;
  subscriptionKey: string;
  timeoutMs: number;
  /** Accept-Language value, e.g. "fr-FR". */
  acceptLanguage: string;
  /** The shop domain the request belongs to (store header). */
  store: string;
  sessionId: string;
  deviceChannel: string;
  /** m, d or t (R3.33). */
  device?: string;
  /**
   * The customer's access token, sent as a Bearer on every call while there is one (R7.01):
   * catalogue, content and site calls too. A client without it (the token refresher's) sends none.
   */
  getAccessToken?: () => string | undefined;
  /**
   * Called on 401 'Invalid JWT.': refreshes the tokens and says whether a retry makes sense.
   * The call is retried once at most (spec 4, unauthorized handling).
   */
  onInvalidJwt?: () => Promise<boolean>;
  /**
   * Called when even renewed tokens are refused (the retry answers 401 'Invalid JWT.' again):
   * the session ends as a failed renewal would, and the shopper signs in again (spec 4).
   */
  onTokensRejected?: () => void;
  /** Headers forwarded as they are (the mock's fault switch in local mode). */
  extraHeaders?: Record<string, string>;
  /** Told of every failed or malformed answer (5xx, timeout, unreachable, not the schema). */
  onServerFailure?: (error: ApiError) => void;
}

export interface ApiClient {
  call<Schema extends z.ZodType>(path: string, options: ApiCallOptions<Schema>): Promise<z.infer<Schema>>;
  /** The same call, also giving the success status (206 partial add, 226 merged). */
  callWithStatus<Schema extends z.ZodType>(
    path: string,
    options: ApiCallOptions<Schema>,
  ): Promise<{ status: number; data: z.infer<Schema> }>;
}

export const API_HEADERS = {
  subscriptionKey: "Ocp-Apim-Subscription-Key",
  store: "X-Store",
  sessionId: "X-Session-Id",
  deviceChannel: "X-Device-Channel",
  device: "X-Device",
} as const;

export function buildUrl(baseUrl: string, path: string, query: Record<string, QueryValue> = {}): URL {
  const url = new URL(path.replace(/^\/+/, ""), baseUrl.endsWith("/") ? baseUrl : `${baseUrl}/`);
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) url.searchParams.append(key, item);
    else url.searchParams.set(key, String(value));
  }
  return url;
}

export function createApiClient(config: ApiClientConfig): ApiClient {
  async function send(path: string, options: ApiCallOptions<z.ZodType>): Promise<Response> {
    const method = options.method ?? "GET";
    const url = buildUrl(config.baseUrl, path, options.query);
    const headers = new Headers({
      Accept: "application/json",
      "Accept-Language": config.acceptLanguage,
      [API_HEADERS.subscriptionKey]: config.subscriptionKey,
      [API_HEADERS.store]: config.store,
      [API_HEADERS.sessionId]: config.sessionId,
      [API_HEADERS.deviceChannel]: config.deviceChannel,
      ...(config.device ? { [API_HEADERS.device]: config.device } : {}),
      ...config.extraHeaders,
    });
    const token = config.getAccessToken?.();
    if (token) headers.set("Authorization", `Bearer ${token}`);
    if (options.body !== undefined) headers.set("Content-Type", "application/json");
    const label = `${method} ${url.pathname}`;
    // An explicit controller and timer, cleared when the answer arrives: AbortSignal.timeout
    // can be collected before it fires when nothing else holds it.
    const controller = new AbortController();
    const timeoutMs = Math.min(options.timeoutMs ?? config.timeoutMs, config.timeoutMs);
    // The timeout also races the fetcher itself: a Request's signal only follows the
    // controller's weakly, and a fetcher (a service binding) need not honour it at all.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => {
        const reason = new DOMException("Timed out", "TimeoutError");
        controller.abort(reason);
        reject(reason);
      }, timeoutMs);
    });
    try {
      const request = new Request(url, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: controller.signal,
      });
      return await Promise.race([config.fetcher(request), timeout]);
    } catch (error) {
      const timedOut =
        controller.signal.aborted ||
        (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError"));
      throw new ApiError(
        timedOut ? 504 : 503,
        timedOut ? `Timed out after ${timeoutMs} ms` : `Backend unreachable: ${String(error)}`,
        label,
      );
    } finally {
      clearTimeout(timer);
    }
  }

  async function readBody(response: Response): Promise<unknown> {
    const text = await response.text();
    if (!text) return undefined;
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }

  async function callWithStatus(
    path: string,
    options: ApiCallOptions<z.ZodType>,
  ): Promise<{ status: number; data: unknown }> {
    const label = `${options.method ?? "GET"} /${path.replace(/^\/+/, "").split("?")[0]}`;
    const sentToken = config.getAccessToken?.();
    let response = await send(path, options);
    let renewed = false;
    // A 401 is retried once (spec 9); after 'Invalid JWT.' only if the tokens could be renewed,
    // or if renewal ended the session: a call anyone may make (the catalogue, content) is then
    // asked again without a token, and a customer's own call gets its 401 again.
    // A client with no session (the token refresher's) never retries.
    if (response.status === 401 && config.onInvalidJwt) {
      const body = await readBody(response);
      if (messageFromBody(body, "") === INVALID_JWT_MESSAGE) {
        renewed = await config.onInvalidJwt();
        const sessionEnded = Boolean(sentToken) && !config.getAccessToken?.();
        if (!renewed && !sessionEnded) throw new ApiError(401, INVALID_JWT_MESSAGE, label, body);
      }
      response = await send(path, options);
    }
    const body = await readBody(response);
    if (!response.ok) {
      const message = messageFromBody(body, response.statusText || "Error");
      if (renewed && response.status === 401 && message === INVALID_JWT_MESSAGE) config.onTokensRejected?.();
      throw new ApiError(response.status, message, label, body);
    }
    const parsed = options.schema.safeParse(body);
    if (!parsed.success) {
      throw new ApiError(
        502,
        `Unexpected answer: ${parsed.error.issues.slice(0, 3).map(formatIssue).join("; ")}`,
        label,
      );
    }
    return { status: response.status, data: parsed.data };
  }

  async function reported(
    path: string,
    options: ApiCallOptions<z.ZodType>,
  ): Promise<{ status: number; data: unknown }> {
    try {
      return await callWithStatus(path, options);
    } catch (error) {
      if (error instanceof ApiError && error.status >= 500) config.onServerFailure?.(error);
      throw error;
    }
  }

  return {
    callWithStatus: reported as ApiClient["callWithStatus"],
    call: (async (path: string, options: ApiCallOptions<z.ZodType>) =>
      (await reported(path, options)).data) as ApiClient["call"],
  };
}

function formatIssue(issue: z.core.$ZodIssue): string {
  return `${issue.path.join(".") || "(root)"} ${issue.message}`;
}
