import { CUSTOMER_ROLES, CUSTOMERS } from "./data/customers";
import { escapeHtml } from "../app/lib/html";
import { issueTokens, type TokenLifetimes } from "./tokens";

/**
 * The mock sign-in provider: real HTML pages a browser reaches by redirect (through the
 * storefront's /__mock/ proxy in local runs). Sign-in lists the test customers; account
 * creation makes a brand-new customer; both come back with a one-time code the storefront
 * exchanges for the tokens server to server (`POST /auth/token`); logout comes straight back. Every redirect_uri is
 * checked against the allowed storefront origins, so nothing here is an open redirect.
 */
export interface ProviderOptions {
  secret: string;
  lifetimes: TokenLifetimes;
  allowedOrigins: string[];
}

const LIFETIME_LIMITS = { min: 5, max: 60 * 60 * 24 * 60 };

/** Accepts absolute URLs on an allowed origin, and same-site paths (the proxy's origin). */
export function allowedRedirect(raw: string | null, allowedOrigins: string[]): URL | undefined {
  if (!raw) return undefined;
  try {
    const url = new URL(raw);
    return allowedOrigins.includes(url.origin) && (url.protocol === "http:" || url.protocol === "https:")
      ? url
      : undefined;
  } catch {
    return undefined;
  }
}

