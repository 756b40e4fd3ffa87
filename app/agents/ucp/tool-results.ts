import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { logWarning } from "../../lib/log.server";
import { errorResponse } from "./protocol";

/** How the MCP endpoint's tools answer (mcp.server.ts, checkout-tools.server.ts): the hints and the UCP object as a tool result. */

export const READ = { readOnlyHint: true, openWorldHint: false } as const;
export const WRITE = {
  readOnlyHint: false,
  destructiveHint: false,
  idempotentHint: false,
  openWorldHint: false,
} as const;

export function answer(ucp: object): CallToolResult {
  const failed = "ucp" in ucp && (ucp.ucp as { status?: string }).status === "error";
  return {
    content: [{ type: "text", text: JSON.stringify(ucp) }],
    structuredContent: ucp as Record<string, unknown>,
    ...(failed ? { isError: true } : {}),
  };
}

/** Runs a tool; a backend that fails (or any error) is a recoverable UCP error, logged. */
export async function run(origin: string, tool: string, work: () => Promise<object>): Promise<CallToolResult> {
  try {
    return answer(await work());
  } catch (error) {
    logWarning({ message: `UCP ${tool} failed`, status: 503, url: origin, cause: String(error) });
    return answer(
      errorResponse(
        {
          type: "error",
          code: "unavailable",
          content: "The shop cannot answer right now; try again in a moment.",
          severity: "recoverable",
        },
        origin,
      ),
    );
  }
}
