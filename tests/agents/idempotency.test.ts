import { describe, expect, test } from "vitest";
import {
  CLAIM_LEASE_MS,
  durableIdempotencyStore,
  IDEMPOTENCY_TTL_MS,
  idempotencyName,
  memoryIdempotencyStore,
  onceForKey,
} from "../../app/agents/idempotency";
import { AgentCheckout } from "../../workers/agent-checkout";

/** A Durable Object namespace in memory: one AgentCheckout per name, taking its requests one at a time as workerd does. */
function objects() {
  const byName = new Map<string, { object: AgentCheckout; queue: Promise<unknown> }>();
  return {
    idFromName: (name: string) => name,
    get: (name: unknown) => ({
      fetch(url: string, init?: RequestInit) {
        let entry = byName.get(name as string);
        if (!entry) {
          const storage = new Map<string, unknown>();
          const state = {
            storage: {
              get: async (key: string) => storage.get(key),
              put: async (key: string, value: unknown) => void storage.set(key, value),
              setAlarm: async () => {},
              deleteAll: async () => storage.clear(),
            },
          };
          entry = { object: new AgentCheckout(state), queue: Promise.resolve() };
          byName.set(name as string, entry);
        }
        const run = entry.queue.then(() => entry!.object.fetch(new Request(url, init)));
        entry.queue = run.catch(() => undefined);
        return run;
      },
    }),
  };
}

const FINGERPRINT = "a".repeat(64);
const OTHER = "b".repeat(64);

describe("agents' idempotency keys (issue 53, decision 201)", () => {
  for (const [label, makeStore] of [
    ["in the isolate", () => memoryIdempotencyStore()],
    ["in Durable Objects", () => durableIdempotencyStore(objects())],
  ] as const) {
    test(`${label}: one run per key; the same request replays it, another is refused, one racing waits its turn`, async () => {
      const store = makeStore();
      const name = await idempotencyName("platform", "order-1");
      let runs = 0;
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      const work = async () => {
        runs += 1;
        await gate;
        return { status: 201, body: { id: `chk_${runs}` } };
      };
      // Two requests with the key at once: one runs, the other is told it is in progress.
      const first = onceForKey(store, { name, fingerprint: FINGERPRINT }, work);
      const racing = await onceForKey(store, { name, fingerprint: FINGERPRINT }, work);
      expect(racing).toEqual({ outcome: "in-progress" });
      release();
      expect(await first).toEqual({ outcome: "ran", answer: { status: 201, body: { id: "chk_1" } } });
      expect(await onceForKey(store, { name, fingerprint: FINGERPRINT }, work)).toEqual({
        outcome: "replayed",
        answer: { status: 201, body: { id: "chk_1" } },
      });
      expect(await onceForKey(store, { name, fingerprint: OTHER }, work)).toEqual({ outcome: "conflict" });
      expect(runs).toBe(1);
    });

    test(`${label}: a failure of the shop's own releases the key for a retry`, async () => {
      const store = makeStore();
      const name = await idempotencyName("platform", "order-2");
      expect(
        await onceForKey(store, { name, fingerprint: FINGERPRINT }, async () => ({
          status: 503,
          body: { code: "unavailable" },
        })),
      ).toMatchObject({ outcome: "ran" });
      await expect(
        onceForKey(store, { name, fingerprint: FINGERPRINT }, async () => {
          throw new Error("backend down");
        }),
      ).rejects.toThrow("backend down");
      expect(
        await onceForKey(store, { name, fingerprint: FINGERPRINT }, async () => ({ status: 201, body: { id: "chk" } })),
      ).toMatchObject({ outcome: "ran", answer: { status: 201 } });
    });
  }

  test("a claim whose worker died lapses after its lease; the caller's retry then runs", async () => {
    let now = Date.UTC(2026, 10, 29);
    const store = memoryIdempotencyStore(() => now);
    const name = await idempotencyName("platform", "order-4");
    // A claim left by a request whose worker never came back.
    void onceForKey(store, { name, fingerprint: FINGERPRINT, now }, () => new Promise(() => {}));
    expect(
      await onceForKey(store, { name, fingerprint: FINGERPRINT, now }, async () => ({ status: 201, body: {} })),
    ).toEqual({
      outcome: "in-progress",
    });
    now += CLAIM_LEASE_MS;
    expect(
      await onceForKey(store, { name, fingerprint: FINGERPRINT, now }, async () => ({
        status: 201,
        body: { id: "chk" },
      })),
    ).toMatchObject({ outcome: "ran" });
  });

  test("a kept answer lives a day", async () => {
    let now = Date.UTC(2026, 10, 29);
    const store = memoryIdempotencyStore(() => now);
    const name = await idempotencyName("platform", "order-3");
    await onceForKey(store, { name, fingerprint: FINGERPRINT, now }, async () => ({ status: 201, body: {} }));
    now += IDEMPOTENCY_TTL_MS;
    expect(
      await onceForKey(store, { name, fingerprint: OTHER, now }, async () => ({ status: 201, body: { again: true } })),
    ).toMatchObject({ outcome: "ran" });
  });
});
