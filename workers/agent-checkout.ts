/**
 * One Durable Object per agent checkout (UCP, issue 53): it keeps what the cart itself cannot
 * hold for an anonymous session (the buyer an agent named, the delivery option chosen, whether the
 * checkout was cancelled or handed to the shopper) for the checkout's lifetime, and answers
 * nothing else; agents' idempotency keys are kept the same way (app/agents/idempotency.ts). The
 * protocol is four calls (`GET` reads the record, `PUT` replaces it, `POST` keeps it only where
 * none is, `DELETE` forgets it) so that app/agents/ucp/checkout-store.ts can speak to it or stand
 * in for it in tests.
 */
const RECORD = "record";

interface DurableState {
  storage: {
    get(key: string): Promise<unknown>;
    put(key: string, value: unknown): Promise<void>;
    setAlarm(time: number): Promise<void>;
    deleteAll(): Promise<void>;
  };
}

export class AgentCheckout {
  constructor(private readonly state: DurableState) {}

  async fetch(request: Request): Promise<Response> {
    if (request.method === "GET") {
      const record = await this.state.storage.get(RECORD);
      return record === undefined ? new Response(null, { status: 404 }) : Response.json(record);
    }
    if (request.method === "DELETE") {
      await this.state.storage.deleteAll();
      return new Response(null, { status: 204 });
    }
    const record = (await request.json().catch(() => null)) as { expiresAt?: number } | null;
    if (!record || typeof record.expiresAt !== "number") return new Response(null, { status: 400 });
    if (request.method === "POST") {
      // A claim: kept only where nothing is. One request at a time reaches an object, so no other
      // claim can come between this read and this write.
      const there = await this.state.storage.get(RECORD);
      if (there !== undefined && (there as { expiresAt: number }).expiresAt > Date.now()) return Response.json(there);
    } else if (request.method !== "PUT") return new Response(null, { status: 405 });
    await this.state.storage.put(RECORD, record);
    // Gone with its expiry: nothing an agent left behind is kept longer than it lives.
    await this.state.storage.setAlarm(record.expiresAt);
    return new Response(null, { status: request.method === "POST" ? 201 : 204 });
  }

  async alarm(): Promise<void> {
    await this.state.storage.deleteAll();
  }
}
