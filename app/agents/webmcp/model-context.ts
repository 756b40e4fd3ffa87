/**
 * WebMCP's model context (issue 31): `document.modelContext`, or the older
 * `navigator.modelContext` whose tools are taken back with `unregisterTool` rather than a signal.
 * Only this file names the API; nothing else of the agent tools loads where it is absent.
 */

export interface ToolResult {
  content: { type: "text"; text: string }[];
  structuredContent?: Record<string, unknown>;
  isError?: boolean;
}

export interface WebMcpTool {
  name: string;
  title: string;
  description: string;
  inputSchema: Record<string, unknown>;
  annotations?: { readOnlyHint?: boolean; untrustedContentHint?: boolean };
  execute(input: unknown, client?: unknown): Promise<ToolResult>;
}

interface Registry {
  registerTool(tool: WebMcpTool, options?: { signal?: AbortSignal }): unknown;
  unregisterTool?(name: string): unknown;
}

type WithContext = { modelContext?: Registry };

/** Whether this browser offers agents a model context (cheap: the root asks it on every page). */
export function hasModelContext(): boolean {
  return (
    typeof document !== "undefined" &&
    Boolean((document as WithContext).modelContext ?? (navigator as WithContext).modelContext)
  );
}

/** The registry, its tools taken back when their signal aborts, whichever API the browser has. */
export function modelContext(): Registry | null {
  const current = (document as WithContext).modelContext;
  if (current) return current;
  const older = (navigator as WithContext).modelContext;
  if (!older) return null;
  return {
    registerTool(tool, options) {
      older.registerTool(tool);
      options?.signal?.addEventListener("abort", () => older.unregisterTool?.(tool.name), { once: true });
    },
  };
}
