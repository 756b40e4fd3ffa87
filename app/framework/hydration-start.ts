import { EARLY_MESSAGES_REQUEST, PAGE_MESSAGES_ID } from "../lib/page-messages";
import { HYDRATION_STATE } from "./hydration-names";

/**
 * The document's starter, a classic script after React Router's hydration script (decision 170,
 * its wait for the first picture removed by decision 197). It runs as the parser reaches it,
 * before React Router's module script (which waits for its imports), and:
 * - asks for the page's messages file (`page-messages.ts` takes the request);
 * - imports the chunks of the page view the document shows (decision 160).
 * It says in `window[HYDRATION_STATE]` that it has run. Written compact by hand: it is in every
 * document. A function, so that the browser's bundle, which never calls it, does not carry it.
 */
export function hydrationStarter(): string {
  return [
    "(()=>{",
    "const d=document,w=window;",
    `w.${HYDRATION_STATE}="started";`,
    `const t=d.getElementById(${JSON.stringify(PAGE_MESSAGES_ID)}),m=t&&JSON.parse(t.textContent);`,
    `if(m){(w.${EARLY_MESSAGES_REQUEST}=fetch(m.href,{priority:"low"})).catch(()=>{});for(const c of m.modules||[])import(c).catch(()=>{})}`,
    "})()",
  ].join("");
}
