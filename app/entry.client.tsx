import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { whenIdleOrInteracting } from "./lib/idle";
import { installPageMessages, loadLanguage } from "./lib/page-messages";

// The page's messages first (lib/page-messages.ts), then hydration; the rest of the language
// when the browser has nothing better to do.
// The page hydrates whatever happens to its messages (its HTML already shows every text).
void installPageMessages()
  .catch(() => undefined)
  .then(() =>
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    }),
  );

void whenIdleOrInteracting(1500).then(() => loadLanguage().catch(() => undefined));

// The code of the friendly page a link leads to, on the shopper's intent (decision 160).
void whenIdleOrInteracting(300)
  .then(() => import("./routing/friendly-intent"))
  .then((intent) => intent.preloadFriendlyViewsOnIntent())
  .catch(() => undefined);
