import { describe, expect, test, vi } from "vitest";
import { receiveRum } from "../../workers/rum";

const ENDPOINT = "http://localhost:8787/rum";
const report = {
  pageType: "product",
  locale: "fr-fr",
  metrics: [{ name: "LCP", value: 812.4, rating: "good", id: "v5-1", navigationType: "navigate" }],
};
const post = (
  body: BodyInit,
  headers: Record<string, string> = { Origin: "http://localhost:8787", "Content-Type": "application/json" },
) => receiveRum(new Request(ENDPOINT, { method: "POST", body, headers }));

describe("the real-user metrics endpoint", () => {
  test("a same-origin report is logged as one line with its page type and locale", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
    const response = await post(JSON.stringify(report));
    expect(response.status).toBe(204);
    expect(JSON.parse(log.mock.calls[0]![0] as string)).toMatchObject({
      message: "web-vitals",
      pageType: "product",
      locale: "fr-fr",
      metrics: [{ name: "LCP", value: 812.4 }],
    });
    log.mockRestore();
  });

  test("bad input gets a 4xx, never a 500: junk, wrong shapes, huge bodies, GET (other sites: the edge's guard)", async () => {
    expect((await post("{not json", { Origin: "http://localhost:8787" })).status).toBe(400);
    expect((await post(JSON.stringify({ ...report, locale: "xx" }))).status).toBe(400);
    expect((await post(JSON.stringify({ ...report, metrics: [{ ...report.metrics[0], value: -1 }] }))).status).toBe(
      400,
    );
    expect((await post("x".repeat(5000))).status).toBe(413);
    expect((await receiveRum(new Request(ENDPOINT))).status).toBe(405);
  });
});
