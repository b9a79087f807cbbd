import { QueryClientContext, QueryClientProvider } from "@tanstack/react-query";
import { useContext, type ComponentType } from "react";
import { readPageData, seedPageData } from "./page-data";
import { queryClient } from "@client/lib/query-client";

// The API answers the server embedded (listing pages) are in the cache before the page's first render:
// this module loads with the page's chunk, before hydration (router.tsx `preloadPage`).
if (typeof document !== "undefined") seedPageData(queryClient, readPageData());

const wrapped = new WeakMap<ComponentType<never>, ComponentType<never>>();

/**
 * `Component` inside the browser's query client — unless a client is already above it: the server
 * render's own, per request (entry-server.tsx), or an outer page's. Loaded with each chunk that reads the
 * API (lazy-with-query-client.ts), so the landing page's first load carries no query library (issue #21).
 */
export function withQueryClient<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  const known = wrapped.get(Component as ComponentType<never>);
  if (known) return known as ComponentType<P>;
  function WithQueryClient(props: P) {
    const above = useContext(QueryClientContext);
    const inner = <Component {...props} />;
    return above ? inner : <QueryClientProvider client={queryClient}>{inner}</QueryClientProvider>;
  }
  wrapped.set(Component as ComponentType<never>, WithQueryClient as ComponentType<never>);
  return WithQueryClient;
}
