import type { CartSessionNamespace } from "../../lib/env.server";
import { durableRecords } from "../ucp/checkout-store";

/**
 * The little a grant needs remembered (decision 202), in the agents' Durable Objects: a code
 * once exchanged (a second exchange is refused, RFC 6749 4.1.2), and a grant once revoked (every
 * token issued from it refused from then on). Each mark lives as long as what it refuses could.
 */
export interface GrantMarks {
  /** Marks the name; false when it was marked already (the code was used). */
  markOnce(name: string, expiresAt: number): Promise<boolean>;
  mark(name: string, expiresAt: number): Promise<void>;
  isMarked(name: string): Promise<boolean>;
}

export const codeMark = (codeId: string) => `oauth-code:${codeId}`;
export const revokedMark = (grant: string) => `oauth-revoked:${grant}`;

export function durableGrantMarks(namespace: CartSessionNamespace, now = () => Date.now()): GrantMarks {
  const records = durableRecords(namespace);
  return {
    markOnce: async (name, expiresAt) => (await records.claim(name, { expiresAt })) === null,
    mark: (name, expiresAt) => records.put(name, { expiresAt }),
    async isMarked(name) {
      const found = (await records.get(name)) as { expiresAt?: number } | null;
      return typeof found?.expiresAt === "number" && found.expiresAt > now();
    },
  };
}

/** Marks in this isolate's memory, where no Durable Object is bound (unit tests, a bare dev server). */
export function memoryGrantMarks(now = () => Date.now()): GrantMarks {
  const marks = new Map<string, number>();
  const live = (name: string) => (marks.get(name) ?? 0) > now();
  return {
    async markOnce(name, expiresAt) {
      if (live(name)) return false;
      if (marks.size > 10_000) marks.clear();
      marks.set(name, expiresAt);
      return true;
    },
    async mark(name, expiresAt) {
      marks.set(name, expiresAt);
    },
    isMarked: async (name) => live(name),
  };
}
