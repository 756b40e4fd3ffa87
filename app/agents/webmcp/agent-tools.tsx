import { href } from "../../pages/href";
import { productByIdPath } from "../../pages/catalog-links";
import { useEffect, useRef } from "react";
import { useLocation, useNavigate, useSubmit } from "react-router";
import { useRouterStateSource } from "../../framework/data-router";
import { z } from "zod";
import { m } from "../../paraglide/messages.js";
import { useLocale } from "../../lib/i18n";
import { formatMoney } from "../../lib/money";
import { cartActionPath } from "../../features/cart/outcome";
import type { CartAnswer } from "../../features/cart/intents";
import { type Shell, useShell } from "../../features/shell/use-shell";
import { changeAnswer, type ShellCart } from "./change-answer";
import { modelContext, type ToolResult, type WebMcpTool } from "./model-context";

/**
 * The shop's tools for an agent in the browser (WebMCP, issue 31), registered while a browsing
 * page is shown and unregistered when it goes (their AbortSignal). Loaded only where the
 * browser has a model context. Reads answer the pages' Markdown twins and the shell's cart;
 * cart changes post to the cart's own endpoint through the fetchers the page's own controls use
 * (a line's quantity and remove fetchers), so the header count, the mini-cart, the line's
 * optimistic quantity, the undo banner and analytics follow as if the shopper had tapped; a change
 * answers what it did (the line, its quantity, the cart's total) or why it was refused (decision
 * 185). Navigation goes to named places of this site only; checkout opens its first step, where
 * the shopper signs in and pays.
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

export default function AgentTools() {
  const locale = useLocale();
  const shell = useShell();
  const navigate = useNavigate();
  // Each page registers its tools afresh; leaving it takes them back.
  const { pathname } = useLocation();
  const submit = useSubmit();
  const router = useRouterStateSource();
  // The latest values, for tools registered once per page.
  const latest = useRef({ shell, submit, navigate, router });
  latest.current = { shell, submit, navigate, router };
  /** The change each fetcher key was last sent for: a later one for the same line supersedes it. */
  const sending = useRef(new Map<string, symbol>());

  // biome-ignore lint/correctness/useExhaustiveDependencies: the page (pathname) is the tools' lifetime
  useEffect(() => {
    const registry = modelContext();
    if (!registry) return;
    const { prefix, language } = locale;
    const options = { locale: language };
    // The cart as the router has it now: a change's revalidation is there before React renders it.
    const cartNow = (): ShellCart | null => {
      const shell = latest.current.router?.state.loaderData[prefix] as Shell | undefined;
      return (shell ?? latest.current.shell)?.cart ?? null;
    };
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
        run: async (data) => markdown(`${href(prefix, "search")}?${new URLSearchParams({ q: data.query })}`),
      }),
      checkedTool({
        name: "get_product",
        title: m.webmcp_product_title({}, options),
        description: m.webmcp_product_description({}, options),
        schema: productInput,
        annotations: { readOnlyHint: true, untrustedContentHint: true },
        run: async (data) => markdown(productByIdPath(prefix, data.productId)),
      }),
      checkedTool({
        name: "get_cart",
        title: m.webmcp_cart_title({}, options),
        description: m.webmcp_cart_description({}, options),
        schema: noInput,
        annotations: { readOnlyHint: true, untrustedContentHint: true },
        run: async () => {
          const current = cartNow();
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
          const before = cartNow();
          const sent = Symbol(key);
          sending.current.set(key, sent);
          let answer: CartAnswer | undefined;
          // The answer is read from the router's own updates: the update that brings a fetcher
          // to rest also takes it out of the router's state, so no render may ever show it
          // (decision 172). A submitting fetcher still carries its previous answer.
          const stop = latest.current.router?.subscribe((state) => {
            const fetcher = state.fetchers.get(key);
            if (sending.current.get(key) !== sent || !fetcher || fetcher.state === "submitting") return;
            if (fetcher.data !== undefined) answer = fetcher.data as CartAnswer;
          });
          try {
            // Resolves once the router has the action's answer and the page's data revalidated.
            await latest.current.submit(
              { ...form, returnTo: location.pathname + location.search },
              { method: "post", action: cartActionPath(prefix), navigate: false, fetcherKey: key },
            );
          } catch {
            // A submission that failed brings no answer, which the agent is told.
          } finally {
            stop?.();
          }
          const superseded = sending.current.get(key) !== sent;
          if (!superseded) sending.current.delete(key);
          return changeAnswer(change, superseded ? { superseded: true } : { answer }, before, cartNow(), locale);
        },
      }),
      checkedTool({
        name: "navigate",
        title: m.webmcp_navigate_title({}, options),
        description: m.webmcp_navigate_description({}, options),
        schema: navigateInput,
        run: async (place) => {
          if (place.place === "listing") return go(href(prefix, "catalog", { name: "x", familyId: place.familyId }));
          if (place.place === "search")
            return go(`${href(prefix, "search")}?${new URLSearchParams({ q: place.query })}`);
          return go(
            {
              home: href(prefix, "index"),
              cart: href(prefix, "cart"),
              account: href(prefix, "account"),
              stores: href(prefix, "store-locator"),
            }[place.place],
          );
        },
      }),
      checkedTool({
        name: "proceed_to_checkout",
        title: m.webmcp_checkout_title({}, options),
        description: m.webmcp_checkout_description({}, options),
        schema: noInput,
        run: async () => {
          if (!cartNow()?.lines.length) return text(m.webmcp_empty_cart({}, options), true);
          return go(href(prefix, "order-billing"));
        },
      }),
    ];
    const controller = new AbortController();
    for (const tool of tools) registry.registerTool(tool, { signal: controller.signal });
    return () => controller.abort();
  }, [locale, pathname]);

  return null;
}
