import { describe, expect, test } from "vitest";
import { BoundedMemory } from "../../app/lib/bounded-memory";

describe("issue 30: an isolate's memory stays within its budget, least recently used dropped first", () => {
  test("counted by entries: the entry not read for longest goes first", () => {
    const memory = new BoundedMemory<string>(2);
    memory.keep("a", "first");
    memory.keep("b", "second");
    expect(memory.get("a")).toBe("first");
    memory.keep("c", "third");
    expect([memory.get("a"), memory.get("b"), memory.get("c")]).toEqual(["first", undefined, "third"]);
    expect(memory.size).toBe(2);
  });

  test("counted by bytes: a new entry drops as many old ones as its size needs, and a replaced entry counts once", () => {
    const memory = new BoundedMemory<Uint8Array>(10, (bytes) => bytes.length);
    memory.keep("a", new Uint8Array(4));
    memory.keep("b", new Uint8Array(4));
    memory.keep("b", new Uint8Array(5));
    expect(memory.size).toBe(2);
    memory.keep("c", new Uint8Array(6));
    expect([memory.get("a"), memory.get("b")]).toEqual([undefined, undefined]);
    expect(memory.get("c")?.length).toBe(6);
  });

  test("the entry just kept stays even over the budget; forget and clear free its size", () => {
    const memory = new BoundedMemory<Uint8Array>(4, (bytes) => bytes.length);
    memory.keep("large", new Uint8Array(8));
    expect(memory.get("large")?.length).toBe(8);
    memory.forget("large");
    memory.keep("a", new Uint8Array(2));
    memory.keep("b", new Uint8Array(2));
    expect(memory.size).toBe(2);
    memory.clear();
    memory.keep("c", new Uint8Array(4));
    expect([memory.size, memory.get("c")?.length]).toEqual([1, 4]);
  });
});
