/**
 * The A/B testing service (spec 7, R7.43): its script loads at privacy level 2 where the site's
 * flag is on (third-party.server.ts); its API appears some time after. Events wait for it,
 * looking every 500 ms, 10 times at most, then give up silently (no error, no retry later).
 */
export const AB_TESTING_POLL = { intervalMs: 500, tries: 10 } as const;

export interface AbTestingApi {
  send(type: "transaction" | "item", payload: Record<string, unknown>): void;
}

declare global {
  interface Window {
    abtasty?: Partial<AbTestingApi>;
  }
}

function readyApi(): AbTestingApi | undefined {
  const api = typeof window === "undefined" ? undefined : window.abtasty;
  return typeof api?.send === "function" ? (api as AbTestingApi) : undefined;
}

/** The service's API once it is there: checked at once, then every `intervalMs`, `tries` checks in all. */
export function waitForAbTesting(
  find: () => AbTestingApi | undefined = readyApi,
  { intervalMs, tries } = AB_TESTING_POLL,
): Promise<AbTestingApi | null> {
  return new Promise((resolve) => {
    let checks = 0;
    const check = () => {
      checks += 1;
      const api = find();
      if (api) resolve(api);
      else if (checks >= tries) resolve(null);
      else setTimeout(check, intervalMs);
    };
    check();
  });
}
