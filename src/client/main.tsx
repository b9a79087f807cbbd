import "./styles.css";
import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { ErrorBoundary } from "./components/errors/error-boundary";
import { AppRoutes, preloadPage } from "./app/router";
import { CityProvider } from "./lib/city";
import { loadFontsWhenIdle } from "./lib/load-fonts";
import { SessionProvider } from "./lib/session";

const app = (
  <StrictMode>
    <ErrorBoundary isFullPage>
      {/* No query client here: each lazy part that reads the API brings it (app/with-query-client.tsx). */}
      <SessionProvider>
        <CityProvider>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </CityProvider>
      </SessionProvider>
    </ErrorBoundary>
  </StrictMode>
);

const container = document.getElementById("root")!;
if (container.firstElementChild) {
  // Server-rendered (listing pages, entry-server.tsx): attach to the HTML already on screen, once the
  // page's chunk is here (preloadPage says why). Where the browser's state differs (say, a city chosen in
  // another tab), React renders that part afresh. Inside a transition, hydration is time-sliced like the
  // client render below: the page, already painted, stays responsive while React attaches to it
  // (Lighthouse TBT).
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
  // A transition render yields to the browser every few milliseconds instead of blocking it until the
  // whole first page is built: on a slow phone the page stays responsive while it boots (Lighthouse TBT).
  const root = createRoot(container);
  startTransition(() => root.render(app));
}
loadFontsWhenIdle();
