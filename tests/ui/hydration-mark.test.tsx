import { renderToString } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { HYDRATED_ATTRIBUTE, markHydrated } from "../../app/ui/hydration-mark";

describe("the hydration mark the e2e tests wait for instead of React's private keys", () => {
  test("is not in the server's HTML: an element carries it only once React has committed it in the browser", () => {
    expect(renderToString(<button type="submit" ref={markHydrated} />)).toBe('<button type="submit"></button>');
  });

  test("the ref callback sets it, empty, on the element it is given, and ignores the element's removal", () => {
    const attributes = new Map<string, string>();
    const element = { setAttribute: (name: string, value: string) => attributes.set(name, value) };
    markHydrated(element as unknown as Element);
    markHydrated(null);
    expect(Object.fromEntries(attributes)).toEqual({ [HYDRATED_ATTRIBUTE]: "" });
  });
});
