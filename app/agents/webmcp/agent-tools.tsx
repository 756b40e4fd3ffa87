import { useEffect, useRef } from "react";
import { useFetchers, useLocation, useNavigate, useSubmit } from "react-router";
import { z } from "zod";
import { m } from "../../paraglide/messages.js";
import { useLocale } from "../../lib/i18n";
import { formatMoney } from "../../lib/money";
import { cartActionPath } from "../../features/cart/outcome";
import type { CartAnswer } from "../../features/cart/intents";
import { useShell } from "../../features/shell/use-shell";
import { modelContext, type ToolResult, type WebMcpTool } from "./model-context";

/**
 * The shop's tools for an agent in the browser (WebMCP, issue 31), registered while a browsing
 * page is shown and unregistered when it goes (their AbortSignal). Loaded only where the
 * browser has a model context. Reads answer the pages' Markdown twins and the shell's cart;
 * cart changes post to the cart's own endpoint through the fetchers the page's own controls use
 * (a line's quantity and remove fetchers), so the header count, the mini-cart, the line's
 * optimistic quantity, the undo banner and analytics follow as if the shopper had tapped. Navigation goes to named
 * places of this site only; checkout opens its first step, where the shopper signs in and pays.
 */

const searchInput = z.object({ query: z.string().trim().min(1).max(100) });
const productInput = z.object({ productId: z.string().regex(/^\d{1,12}$/) });
const changeInput = z.discriminatedUnion("action", [
  z.object({ action: z.literal("add"), sku: z.string().regex(/^[\w-]{1,40}$/) }),
  z.object({
    action: z.literal("quantity"),
    lineId: z.string().regex(/^[\w-]{1,64}$/),
    quantity: z.number().int().min(1).max(10),
  }),
  z.object({ action: z.literal("remove"), lineId: z.string().regex(/^[\w-]{1,64}$/) }),
]);
const navigateInput = z.discriminatedUnion("place", [
  z.object({ place: z.enum(["home", "cart", "account", "stores"]) }),
  z.object({ place: z.literal("listing"), familyId: z.string().regex(/^[A-Z0-9_]{1,40}$/) }),
  z.object({ place: z.literal("search"), query: z.string().trim().min(1).max(100) }),
]);
const noInput = z.object({});

const text = (value: string, isError = false): ToolResult => ({
  content: [{ type: "text", text: value }],
  ...(isError ? { isError: true } : {}),
});

/** Checks an agent's input with the tool's schema; a refusal says what was wrong. */
function parsed<T>(schema: z.ZodType<T>, input: unknown): { data: T } | { error: ToolResult } {
  const result = schema.safeParse(input ?? {});
  return result.success ? { data: result.data } : { error: text(z.prettifyError(result.error), true) };
}

/** A tool whose input its zod schema both describes (the tool's JSON Schema) and checks. */
function checkedTool<T>({
  schema,
  run,
  ...tool
}: Omit<WebMcpTool, "inputSchema" | "execute"> & {
  schema: z.ZodType<T>;
  run(input: T): Promise<ToolResult>;
}): WebMcpTool {
  return {
    ...tool,
    inputSchema: z.toJSONSchema(schema, { target: "draft-7" }) as Record<string, unknown>,
    execute: async (input) => {
      const checked = parsed(schema, input);
      return "error" in checked ? checked.error : run(checked.data);
    },
  };
}

/** A cart change sent through a page's fetcher, waiting for the page to show its answer. */
export interface SentChange {
  /** The fetcher's data before the change: a different object is the change's answer. */
  before: unknown;
  /** The router has settled the change (answer and revalidation). */
  sent: boolean;
  settle(answer: CartAnswer | undefined): void;
}

/** How long a settled change waits for the render that shows it. */
const RENDER_WAIT_MS = 1000;

/**
 * Whether the page shows the change's answer: its fetcher at rest with new data, or at rest (or
 * gone) once the router has settled it. Not "seen busy, then idle": React may render a fetcher's
 * submitting, loading and idle states as one (a transition restarted under load).
 */
export function answerShown(change: SentChange, fetcher: { state: string; data?: unknown } | undefined) {
  if (fetcher && fetcher.state !== "idle") return false;
  return change.sent || (fetcher !== undefined && fetcher.data !== change.before);
}

