import { z } from "zod";
import type { CartSessionNamespace } from "../lib/env.server";
import { durableRecords } from "./ucp/checkout-store";

/**
 * Idempotency for agents' writes (issue 53, decisions 200 and 201): the answer to a request is
 * kept a day under its caller's idempotency key (ACP's `Idempotency-Key`, UCP's
 * `meta.idempotency-key`). The key is claimed before the work starts, in one step that no other
 * request can interleave (the key's Durable Object takes its requests one at a time), so two
 * requests racing with one key never both run: the second is told the first is in progress. Then
 * the same key with the same request replays the kept answer; with another request it is refused.
 * A failure of the shop's own (5xx) releases the key, so the caller may retry it; a claim whose
 * worker died mid-call lapses after CLAIM_LEASE_MS.
 */

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/**
 * How long a claim holds its key while the work runs: longer than any call (the backend's
 * timeout is 8 s), short enough that a worker that died mid-call (a cancelled request, an
 * eviction) does not leave the key refused for a day. The answer, once written, is kept a day.
 */
export const CLAIM_LEASE_MS = 60_000;

const keptSchema = z.object({
  name: z.string().regex(/^idem:[0-9a-f]{64}$/),
  fingerprint: z.string().regex(/^[0-9a-f]{64}$/),
  /** null while the first request with the key is running. */
  answer: z.object({ status: z.number().int(), body: z.record(z.string(), z.unknown()) }).nullable(),
  expiresAt: z.number().int(),
});
export type Kept = z.infer<typeof keptSchema>;
export type KeptAnswer = NonNullable<Kept["answer"]>;

export interface IdempotencyStore {
  /** Claims the name for this request; what another request left there when it was taken. */
  claim(claim: Kept): Promise<Kept | null>;
  write(kept: Kept): Promise<void>;
  release(name: string): Promise<void>;
}

export async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** The record's name: the caller and its key, hashed (one caller's keys never meet another's). */
export const idempotencyName = async (caller: string, idempotencyKey: string) =>
  `idem:${await sha256(`${caller}\u0000${idempotencyKey}`)}`;

const parse = (value: unknown, name: string, now: number): Kept | null => {
  const kept = keptSchema.safeParse(value);
  return kept.success && kept.data.name === name && kept.data.expiresAt > now ? kept.data : null;
};

export type Idempotent =
  | { outcome: "ran"; answer: KeptAnswer }
  | { outcome: "replayed"; answer: KeptAnswer }
  | { outcome: "conflict" }
  | { outcome: "in-progress" };

/** Runs `work` once for this name and request; replays, refuses or waits for another as above. */
export async function onceForKey(
  store: IdempotencyStore,
  { name, fingerprint, now = Date.now() }: { name: string; fingerprint: string; now?: number },
  work: () => Promise<KeptAnswer>,
): Promise<Idempotent> {
  const claim: Kept = { name, fingerprint, answer: null, expiresAt: now + CLAIM_LEASE_MS };
  const found = await store.claim(claim);
  if (found) {
    if (found.fingerprint !== fingerprint) return { outcome: "conflict" };
    return found.answer ? { outcome: "replayed", answer: found.answer } : { outcome: "in-progress" };
  }
  let answer: KeptAnswer;
  try {
    answer = await work();
  } catch (error) {
    await store.release(name).catch(() => undefined);
    throw error;
  }
  if (answer.status >= 500) await store.release(name);
  else
    await store.write({ ...claim, answer, expiresAt: now + IDEMPOTENCY_TTL_MS }).catch(async (error) => {
      // Not kept: the key must not stay claimed; the caller's retry runs again.
      await store.release(name).catch(() => undefined);
      throw error;
    });
  return { outcome: "ran", answer };
}

export function durableIdempotencyStore(namespace: CartSessionNamespace, now = () => Date.now()): IdempotencyStore {
  const records = durableRecords(namespace);
  return {
    claim: async (claim) => parse(await records.claim(claim.name, claim), claim.name, now()),
    write: (kept) => records.put(kept.name, kept),
    release: (name) => records.remove(name),
  };
}

export function memoryIdempotencyStore(now = () => Date.now()): IdempotencyStore {
  const kept = new Map<string, Kept>();
  return {
    async claim(claim) {
      const found = parse(kept.get(claim.name), claim.name, now());
      if (found) return structuredClone(found);
      if (kept.size > 10_000) kept.clear();
      kept.set(claim.name, structuredClone(claim));
      return null;
    },
    async write(record) {
      kept.set(record.name, structuredClone(record));
    },
    async release(name) {
      kept.delete(name);
    },
  };
}
