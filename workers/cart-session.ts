/**
 * One Durable Object per anonymous session (decision 102): it lets one cart write of that
 * browser run at a time, wherever in the world its requests land, and remembers the cart the
 * session's last write ended with. Twenty parallel first adds then make one cart, not twenty:
 * the first creates it, the others wait their turn and join it; and a write never meets another
 * one's new version half-way (no refused 409 retry). Nothing is stored: a lock and an id only
 * matter while requests are in flight, and the cart cookie carries the id after that.
 *
 * The protocol is two POSTs (`/acquire`, `/release`) so the storefront's queue
 * (app/features/cart/write-queue.server.ts) can speak to it or stand in for it in tests.
 */
export const LEASE_MS = 30_000;

export class CartSession {
  #holder: string | null = null;
  #waiting: Array<() => void> = [];
  #cartId: string | null = null;
  #expiry: ReturnType<typeof setTimeout> | undefined;

  async fetch(request: Request): Promise<Response> {
    const path = new URL(request.url).pathname;
    if (path === "/acquire") {
      while (this.#holder !== null) await new Promise<void>((resolve) => this.#waiting.push(resolve));
      const lease = crypto.randomUUID();
      this.#grant(lease);
      return Response.json({ lease, cartId: this.#cartId });
    }
    if (path === "/release") {
      const { lease, cartId } = (await request.json().catch(() => ({}))) as { lease?: string; cartId?: string | null };
      if (lease && lease === this.#holder) {
        if (cartId !== undefined) this.#cartId = cartId;
        this.#free();
      }
      return new Response(null, { status: 204 });
    }
    return new Response(null, { status: 404 });
  }

  #grant(lease: string) {
    this.#holder = lease;
    // A write whose worker died never releases: its lease lapses, and the queue goes on.
    this.#expiry = setTimeout(() => this.#holder === lease && this.#free(), LEASE_MS);
  }

  #free() {
    clearTimeout(this.#expiry);
    this.#holder = null;
    this.#waiting.shift()?.();
  }
}