export default function AgentTools() {
  const locale = useLocale();
  const shell = useShell();
  const navigate = useNavigate();
  // Each page registers its tools afresh; leaving it takes them back.
  const { pathname } = useLocation();
  const submit = useSubmit();
  const fetchers = useFetchers();
  // The latest values, for tools registered once per page.
  const latest = useRef({ shell, submit, navigate, fetchers });
  latest.current = { shell, submit, navigate, fetchers };
  /** Changes sent, by fetcher key, until the page shows their fetcher's answer. */
  const waiting = useRef(new Map<string, SentChange>());

  useEffect(() => {
    for (const [key, change] of waiting.current) {
      const fetcher = fetchers.find((entry) => entry.key === key);
      if (answerShown(change, fetcher)) {
        waiting.current.delete(key);
        change.settle(fetcher?.data as CartAnswer | undefined);
      }
    }
  }, [fetchers]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the page (pathname) is the tools' lifetime
  useEffect(() => {
    const registry = modelContext();
    if (!registry) return;
    const { prefix, language } = locale;
    const options = { locale: language };
    const base = `/${prefix}`;
    const markdown = async (path: string) => {
      const response = await fetch(path, { headers: { Accept: "text/markdown" } });
      return text(await response.text(), !response.ok);
    };
    const go = (path: string) => {
      latest.current.navigate(path);
      return text(new URL(path, location.origin).href);
    };

    const tools: WebMcpTool[] = [
      checkedTool({
        name: "search_catalog",
        title: m.webmcp_search_title({}, options),
        description: m.webmcp_search_description({}, options),
        schema: searchInput,
        annotations: { readOnlyHint: true, untrustedContentHint: true },
        run: async (data) => markdown(`${base}/search?${new URLSearchParams({ q: data.query })}`),
      }),
      checkedTool({
        name: "get_product",
        title: m.webmcp_product_title({}, options),
        description: m.webmcp_product_description({}, options),
        schema: productInput,
        annotations: { readOnlyHint: true, untrustedContentHint: true },
        run: async (data) => markdown(`${base}/product--p${data.productId}`),
      }),
      checkedTool({
        name: "get_cart",
        title: m.webmcp_cart_title({}, options),
        description: m.webmcp_cart_description({}, options),
        schema: noInput,
        annotations: { readOnlyHint: true, untrustedContentHint: true },
        run: async () => {
          const current = latest.current.shell?.cart;
          if (!current?.lines.length) return text(m.webmcp_empty_cart({}, options));
          const money = (cents: number) => formatMoney(cents, current.total.currencyCode, locale.hrefLang);
          return {
            ...text(
              current.lines
                .map(
                  (line) =>
                    `- ${line.lineId}: ${line.name}, ${line.colourLabel}, ${line.size} × ${line.quantity}: ${money(line.total)}`,
                )
                .concat(`${m.header_mini_cart_total({}, options)}: ${money(current.total.centAmount)}`)
                .join("\n"),
            ),
            structuredContent: {
              lines: current.lines.map(({ lineId, name, colourLabel, size, quantity, total }) => ({
                lineId,
                name,
                colour: colourLabel,
                size,
                quantity,
                total: { amount: total, currency: current.total.currencyCode },
              })),
              total: { amount: current.total.centAmount, currency: current.total.currencyCode },
            },
          };
        },
      }),
      checkedTool({
        name: "change_cart",
        title: m.webmcp_change_title({}, options),
        description: m.webmcp_change_description({}, options),
        schema: changeInput,
        run: async (change) => {
          const form: Record<string, string> =
            change.action === "add"
              ? { intent: "add-to-cart", sku: change.sku }
              : change.action === "quantity"
                ? { intent: "quantity", lineId: change.lineId, quantity: String(change.quantity) }
                : { intent: "remove", lineId: change.lineId };
          // The page's own fetcher for this line, so its controls show the change as theirs.
          const key =
            change.action === "add"
              ? "webmcp-add"
              : change.action === "quantity"
                ? `cart-line-${change.lineId}`
                : `cart-remove-${change.lineId}`;
          let settle: SentChange["settle"] = () => {};
          const answered = new Promise<CartAnswer | undefined>((resolve) => {
            settle = resolve;
          });
          const sent: SentChange = {
            before: latest.current.fetchers.find((entry) => entry.key === key)?.data,
            sent: false,
            settle,
          };
          // A change the agent sends again for the same line supersedes this one.
          waiting.current.get(key)?.settle(undefined);
          waiting.current.set(key, sent);
          // Resolves once the router has the action's answer and the page's data revalidated
          // (or the change was superseded); the page may show it a render later.
          try {
            await latest.current.submit(
              { ...form, returnTo: location.pathname + location.search },
              { method: "post", action: cartActionPath(prefix), navigate: false, fetcherKey: key },
            );
          } finally {
            // Settled, or refused before it was sent: either way the last render has its answer.
            sent.sent = true;
            // No render may follow when the answer left the fetcher as it was (an error, the
            // same data): the last one rendered is the answer then.
            setTimeout(() => {
              if (waiting.current.get(key) !== sent) return;
              waiting.current.delete(key);
              sent.settle(latest.current.fetchers.find((entry) => entry.key === key)?.data as CartAnswer | undefined);
            }, RENDER_WAIT_MS);
          }
          const answer = await answered;
          return text(answer?.message ?? "", answer?.ok === false);
        },
      }),
      checkedTool({
        name: "navigate",
        title: m.webmcp_navigate_title({}, options),
        description: m.webmcp_navigate_description({}, options),
        schema: navigateInput,
        run: async (place) => {
          if (place.place === "listing") return go(`${base}/catalog/x/${place.familyId}`);
          if (place.place === "search") return go(`${base}/search?${new URLSearchParams({ q: place.query })}`);
          return go(
            { home: base, cart: `${base}/cart`, account: `${base}/account`, stores: `${base}/stores` }[place.place],
          );
        },
      }),
      checkedTool({
        name: "proceed_to_checkout",
        title: m.webmcp_checkout_title({}, options),
        description: m.webmcp_checkout_description({}, options),
        schema: noInput,
        run: async () => {
          if (!latest.current.shell?.cart?.lines.length) return text(m.webmcp_empty_cart({}, options), true);
          return go(`${base}/order-billing`);
        },
      }),
    ];
    const controller = new AbortController();
    for (const tool of tools) registry.registerTool(tool, { signal: controller.signal });
    return () => controller.abort();
  }, [locale, pathname]);

  return null;
}
