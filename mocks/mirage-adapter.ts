import { createServer, type Server } from "miragejs";

/**
 * Serves Mirage route handlers as `handle(Request): Promise<Response>` in a Worker or in
 * vitest. Mirage only wires routes to Pretender when `window` exists; this interceptor
 * keeps its own route table instead and calls Mirage's `registerRouteHandler`, so models,
 * factories, serializers and the `schema` argument of handlers all work as in the browser.
 */

type Verb = "get" | "post" | "put" | "delete" | "patch" | "head" | "options";
const VERBS: Verb[] = ["get", "post", "put", "delete", "patch", "head", "options"];

type MirageHandler = (request: FakeRequest) => Promise<[number, Record<string, string>, string]>;

export interface FakeRequest {
  method: string;
  url: string;
  requestBody: string;
  queryParams: Record<string, string | string[]>;
  params: Record<string, string>;
  requestHeaders: Record<string, string>;
}

interface RouteEntry {
  verb: Verb;
  path: string;
  pattern: RegExp;
  keys: string[];
  handler: MirageHandler;
}

function compile(path: string): { pattern: RegExp; keys: string[] } {
  const keys: string[] = [];
  const source = trimSlashes(path)
    .split("/")
    .map((segment) => {
      if (segment.startsWith(":")) {
        keys.push(segment.slice(1));
        return "([^/]+)";
      }
      if (segment === "*") {
        keys.push("*");
        return "(.*)";
      }
      return segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    })
    .join("/");
  return { pattern: new RegExp(`^${source}$`), keys };
}

const trimSlashes = (path: string) => path.replace(/^\/+|\/+$/g, "");

class WorkerInterceptor {
  urlPrefix = "";
  namespace = "";
  timing = 0;
  passthroughChecks: unknown[] = [];
  readonly routes: RouteEntry[] = [];
  [verb: string]: unknown;

  create(server: Server & { registerRouteHandler: (...args: unknown[]) => MirageHandler }, config: object) {
    this.config(config);
    for (const verb of VERBS) {
      const register = (path: string, ...args: unknown[]) => {
        const [rawHandler, code, options] = splitArguments(args);
        const fullPath = `${trimSlashes(this.namespace)}/${trimSlashes(path)}`;
        const handler = server.registerRouteHandler(verb, fullPath, rawHandler, code, options);
        this.routes.push({ verb, path: fullPath, ...compile(fullPath), handler });
      };
      this[verb] = register;
      (server as unknown as Record<string, unknown>)[verb] = register;
    }
    (server as unknown as Record<string, unknown>).del = this.delete;
  }

  config(config: { timing?: number; urlPrefix?: string; namespace?: string }) {
    this.timing = config.timing ?? 0;
    this.urlPrefix = config.urlPrefix ?? this.urlPrefix;
    this.namespace = config.namespace ?? this.namespace;
  }

  passthrough() {}
  start() {}
  shutdown() {}

  match(method: string, pathname: string): { route: RouteEntry; params: Record<string, string> } | undefined {
    const verb = method.toLowerCase();
    const path = trimSlashes(pathname);
    for (const route of this.routes) {
      if (route.verb !== verb) continue;
      const found = route.pattern.exec(path);
      if (!found) continue;
      const params: Record<string, string> = {};
      route.keys.forEach((key, index) => {
        params[key] = decodeURIComponent(found[index + 1] ?? "");
      });
      return { route, params };
    }
    return undefined;
  }
}

function splitArguments(args: unknown[]): [unknown, number | undefined, object] {
  const copy = [...args];
  const last = copy.at(-1);
  const options =
    last && typeof last === "object" && !Array.isArray(last) && "timing" in last ? (copy.pop() as object) : {};
  const [handler, code] = copy as [unknown, number | undefined];
  return [handler, code, { coalesce: false, timing: undefined, ...options }];
}

export interface MirageWorkerServer {
  server: Server;
  handle(request: Request): Promise<Response>;
}

type ServerConfig = Parameters<typeof createServer>[0];

export function createWorkerServer(config: ServerConfig): MirageWorkerServer {
  const interceptor = new WorkerInterceptor();
  const server = createServer({ ...config, interceptor, logging: false } as ServerConfig);
  return {
    server,
    async handle(request) {
      const url = new URL(request.url);
      const matched = interceptor.match(request.method, url.pathname);
      if (!matched) {
        return Response.json({ message: `No mock route for ${request.method} ${url.pathname}` }, { status: 404 });
      }
      const queryParams: Record<string, string | string[]> = {};
      for (const key of new Set(url.searchParams.keys())) {
        const values = url.searchParams.getAll(key);
        queryParams[key] = values.length > 1 ? values : values[0]!;
      }
      const fake: FakeRequest = {
        method: request.method,
        url: url.pathname + url.search,
        requestBody: request.method === "GET" || request.method === "HEAD" ? "" : await request.text(),
        queryParams,
        params: matched.params,
        requestHeaders: Object.fromEntries(request.headers),
      };
      const [status, headers, body] = await matched.route.handler(fake);
      const noBody = status === 204 || status === 304;
      return new Response(noBody ? null : body, {
        status,
        headers: { "Content-Type": "application/json", ...headers },
      });
    },
  };
}
