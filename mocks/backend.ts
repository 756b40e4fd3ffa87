import { handleProvider } from "./auth-provider";
import { handleBrowserPages } from "./browser-pages";
import type { PhotoEncoder } from "./photos";
import { faultKind, findFault, mergedAnswer, readFaults } from "./faults";
import { customerDb, joinWorld } from "./http";
import { VERIFIED_CUSTOMER_HEADER } from "./request-info";
import { createSessionServer, ensureCustomer } from "./session-server";
import { refreshTokens } from "./refresh";
import { readProfile, verifyAccessToken, type TokenLifetimes } from "./tokens";
import type { MirageWorkerServer } from "./mirage-adapter";

const SUBSCRIPTION_HEADER = "Ocp-Apim-Subscription-Key";
/** Read-only reference calls: answered by one shared session, no per-shopper state needed. */
const SHARED_PATHS = /^\/(web-domains|applications|ecommerce|cms|commercial-animations)\//;
/** Sessions kept at once; the oldest is forgotten first (a test run makes a few hundred). */
const MAX_SESSIONS = 500;

export interface MockBackendOptions {
  subscriptionKey: string;
  jwtSecret?: string;
  lifetimes?: Partial<TokenLifetimes>;
  allowedOrigins?: string[];
  /** The media service's photo encoder (decision 195); pictures are served as drawings without it. */
  photos?: PhotoEncoder;
}

/** What a reset takes back to the seeded state: everything, one world (its customers and its sessions), or one session. */
export type ResetScope = { all: true } | { world: string } | { session: string };

export interface MockBackend {
  handle(request: Request): Promise<Response>;
  /** Back to the seeded state; says how many sessions and worlds were dropped (made again, seeded, on their next call). */
  reset(scope: ResetScope): { sessions: number; worlds: number };
}

/**
 * The fault switch's effect on one session's calls: how many carried rules, and how many each
 * applying rule changed, by "{status|latency|merge} {rule's call}". A load run reads it to tell
 * the writes the storefront retried after an injected 409 from the refusals it saw.
 */
export interface FaultTally {
  calls: number;
  applied: Record<string, number>;
}

/** The world a request belongs to: the X-Mock-World header, else the mock-world cookie, else the machine's. */
export const WORLD_NAME = /^[\w-]{1,80}$/;
export const WORLD_HEADER = "X-Mock-World";
function worldOf(request: Request): string {
  const named =
    request.headers.get(WORLD_HEADER) ?? /(?:^|;\s*)mock-world=([^;]+)/.exec(request.headers.get("Cookie") ?? "")?.[1];
  return named && WORLD_NAME.test(named) ? named : "local";
}

export const DEFAULT_JWT_SECRET = "atelier-sept-mock-secret-not-for-production";
export const DEFAULT_ALLOWED_ORIGINS = ["http://localhost:8787", "http://127.0.0.1:8787"];

/**
 * The mock backend as one `handle(Request)`. Browser pages (sign-in provider, pictures, the
 * card provider's payment page) come first; API calls need the subscription key as at the
 * real gateway, then the fault switch applies, then the caller's session answers: every
 * anonymous id (X-Session-Id) has its own Mirage state, so parallel tests never meet.
 */
