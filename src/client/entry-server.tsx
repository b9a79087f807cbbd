import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { StaticRouter } from "react-router";
import type { RenderPageInput } from "@shared/page-render";
import { ErrorBoundary } from "./components/errors/error-boundary";
import { seedPageData } from "./app/page-data";
import { AppRoutes } from "./app/router";
import { CityProvider } from "./lib/city";
import { SessionProvider } from "./lib/session";

/**
 * Server rendering of a page (built by `vite build --ssr`, used by server/plugins/page-render.ts): the
 * same tree as main.tsx with a static router, the embedded answers in a fresh query cache, the session
 * still "loading" (the browser asks for it), and every lazy page awaited. The browser hydrates it. The
 * query client is given here, above the app, for each request: the pages' own wrapper
 * (app/with-query-client.tsx) then uses it instead of the browser's.
 */
export async function renderPage(input: RenderPageInput): Promise<string> {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  seedPageData(queryClient, input.responses);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <ErrorBoundary isFullPage>
        <QueryClientProvider client={queryClient}>
          <SessionProvider>
            <CityProvider initial={{ id: input.city, isNew: input.isNewVisitor }}>
              <StaticRouter location={input.url}>
                <AppRoutes />
              </StaticRouter>
            </CityProvider>
          </SessionProvider>
        </QueryClientProvider>
      </ErrorBoundary>
    </StrictMode>,
    {
      signal: input.signal,
      // Every finished part inline, in place: no reveal scripts (the CSP allows no inline script).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // A part that fails here is rendered by the browser instead; say what failed.
      onError: (error) => input.onError?.(error),
    },
  );
  let html = "";
  for await (const chunk of prelude) html += String(chunk);
  queryClient.clear();
  return html;
}
