/**
 * Loads a third-party script after the page: async, never parser-blocking, with this document's
 * CSP nonce (read from a script that carries it: browsers hide the attribute, not the property).
 * One element per source, however many times it is asked for.
 */
export function documentNonce(): string {
  const nonced = document.querySelector<HTMLScriptElement>("script[nonce]");
  return nonced?.nonce || "";
}

export function loadScript(src: string, purpose: string): HTMLScriptElement {
  const existing = document.querySelector<HTMLScriptElement>(`script[data-third-party="${purpose}"]`);
  if (existing?.getAttribute("src") === src) return existing;
  const script = document.createElement("script");
  script.async = true;
  script.src = src;
  script.dataset.thirdParty = purpose;
  const nonce = documentNonce();
  if (nonce) script.nonce = nonce;
  document.head.appendChild(script);
  return script;
}
