import { userKinds, type UserKind } from "@shared/catalog";
import { api } from "./api";

export type SessionUser = { id: string; email: string; name: string; kind: UserKind; isAdmin: boolean };
export type AuthStatus = "loading" | "signed-in" | "signed-out";
export type SessionSnapshot = { status: AuthStatus; user: SessionUser | null };

type RawSession = {
  user: { id: string; email: string; name: string; kind?: string; isAdmin?: boolean };
} | null;

async function fetchSession(): Promise<SessionUser | null> {
  try {
    const data = await api<RawSession>("GET", "/api/auth/get-session");
    if (!data?.user) return null;
    const { id, email, name, kind, isAdmin } = data.user;
    // An unknown kind is kept out of the type; routing treats it as "no known kind" (spec: go to /).
    const known = (userKinds as readonly string[]).includes(kind ?? "")
      ? (kind as UserKind)
      : ("unknown" as UserKind);
    return { id, email, name, kind: known, isAdmin: isAdmin === true };
  } catch (err) {
    // Spec section 8: a failed session fetch is logged and treated as no session.
    console.warn("session fetch failed", err);
    return null;
  }
}

/** The session is read again when the connection comes back after this long (a stale guess of who is in). */
const STALE_AFTER_MS = 5 * 60_000;
const LOADING: SessionSnapshot = { status: "loading", user: null };

/**
 * Who is signed in, read from the server — a store of its own, not a query, so the first load carries no
 * query library (issue #21, docs/decisions/066-first-load-without-the-query-library.md). The server render
 * never reads it (it stays "loading" there; the browser asks). The latest read wins: a read started before
 * a sign-in cannot overwrite the one started after it.
 */
function createSessionStore() {
  let snapshot = LOADING;
  let readAt = 0;
  let latest = 0;
  let inFlight: Promise<SessionUser | null> | null = null;
  const listeners = new Set<() => void>();
  const signOutHooks = new Set<() => void>();

  function set(user: SessionUser | null) {
    snapshot = { status: user ? "signed-in" : "signed-out", user };
    readAt = Date.now();
    for (const l of listeners) l();
  }

  /** Asks the server now; resolves to the user this read found (or the newer one a later read found). */
  function reread(): Promise<SessionUser | null> {
    const id = ++latest;
    const read = fetchSession().then((user) => {
      if (id === latest) set(user);
      return snapshot.user;
    });
    inFlight = read.finally(() => {
      if (id === latest) inFlight = null;
    });
    return inFlight;
  }

  return {
    getSnapshot: () => snapshot,
    getServerSnapshot: () => LOADING,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** The first read (once per page load), shared by whoever asks while it is on its way. */
    load(): Promise<SessionUser | null> {
      if (inFlight) return inFlight;
      if (snapshot !== LOADING) return Promise.resolve(snapshot.user);
      return reread();
    },
    reread,
    /** Read again if the last read is older than STALE_AFTER_MS (the connection came back, say). */
    rereadIfStale() {
      if (snapshot !== LOADING && Date.now() - readAt > STALE_AFTER_MS) void reread();
    },
    /** Signed out, as the server has confirmed: known to be nobody without asking; private data is dropped. */
    signedOut() {
      latest++;
      set(null);
      for (const hook of signOutHooks) hook();
    },
    /** Runs `hook` on each confirmed sign-out (the query cache drops private answers, query-client.ts). */
    onSignedOut(hook: () => void) {
      signOutHooks.add(hook);
      return () => void signOutHooks.delete(hook);
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
export const sessionStore = createSessionStore();
export { createSessionStore };

if (typeof window !== "undefined") window.addEventListener("online", () => sessionStore.rereadIfStale());
