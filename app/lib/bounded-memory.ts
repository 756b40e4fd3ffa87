/**
 * An isolate's bounded memory: a map that drops its least recently used entries once their total
 * size passes a budget. The size of an entry is what `sizeOf` says (its bytes for a page, 1 to
 * bound the number of entries). The one entry just kept always stays, however large: a caller
 * that must not keep an oversized value checks before keeping it.
 */
export class BoundedMemory<Value> {
  readonly #entries = new Map<string, Value>();
  readonly #budget: number;
  readonly #sizeOf: (value: Value) => number;
  #size = 0;

  constructor(budget: number, sizeOf: (value: Value) => number = () => 1) {
    this.#budget = budget;
    this.#sizeOf = sizeOf;
  }

  /** The value kept under this key, now the most recently used. */
  get(key: string): Value | undefined {
    if (!this.#entries.has(key)) return undefined;
    const value = this.#entries.get(key) as Value;
    this.keep(key, value);
    return value;
  }

  keep(key: string, value: Value) {
    this.forget(key);
    this.#entries.set(key, value);
    this.#size += this.#sizeOf(value);
    while (this.#size > this.#budget && this.#entries.size > 1) this.forget(this.#entries.keys().next().value!);
  }

  forget(key: string) {
    if (!this.#entries.has(key)) return;
    this.#size -= this.#sizeOf(this.#entries.get(key) as Value);
    this.#entries.delete(key);
  }

  clear() {
    this.#entries.clear();
    this.#size = 0;
  }

  get size(): number {
    return this.#entries.size;
  }
}
