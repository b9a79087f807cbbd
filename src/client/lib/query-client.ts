import {
  MutationCache,
  onlineManager,
  QueryCache,
  QueryClient,
  type Mutation,
  type Query,
} from "@tanstack/react-query";
import { ApiError, messageOf } from "./api";
import { isOnlineNow } from "./online";
import { sessionStore } from "./session-store";
import { toast } from "./toast";

/** What a mutation may tell the default error toast (typed through TanStack's Register below). */
export type MutationMeta = {
  /** false: this mutation shows its own errors (a form puts them on its inputs). */
  errorToast?: false;
  /** The toast's title, with the error's message under it; without it the message is the title. */
  errorTitle?: string;
};

declare module "@tanstack/react-query" {
  interface Register {
    mutationMeta: MutationMeta;
  }
}

/**
 * The default for a failed mutation (docs/decisions/017-client-errors.md): the API's message in a toast,
 * unless the mutation handles its errors itself (its own `onError`, or `meta.errorToast: false`).
 */
export function toastMutationError(
  error: unknown,
  mutation: Pick<Mutation<unknown, unknown, unknown, unknown>, "options" | "meta">,
): void {
  if (mutation.options.onError || mutation.meta?.errorToast === false) return;
  const title = mutation.meta?.errorTitle;
  if (title) toast.error(title, { description: messageOf(error) });
  else toast.error(messageOf(error));
}

/**
 * A 401 on a request the page made while it thought it was signed in means the session ended elsewhere
 * (signed out in another tab, or an admin disabled the account, issue #17): the session is read again, so
 * the page turns signed out on that very request instead of at the next navigation.
 */
function rereadSessionOn401(error: unknown) {
  if (error instanceof ApiError && error.status === 401) void sessionStore.reread();
}

/**
 * Drops everything the signed-out user had in the cache. Queries the page being left still shows are
 * dropped as that page unmounts: dropping them now would make them refetch without a session (a 401).
 */
export function forgetPrivateData(queryClient: QueryClient) {
  const cache = queryClient.getQueryCache();
  void queryClient.cancelQueries();
  queryClient.removeQueries({ predicate: (q) => q.getObserversCount() === 0 });
  const shown = new Set<Query>(cache.findAll());
  if (shown.size === 0) return;
  const unsubscribe = cache.subscribe((e) => {
    const query = e.query as Query;
    if (e.type !== "observerRemoved" || !shown.has(query) || query.getObserversCount() > 0) return;
    shown.delete(query);
    cache.remove(query);
    if (shown.size === 0) unsubscribe();
  });
}

export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: rereadSessionOn401 }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        rereadSessionOn401(error);
        toastMutationError(error, mutation);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Retrying a 4xx cannot help; network blips get one more try.
        retry: (count, err) =>
          !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 1,
      },
    },
  });
  return client;
}

// The browser's one client, made when the first page that reads the API loads (the landing page does not:
// issue #21, docs/decisions/066-first-load-without-the-query-library.md). It starts from what online.ts has
// heard since the first script (a connection lost while a server-rendered page hydrates counts too,
// docs/decisions/025-offline-and-slow-networks.md), and listens itself from then on.
onlineManager.setOnline(isOnlineNow());
onlineManager.subscribe(() => undefined);

export const queryClient = createQueryClient();
sessionStore.onSignedOut(() => forgetPrivateData(queryClient));
