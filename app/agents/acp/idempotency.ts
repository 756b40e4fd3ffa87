import { z } from "zod";
import type { CartSessionNamespace } from "../../lib/env.server";
import { durableRecords } from "../ucp/checkout-store";

/**
 * ACP's idempotency (issue 53): an answer kept under the platform's `Idempotency-Key` for a day.
 * The same key with the same request gives the first answer again; with another request, 409.
 * Kept by the same Durable Objects as the checkouts (workers/agent-checkout.ts keeps one record
 * per name and forgets it at its expiry), in memory where none is bound.
 */

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

const keptAnswerSchema = z.object({
  name: z.string().regex(/^idem:[0-9a-f]{64}$/),
  fingerprint: z.string().regex(/^[0-9a-f]{64}$/),
  status: z.number().int(),
  body: z.record(z.string(), z.unknown()),
  expiresAt: z.number().int(),
});
export type KeptAnswer = z.infer<typeof keptAnswerSchema>;

export interface IdempotencyStore {
  read(name: string): Promise<KeptAnswer | null>;
  write(answer: KeptAnswer): Promise<void>;
}

export async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** The record's name: the platform's key and its Idempotency-Key, hashed (one platform's keys never meet another's). */
export const idempotencyName = async (platformKey: string, idempotencyKey: string) =>
  `idem:${await sha256(`${platformKey}\u0000${idempotencyKey}`)}`;

const parse = (value: unknown, name: string, now: number): KeptAnswer | null => {
  const kept = keptAnswerSchema.safeParse(value);
  return kept.success && kept.data.name === name && kept.data.expiresAt > now ? kept.data : null;
};

export function durableIdempotencyStore(namespace: CartSessionNamespace, now = () => Date.now()): IdempotencyStore {
  const records = durableRecords(namespace);
  return {
    read: async (name) => parse(await records.get(name), name, now()),
    write: (answer) => records.put(answer.name, answer),
  };
}

export function memoryIdempotencyStore(now = () => Date.now()): IdempotencyStore {
  const kept = new Map<string, KeptAnswer>();
  return {
    async read(name) {
      return parse(kept.get(name), name, now());
    },
    async write(answer) {
      if (kept.size > 10_000) kept.clear();
      kept.set(answer.name, structuredClone(answer));
    },
  };
}
