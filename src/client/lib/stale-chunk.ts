/**
 * A page's chunk that vanished after a deploy (docs/decisions/017-client-errors.md): the browser still runs
 * the old entry, which asks for old hashed files the server no longer has. Reloading fetches the new
 * entry; doing it once per path keeps a chunk that is really broken from reloading forever.
 */

// Browsers give a failed dynamic import no code, only these messages (Chromium, Firefox, Safari; Vite's
// preload helper for a page's CSS), and bundlers name theirs ChunkLoadError.
const staleChunkMessages = [
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /unable to preload css/i,
];

export function isStaleChunkError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === "ChunkLoadError") return true;
  return staleChunkMessages.some((pattern) => pattern.test(error.message));
}

type ReloadStore = Pick<Storage, "getItem" | "setItem" | "removeItem">;

const keyOf = (path: string) => `stale-chunk-reload:${path}`;

function sessionStore(): ReloadStore | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null; // storage blocked by the browser's settings
  }
}

/**
 * Whether the page at `path` may reload to recover from a stale chunk; records the reload when it may.
 * Once per path until that path has loaded (`forgetChunkReload`); never without a place to record it,
 * since an unrecorded reload could repeat forever.
 */
export function claimChunkReload(path: string, store: ReloadStore | null = sessionStore()): boolean {
  if (!store) return false;
  try {
    if (store.getItem(keyOf(path)) !== null) return false;
    store.setItem(keyOf(path), String(Date.now()));
    return true;
  } catch {
    return false;
  }
}

/** The page at `path` has loaded: a later deploy may reload it once again. */
export function forgetChunkReload(path: string, store: ReloadStore | null = sessionStore()): void {
  try {
    store?.removeItem(keyOf(path));
  } catch {
    // nothing recorded can be forgotten
  }
}