export function createMockBackend(options: MockBackendOptions): MockBackend {
  const secret = options.jwtSecret || DEFAULT_JWT_SECRET;
  const lifetimes: TokenLifetimes = {
    accessSeconds: options.lifetimes?.accessSeconds ?? 15 * 60,
    refreshSeconds: options.lifetimes?.refreshSeconds ?? 30 * 24 * 60 * 60,
  };
  const allowedOrigins = options.allowedOrigins?.length ? options.allowedOrigins : DEFAULT_ALLOWED_ORIGINS;
  const sessions = new Map<string, MirageWorkerServer>();
  const worlds = new Map<string, MirageWorkerServer>();
  const faultTallies = new Map<string, FaultTally>();

  /** Counts a call that carried fault rules, and what the applying rule did to it. */
  function tally(sessionId: string, rule: ReturnType<typeof findFault>) {
    let entry = faultTallies.get(sessionId);
    if (!entry) {
      entry = { calls: 0, applied: {} };
      faultTallies.set(sessionId, entry);
      // As many as the sessions kept, a few times over: a tally outlives its session a while.
      if (faultTallies.size > MAX_SESSIONS * 4) faultTallies.delete(faultTallies.keys().next().value!);
    }
    entry.calls++;
    const kind = faultKind(rule);
    if (kind && rule) entry.applied[`${kind} ${rule.call}`] = (entry.applied[`${kind} ${rule.call}`] ?? 0) + 1;
  }

  /** `key`'s server from `map`, made when missing; when full, the least recently used goes. */
  function kept(
    map: Map<string, MirageWorkerServer>,
    key: string,
    create: () => MirageWorkerServer,
  ): MirageWorkerServer {
    let server = map.get(key);
    if (server) {
      map.delete(key);
      map.set(key, server);
      return server;
    }
    server = create();
    map.set(key, server);
    if (map.size > MAX_SESSIONS) {
      const [oldest] = map.keys();
      map.get(oldest!)?.server.shutdown();
      map.delete(oldest!);
    }
    return server;
  }

  /**
   * A world's customers and their records (decision 129): one per world name, seeded once. Every
   * browser of the machine shares the world "local"; a test names its own to stay apart.
   */
  const world = (name: string) => kept(worlds, name, () => createSessionServer());

  /** One shopper session: its carts and stock of its own, its customers' records from its world. */
  function session(sessionId: string, worldName: string): MirageWorkerServer {
    return kept(sessions, `${worldName}|${sessionId}`, () => {
      // Seeded with nothing of its customers': their records are the world's.
      const server = createSessionServer({ customers: false });
      joinWorld(server.server.db, world(worldName).server.db as never);
      return server;
    });
  }

  /** The admin hooks the backend answers itself (PUT /__admin/stock is a session's route). */
  function admin(request: Request, url: URL, sessionId: string): Response | undefined {
    if (url.pathname === "/__admin/reset" && request.method === "POST") {
      const world = url.searchParams.get("world");
      if (world !== null && !WORLD_NAME.test(world))
        return Response.json({ message: "world must be 1 to 80 letters, digits, _ or -" }, { status: 400 });
      const scope: ResetScope =
        url.searchParams.get("all") === "true" ? { all: true } : world ? { world } : { session: sessionId };
      return Response.json({ ...scope, ...backend.reset(scope) });
    }
    if (url.pathname === "/__admin/faults" && request.method === "GET")
      return Response.json(faultTallies.get(sessionId) ?? { calls: 0, applied: {} });
    return undefined;
  }

  const backend: MockBackend = {
    reset(scope) {
      let droppedSessions = 0;
      let droppedWorlds = 0;
      const belongs = (key: string) =>
        "all" in scope || ("world" in scope ? key.startsWith(`${scope.world}|`) : key.endsWith(`|${scope.session}`));
      for (const [key, server] of sessions) {
        if (!belongs(key)) continue;
        server.server.shutdown();
        sessions.delete(key);
        droppedSessions++;
      }
      // A session's customers are its world's: a world goes with every session joined to it.
      for (const [name, server] of worlds) {
        if (!("all" in scope) && !("world" in scope && scope.world === name)) continue;
        server.server.shutdown();
        worlds.delete(name);
        droppedWorlds++;
      }
      if ("all" in scope) faultTallies.clear();
      else if ("session" in scope) faultTallies.delete(scope.session);
      return { sessions: droppedSessions, worlds: droppedWorlds };
    },

    async handle(request) {
      const url = new URL(request.url);
      const sessionId = request.headers.get("X-Session-Id") || "shared";
      const worldName = worldOf(request);

      const provider = url.pathname.startsWith("/auth/")
        ? await handleProvider(request, url.pathname, { secret, lifetimes, allowedOrigins })
        : undefined;
      if (provider) return provider;
      const browserPage = await handleBrowserPages(request, url, () => session(sessionId, worldName), options.photos);
      if (browserPage) return browserPage;

      if (request.headers.get(SUBSCRIPTION_HEADER) !== options.subscriptionKey) {
        return Response.json({ message: "Access denied due to missing or invalid subscription key." }, { status: 401 });
      }
      // The dev kit's own hooks are never faulted: a reset works whatever switch the caller carries.
      const adminAnswer = admin(request, url, sessionId);
      if (adminAnswer) return adminAnswer;

      const { rules, invalid } = readFaults(request);
      const fault = findFault(rules, request.method, url.pathname);
      if (rules.length) tally(sessionId, fault);
      if (fault?.latency) await new Promise((resolve) => setTimeout(resolve, fault.latency));
      if (fault?.status) {
        return Response.json({ message: fault.message ?? `Mock fault ${fault.status}` }, { status: fault.status });
      }

      if (url.pathname === "/api/cookie-refresh-tokens" && request.method === "POST") {
        return refreshTokens(request, secret, lifetimes);
      }

      // The Bearer token is verified here, once, on every call (as the real gateway does, public
      // calls included): an expired or forged one is refused before any handler; handlers read
      // the verified customer from a header.
      const headers = new Headers(request.headers);
      headers.delete(VERIFIED_CUSTOMER_HEADER);
      const server = session(SHARED_PATHS.test(url.pathname) ? "shared" : sessionId, worldName);
      const bearer = request.headers.get("Authorization")?.match(/^Bearer (.+)$/)?.[1];
      if (bearer) {
        const verified = await verifyAccessToken(bearer, secret);
        if (verified) {
          ensureCustomer(customerDb(server.server.db as never) as never, verified.customerId, {
            ...readProfile(bearer),
            newCustomer: verified.newCustomer,
          });
          headers.set(VERIFIED_CUSTOMER_HEADER, verified.customerId);
        } else {
          return Response.json({ message: "Invalid JWT." }, { status: 401 });
        }
      }
      const response = await mergedAnswer(await server.handle(new Request(request, { headers })), fault?.merge);
      if (invalid) response.headers.set("X-Mock-Fault-Ignored", "malformed fault switch");
      return response;
    },
  };
  return backend;
}
