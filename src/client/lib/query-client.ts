import { MutationCache, onlineManager, QueryCache, QueryClient, type Mutation } from "@tanstack/react-query";
import { ApiError, messageOf } from "./api";
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
 * the page turns signed out on that very request instead of at the next navigation. The key is
 * session.tsx's SESSION_KEY (not imported: session.tsx builds on this file's neighbours).
 */
function rereadSessionOn401(client: QueryClient, error: unknown) {
  if (error instanceof ApiError && error.status === 401)
    void client.invalidateQueries({ queryKey: ["session"], exact: true });
}

export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error) => rereadSessionOn401(client, error) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        rereadSessionOn401(client, error);
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

// Listen for the connection from the first script on, not from when React mounts the client: a
// connection lost while a server-rendered page hydrates counts too (docs/decisions/025-offline-and-slow-networks.md).
onlineManager.subscribe(() => undefined);

export const queryClient = createQueryClient();
