import "./styles.css";
import { QueryClientProvider } from "@tanstack/react-query";
import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { ErrorBoundary } from "./components/errors/error-boundary";
import { readPageData, seedPageData } from "./app/page-data";
import { AppRoutes, preloadPage } from "./app/router";
import { CityProvider } from "./lib/city";
import { installAutoFocus } from "./lib/autofocus";
import { loadFontsWhenIdle } from "./lib/load-fonts";
import { queryClient } from "./lib/query-client";
import { SessionProvider } from "./lib/session";

installAutoFocus();

// The API answers the server embedded (listing pages) are in the cache before the first render.
seedPageData(queryClient, readPageData());

const app = (
  <StrictMode>
    <ErrorBoundary isFullPage>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <CityProvider>
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
          </CityProvider>
        </SessionProvider>
      </QueryClientProvider>
    </ErrorBoundary>
  </StrictMode>
);

const container = document.getElementById("root")!;
if (container.firstElementChild) {
  // Server-rendered (listing pages, entry-server.tsx): attach to the HTML already on screen, once the
  // page's chunk is here (preloadPage says why). Preact (decision 052) adopts the server's nodes: text that
  // differs is corrected, attributes only when they next change, so the first render must be the server's
  // (the same tree, the same cookies). `startTransition` is kept from React, whose hydration it time-sliced;
  // compat runs it at once, and Preact's hydration is one short pass (Lighthouse TBT).
  // Hydrate also when the chunk could not load (offline, or a deploy): the page's error boundary then
  // shows the way to recover (decision 025).
  const hydrate = () =>
    startTransition(() => {
      hydrateRoot(container, app, {
        onRecoverableError: (error) => console.warn("hydration: rendered on the client instead", error),
      });
    });
  void preloadPage(window.location.pathname).then(hydrate, hydrate);
} else {
  // Under React a transition render yielded to the browser every few milliseconds; compat renders at once.
  const root = createRoot(container);
  startTransition(() => root.render(app));
}
loadFontsWhenIdle();
