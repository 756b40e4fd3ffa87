import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { installPageMessages, loadLanguage } from "./lib/page-messages";

// The page's messages first (lib/page-messages.ts), then hydration; the rest of the language
// when the browser has nothing better to do.
installPageMessages();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});

const idle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 1500));
idle(() => void loadLanguage().catch(() => undefined));
