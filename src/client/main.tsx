import "@fontsource-variable/inter";
import "@fontsource/cormorant-garamond/500.css";
import "@fontsource/cormorant-garamond/500-italic.css";
import "./styles.css";
import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { AppRoutes } from "./app/router";
import { CityProvider } from "./lib/city";
import { queryClient } from "./lib/query-client";
import { SessionProvider } from "./lib/session";

createRoot(document.getElementById("root")!).render(
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
);
