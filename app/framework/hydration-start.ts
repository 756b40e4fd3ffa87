import { EARLY_MESSAGES_REQUEST, PAGE_MESSAGES_ID } from "../lib/page-messages";
import { HYDRATION_MODULES_ID, HYDRATION_STATE } from "./hydration-names";

/** How long hydration waits for the first pictures at most (a slow picture never holds the page back longer). */
const LONGEST_WAIT_MS = 2000;

/**
 * The document's starter (decision 170), a classic script after React Router's. The page's
 * scripts are asked for once its first pictures (`fetchpriority="high"`) have loaded and been
 * painted, or after the first paint where it has none: on a slow link the largest paint gets the
 * bandwidth, and no script's download or evaluation comes before it. Then (`go`) it:
 * - asks for the page's messages file (`page-messages.ts` takes the request);
 * - imports the chunks of the page view the document shows (decision 160);
 * - makes React Router's inert hydration script a module script again, with this script's nonce.
 * A hidden tab (no frames) starts at once; in any case it starts after LONGEST_WAIT_MS. It says
 * in `window[HYDRATION_STATE]` whether it is waiting or has started. Written compact by hand: it
 * is in every document, whose budget is 20 KB gzip. A function, so that the browser's bundle,
 * which never calls it, does not carry it.
 *
 * Relies on (react-router, pinned by tests/framework/react-router-contract.test.tsx): React
 * Router's hydration script is one self-contained module script (its route modules' imports,
 * `window.__reactRouterRouteModules`, the manifest, then `import()` of the client entry) that
 * runs the same whenever it starts, after its classic context script; and React hydrates the
 * module script put in its place as the element it rendered (React Router renders it with
 * `suppressHydrationWarning`). The document stream makes it inert only when it recognises it;
 * where it does not, there is no inert script, and this only asks for the messages and chunks.
 */
export function hydrationStarter(): string {
  return [
    "(()=>{",
    "const d=document,w=window,n=d.currentScript.nonce;",
    `let k=0;w.${HYDRATION_STATE}="waiting";`,
    "const go=()=>{",
    `if(w.${HYDRATION_STATE}=="started")return;w.${HYDRATION_STATE}="started";`,
    `const t=d.getElementById(${JSON.stringify(PAGE_MESSAGES_ID)}),m=t&&JSON.parse(t.textContent);`,
    `if(m){(w.${EARLY_MESSAGES_REQUEST}=fetch(m.href,{priority:"low"})).catch(()=>{});for(const c of m.modules||[])import(c).catch(()=>{})}`,
    `const i=d.getElementById(${JSON.stringify(HYDRATION_MODULES_ID)});`,
    'if(i){const e=d.createElement("script");e.type="module";e.nonce=n;e.textContent=i.textContent;i.replaceWith(e)}',
    "},",
    // After a frame that painted what has loaded: the second frame's start follows the first's paint.
    "p=()=>requestAnimationFrame(()=>requestAnimationFrame(()=>setTimeout(go)));",
    `setTimeout(go,${LONGEST_WAIT_MS});`,
    'if(d.visibilityState!="visible")return go();',
    // Each first picture counts down once decoded (ready to paint: `load` can come frames
    // before an SVG's or a large picture's paint) or failed.
    'for(const g of d.querySelectorAll("img[fetchpriority=high]")){k++;const f=()=>--k||p();g.decode().then(f,f)}',
    "k||p()",
    "})()",
  ].join("");
}
