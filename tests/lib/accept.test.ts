import { describe, expect, test } from "vitest";
import { prefersMarkdown } from "../../app/lib/accept";

describe("a page's Markdown twin is for clients that ask for it (issue 31)", () => {
  test("agents naming text/markdown get Markdown, at least as liked as HTML", () => {
    expect(prefersMarkdown("text/markdown")).toBe(true);
    expect(prefersMarkdown("text/markdown, text/html;q=0.9, */*;q=0.1")).toBe(true);
    expect(prefersMarkdown("text/html;q=0.5, text/markdown;q=0.8")).toBe(true);
    expect(prefersMarkdown("TEXT/Markdown; charset=utf-8")).toBe(true);
  });

  test("browsers, wildcards, a tie listed after HTML and a refusal get the page", () => {
    expect(prefersMarkdown(null)).toBe(false);
    expect(prefersMarkdown("")).toBe(false);
    expect(prefersMarkdown("text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8")).toBe(false);
    expect(prefersMarkdown("*/*")).toBe(false);
    expect(prefersMarkdown("text/html, text/markdown")).toBe(false);
    expect(prefersMarkdown("text/markdown;q=0, text/plain")).toBe(false);
    expect(prefersMarkdown("text/markdown;q=abc")).toBe(false);
  });
});
