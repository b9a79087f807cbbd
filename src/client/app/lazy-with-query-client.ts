import type { ComponentType } from "react";

type Module<P> = { default: ComponentType<P> };

/**
 * Loads a component's chunk together with the query library, and renders it inside the query client
 * (with-query-client.tsx). For every lazy part that reads the API: the first load of the landing page,
 * which reads none, carries no query library (issue #21, docs/decisions/066-first-load-without-the-query-library.md).
 */
export function loadWithQueryClient<P extends object>(
  load: () => Promise<Module<P>>,
): () => Promise<Module<P>> {
  return () =>
    Promise.all([load(), import("./with-query-client")]).then(([module, { withQueryClient }]) => ({
      default: withQueryClient(module.default),
    }));
}