function page(title: string, body: string, status = 200): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Atelier Sept ID (mock)</title>
<style>body{font-family:system-ui,sans-serif;max-width:640px;margin:40px auto;padding:0 16px;color:#111}h1{font-size:24px}
form.customer{border:1px solid #e3e1dc;padding:16px;margin:12px 0;display:flex;justify-content:space-between;align-items:center;gap:12px}
button{min-height:44px;padding:0 20px;background:#111;color:#fff;border:0;font:inherit;font-weight:600;cursor:pointer}
label{display:block;margin:12px 0 4px}input{min-height:40px;width:100%;font:inherit;padding:0 8px;box-sizing:border-box}
small{color:#555}.note{background:#f6f5f2;padding:12px}</style></head><body>${body}</body></html>`;
  return new Response(html, {
    status,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
  });
}

function badRedirect(): Response {
  return page(
    "Sign-in refused",
    `<h1>This sign-in request is not allowed</h1><p>The <code>redirect_uri</code> is missing or points outside the storefront.</p>`,
    400,
  );
}

function lifetime(raw: FormDataEntryValue | string | null, fallback: number): number {
  const value = Number(raw);
  return Number.isInteger(value) && value >= LIFETIME_LIMITS.min && value <= LIFETIME_LIMITS.max ? value : fallback;
}

function hidden(params: Record<string, string>): string {
  return Object.entries(params)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join("");
}

/**
 * Authorisation codes waiting for their exchange: tokens never travel in a URL (where browser
 * history, logs and Referer headers keep them). A code is single-use, lives 60 seconds and is
 * bound to the redirect_uri it was issued for, as OAuth 2.0's authorisation code grant has it.
 */
const CODE_LIFETIME_MS = 60_000;
const pendingCodes = new Map<
  string,
  { tokens: { accessToken: string; refreshToken: string }; redirectUri: string; expires: number }
>();

function redirectWithCode(
  target: URL,
  state: string | null,
  tokens: { accessToken: string; refreshToken: string },
): Response {
  const now = Date.now();
  for (const [code, pending] of pendingCodes) if (pending.expires < now) pendingCodes.delete(code);
  const code = crypto.randomUUID().replace(/-/g, "");
  pendingCodes.set(code, { tokens, redirectUri: target.href, expires: now + CODE_LIFETIME_MS });
  const back = new URL(target);
  back.searchParams.set("code", code);
  if (state) back.searchParams.set("state", state);
  return new Response(null, { status: 303, headers: { Location: back.href, "Cache-Control": "no-store" } });
}

/** The server-to-server exchange: `POST /auth/token` (form) answers both tokens, once per code. */
function exchangeCode(code: string | null, redirectUri: string | null, grantType: string | null): Response {
  const pending = code ? pendingCodes.get(code) : undefined;
  if (code) pendingCodes.delete(code);
  if (
    grantType !== "authorization_code" ||
    !pending ||
    pending.expires < Date.now() ||
    pending.redirectUri !== redirectUri
  ) {
    return Response.json({ error: "invalid_grant" }, { status: 400, headers: { "Cache-Control": "no-store" } });
  }
  return Response.json(
    { access_token: pending.tokens.accessToken, refresh_token: pending.tokens.refreshToken, token_type: "Bearer" },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export async function handleProvider(
  request: Request,
  path: string,
  options: ProviderOptions,
): Promise<Response | undefined> {
  const url = new URL(request.url);
  const form = request.method === "POST" ? await request.formData().catch(() => new FormData()) : undefined;
  if (path === "/auth/token" && form)
    return exchangeCode(
      form.get("code") as string | null,
      form.get("redirect_uri") as string | null,
      form.get("grant_type") as string | null,
    );
  const field = (name: string) => (form ? (form.get(name) as string | null) : url.searchParams.get(name));
  const target = allowedRedirect(field("redirect_uri"), options.allowedOrigins);
  const state = field("state");
  const carried = {
    redirect_uri: field("redirect_uri") ?? "",
    state: state ?? "",
    access_ttl: field("access_ttl") ?? "",
    refresh_ttl: field("refresh_ttl") ?? "",
  };
  const lifetimes = {
    accessSeconds: lifetime(field("access_ttl"), options.lifetimes.accessSeconds),
    refreshSeconds: lifetime(field("refresh_ttl"), options.lifetimes.refreshSeconds),
  };

  if (path === "/auth/sign-in" && request.method === "GET") {
    if (!target) return badRedirect();
    const customers = CUSTOMERS.map(
      (
        customer,
      ) => `<form class="customer" method="post" action="">${hidden({ ...carried, customerId: customer.customerId })}
<div><strong>${escapeHtml(customer.firstName)} ${escapeHtml(customer.lastName)}</strong><br><small>${escapeHtml(customer.email)} · ${escapeHtml(CUSTOMER_ROLES[customer.customerId] ?? "")}</small></div>
<button type="submit">Sign in as ${escapeHtml(customer.firstName)}</button></form>`,
    ).join("");
    const create = new URL("create", url);
    for (const [name, value] of Object.entries(carried)) if (value) create.searchParams.set(name, value);
    return page(
      "Sign in",
      `<h1>Sign in to Atelier Sept</h1><p class="note">Offline mock of the sign-in provider: pick a test customer.</p>${customers}
<p><a href="${escapeHtml(create.pathname + create.search)}">Create an account</a></p>`,
    );
  }

  if (path === "/auth/sign-in" && request.method === "POST") {
    if (!target) return badRedirect();
    const customer = CUSTOMERS.find((entry) => entry.customerId === field("customerId"));
    if (!customer) return page("Sign in", "<h1>Unknown customer</h1>", 400);
    const tokens = await issueTokens(
      { customerId: customer.customerId, newCustomer: customer.customerId === "C100003" },
      lifetimes,
      options.secret,
    );
    return redirectWithCode(target, state, tokens);
  }

  if (path === "/auth/create" && request.method === "GET") {
    if (!target) return badRedirect();
    return page(
      "Create an account",
      `<h1>Create your Atelier Sept account</h1><form method="post" action="">${hidden(carried)}
<label for="firstName">First name</label><input id="firstName" name="firstName" required autocomplete="given-name">
<label for="lastName">Last name</label><input id="lastName" name="lastName" required autocomplete="family-name">
<label for="email">E-mail</label><input id="email" name="email" type="email" required autocomplete="email">
<p><button type="submit">Create my account</button></p></form>`,
    );
  }

  if (path === "/auth/create" && request.method === "POST") {
    if (!target) return badRedirect();
    const firstName = field("firstName")?.trim();
    const lastName = field("lastName")?.trim();
    const email = field("email")?.trim();
    if (!firstName || !lastName || !email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
      return page("Create an account", "<h1>Please fill in your name and a valid e-mail</h1>", 400);
    }
    const customerId = `C9${Date.now().toString().slice(-8)}`;
    const tokens = await issueTokens(
      { customerId, newCustomer: true, email, firstName, lastName },
      lifetimes,
      options.secret,
    );
    return redirectWithCode(target, state, tokens);
  }

  if (path === "/auth/logout") {
    if (!target) return badRedirect();
    return new Response(null, { status: 303, headers: { Location: target.href, "Cache-Control": "no-store" } });
  }

  return undefined;
}
