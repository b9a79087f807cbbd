import "./styles.css";
import { QueryClientProvider } from "@tanstack/react-query";
import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { AppRoutes } from "./app/router";
import { CityProvider } from "./lib/city";
import { loadFontsWhenIdle } from "./lib/load-fonts";
import { queryClient } from "./lib/query-client";
import { SessionProvider } from "./lib/session";

const root = createRoot(document.getElementById("root")!);
// A transition render yields to the browser every few milliseconds instead of blocking it until the whole
// first page is built: on a slow phone the page stays responsive while it boots (Lighthouse TBT).
startTransition(() =>
  root.render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <CityProvider>
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
          </CityProvider>
        </SessionProvider>
      </QueryClientProvider>
    </StrictMode>,
  ),
);
loadFontsWhenIdle();
