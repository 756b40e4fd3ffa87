import { describe, expect, test } from "vitest";
import { answerShown, type SentChange } from "../../app/agents/webmcp/agent-tools";

const change = (sent: boolean, before: unknown = undefined): SentChange => ({ before, sent, settle: () => {} });

describe("issue 31: an agent's cart change settles on its fetcher's answer", () => {
  test("an answer rendered at once (never seen busy) settles it: new data at rest", () => {
    const before = { ok: true, message: "1" };
    expect(answerShown(change(false, before), { state: "idle", data: { ok: true, message: "2" } })).toBe(true);
  });

  test("the fetcher at rest with the data it had before is not yet the answer, until the router has settled it", () => {
    const before = { ok: true, message: "1" };
    expect(answerShown(change(false, before), { state: "idle", data: before })).toBe(false);
    expect(answerShown(change(true, before), { state: "idle", data: before })).toBe(true);
  });

  test("a busy fetcher is never the answer; a fetcher gone counts once the router has settled it", () => {
    expect(answerShown(change(true), { state: "submitting" })).toBe(false);
    expect(answerShown(change(true), { state: "loading", data: { ok: true } })).toBe(false);
    expect(answerShown(change(false), undefined)).toBe(false);
    expect(answerShown(change(true), undefined)).toBe(true);
  });
});
