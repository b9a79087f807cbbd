import { MutationCache, onlineManager, QueryClient, type Mutation } from "@tanstack/react-query";
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

export function createQueryClient(): QueryClient {
  return new QueryClient({
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => toastMutationError(error, mutation),
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
}

// Listen for the connection from the first script on, not from when React mounts the client: a
// connection lost while a server-rendered page hydrates counts too (docs/decisions/025-offline-and-slow-networks.md).
onlineManager.subscribe(() => undefined);

export const queryClient = createQueryClient();
