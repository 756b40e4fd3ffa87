// Screenshots of storefront pages in Debian's Chromium, for looking at what shoppers see:
//   node scripts/screenshot.mjs [--mobile] [--locale=de-DE] URL... (PNGs in test-results/screens)
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";

const args = process.argv.slice(2);
const mobile = args.includes("--mobile");
const locale = args.find((arg) => arg.startsWith("--locale="))?.slice(9) ?? "en-GB";
const urls = args.filter((arg) => !arg.startsWith("--"));
mkdirSync("test-results/screens", { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});
const context = await browser.newContext({
  locale,
  viewport: mobile ? { width: 390, height: 844 } : { width: 1280, height: 800 },
  deviceScaleFactor: 1,
  isMobile: mobile,
});
for (const url of urls) {
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  const response = await page.goto(url, { waitUntil: "networkidle" });
  const file = `test-results/screens/${url.replace(/^https?:\/\/[^/]+\//, "").replace(/[^\w-]+/g, "_") || "root"}${mobile ? "-mobile" : ""}.png`;
  // Off-screen sections use `content-visibility: auto`, and a full-page capture does not count
  // as seeing them: show them as they look once scrolled to.
  await page.addStyleTag({ content: "* { content-visibility: visible !important; }" });
  await page.screenshot({ path: file, fullPage: true });
  console.log(`${response?.status()} ${url} → ${file}${errors.length ? `\n  errors: ${errors.join(" | ")}` : ""}`);
  await page.close();
}
await browser.close();
