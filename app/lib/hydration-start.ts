import { EARLY_MESSAGES_REQUEST, PAGE_MESSAGES_ID } from "./page-messages";

/** The id of React Router's hydration script once the document stream has made it inert. */
export const HYDRATION_MODULES_ID = "hydration-modules";

/** Where the starter says whether it is waiting or has started (read by the e2e tests). */
export const HYDRATION_STATE = "__hydrationStarter";

/** How long hydration waits for the first pictures at most (a slow picture never holds the page back longer). */
const LONGEST_WAIT_MS = 2000;

/**
 * The document's starter (decision 170), a classic script after React Router's. The page's
 * scripts are asked for once its first pictures (`fetchpriority="high"`) have loaded and been
 * painted, or after the first paint where it has none: on a slow link the largest paint gets the
 * bandwidth, and no script's download or evaluation comes before it. It then:
 * - asks for the page's messages file (`page-messages.ts` takes the request);
 * - imports the chunks of the page view the document shows (decision 160);
 * - makes React Router's inert hydration script a module script again, with this script's nonce.
 * A hidden tab (no frames) starts at once; in any case it starts after LONGEST_WAIT_MS.
 */
export const HYDRATION_STARTER = `(() => {
  const nonce = document.currentScript.nonce;
  let started = false;
  window.${HYDRATION_STATE} = "waiting";
  const start = () => {
    if (started) return;
    started = true;
    window.${HYDRATION_STATE} = "started";
    const note = document.getElementById(${JSON.stringify(PAGE_MESSAGES_ID)});
    const messages = note && JSON.parse(note.textContent);
    if (messages) {
      (window.${EARLY_MESSAGES_REQUEST} = fetch(messages.href, { priority: "low" })).catch(() => {});
      for (const chunk of messages.modules || []) import(chunk).catch(() => {});
    }
    const inert = document.getElementById(${JSON.stringify(HYDRATION_MODULES_ID)});
    if (inert) {
      const script = document.createElement("script");
      script.type = "module";
      script.nonce = nonce;
      script.textContent = inert.textContent;
      inert.replaceWith(script);
    }
  };
  const afterPaint = () => requestAnimationFrame(() => setTimeout(start));
  setTimeout(start, ${LONGEST_WAIT_MS});
  if (document.visibilityState !== "visible") return start();
  const pictures = [...document.querySelectorAll("img[fetchpriority=high]")].filter((picture) => !picture.complete);
  let waiting = pictures.length;
  if (!waiting) return afterPaint();
  const loaded = () => {
    waiting -= 1;
    if (!waiting) afterPaint();
  };
  for (const picture of pictures) {
    picture.addEventListener("load", loaded, { once: true });
    picture.addEventListener("error", loaded, { once: true });
  }
})()`;
