import { EARLY_MESSAGES_REQUEST, PAGE_MESSAGES_ID } from "../lib/page-messages";
import { HYDRATION_MODULES_ID, HYDRATION_STATE } from "./hydration-names";

/**
 * The document's starter, a classic script after React Router's (decision 170, its wait for the
 * first picture removed by decision 197). It runs as the parser reaches it and:
 * - asks for the page's messages file (`page-messages.ts` takes the request);
 * - imports the chunks of the page view the document shows (decision 160);
 * - makes React Router's inert hydration script a module script again, with this script's nonce.
 * It says in `window[HYDRATION_STATE]` that it has started. Written compact by hand: it is in every
 * document. A function, so that the browser's bundle, which never calls it, does not carry it.
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
    `w.${HYDRATION_STATE}="started";`,
    `const t=d.getElementById(${JSON.stringify(PAGE_MESSAGES_ID)}),m=t&&JSON.parse(t.textContent);`,
    `if(m){(w.${EARLY_MESSAGES_REQUEST}=fetch(m.href,{priority:"low"})).catch(()=>{});for(const c of m.modules||[])import(c).catch(()=>{})}`,
    `const i=d.getElementById(${JSON.stringify(HYDRATION_MODULES_ID)});`,
    'if(i){const e=d.createElement("script");e.type="module";e.nonce=n;e.textContent=i.textContent;i.replaceWith(e)}',
    "})()",
  ].join("");
}
