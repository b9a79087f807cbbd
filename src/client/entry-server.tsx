import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { VNode } from "preact";
import { renderToStringAsync } from "preact-render-to-string";
import { StrictMode } from "react";
import { StaticRouter } from "react-router";
import type { RenderPageInput } from "@shared/page-render";
import { ErrorBoundary } from "./components/errors/error-boundary";
import { seedPageData } from "./app/page-data";
import { AppRoutes, preloadPage } from "./app/router";
import { CityProvider } from "./lib/city";
import { SessionProvider } from "./lib/session";

/**
 * Server rendering of a page (built by `vite build --ssr`, used by server/plugins/page-render.ts): the
 * same tree as main.tsx with a static router, the embedded answers in a fresh query cache, the session
 * still "loading" (the browser asks for it), and every lazy page awaited. The browser hydrates it.
 *
 * The browser renders with Preact (docs/decisions/052), so the server does too, through the same aliases:
 * the markup and the `useId` values it hydrates are Preact's own. `renderToStringAsync` awaits every lazy
 * page. Error boundaries are not run on the server (Preact's `options.errorBoundaries` stays off): an error
 * anywhere fails the whole render, and the browser renders the page instead (page-render.ts), as it did
 * when React left a part to the client.
 */
export async function renderPage(input: RenderPageInput): Promise<string> {
  // The page's chunk first, as the browser does before it hydrates (main.tsx): the page then renders in
  // tree order instead of resuming after its siblings, so Preact's `useId` counts the same on both sides.
  await preloadPage(new URL(input.url, "http://localhost").pathname);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  seedPageData(queryClient, input.responses);
  const tree = (
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
    </StrictMode>
  );
  try {
    // The JSX is typed as React's; at run time it is Preact's (the build aliases "react" to preact/compat).
    const html = await withAbort(
      Promise.resolve(renderToStringAsync(tree as unknown as VNode)),
      input.signal,
    );
    // Preact 10 does not read the Suspense markers (`<!--$s-->`) when it hydrates; left in, they make it
    // move the nodes between them (the lazy Grace button) instead of adopting them in place.
    return html.replaceAll(SUSPENSE_START, "").replaceAll(SUSPENSE_END, "");
  } finally {
    queryClient.clear();
  }
}

const SUSPENSE_START = "<!--$s-->";
const SUSPENSE_END = "<!--/$s-->";

/** The render, or the signal's reason once it aborts (page-render.ts gives a render a second). */
function withAbort<T>(work: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return work;
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener("abort", onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}
