import { useQuery, useQueryClient, type Query, type QueryClient } from "@tanstack/react-query";
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from "react";
import { userKinds, type UserKind } from "@shared/catalog";
import { useNavigate } from "react-router";
import { api, messageOf } from "./api";
import { toast } from "./toast";

export type SessionUser = { id: string; email: string; name: string; kind: UserKind; isAdmin: boolean };
export type AuthStatus = "loading" | "signed-in" | "signed-out";
export type AuthEvent = "SIGNED_IN" | "SIGNED_OUT" | "PASSWORD_RECOVERY";

type SessionValue = {
  status: AuthStatus;
  user: SessionUser | null;
  /**
   * Tells listeners what happened, with the session re-read from the server — or, after a sign-out the
   * server has confirmed, known to be none without asking.
   */
  emit: (event: AuthEvent) => Promise<void>;
  subscribe: (listener: (event: AuthEvent, user: SessionUser | null) => void) => () => void;
  /**
   * True from the moment a sign-out is asked until it has failed or the session is cleared: queries that
   * poll private data (the navigation's unread count) hold off, since one sent now would reach the server
   * after the session ends and be answered 401.
   */
  leaving: boolean;
  setLeaving: (leaving: boolean) => void;
};

const SessionContext = createContext<SessionValue | null>(null);
export const SESSION_KEY = ["session"] as const;

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

const isPrivate = (q: Query) => q.queryKey[0] !== SESSION_KEY[0];

/**
 * Drops everything the signed-out user had in the cache. Queries the page being left still shows are
 * dropped as that page unmounts: dropping them now would make them refetch without a session (a 401).
 */
function forgetPrivateData(queryClient: QueryClient) {
  const cache = queryClient.getQueryCache();
  void queryClient.cancelQueries({ predicate: isPrivate });
  queryClient.removeQueries({ predicate: (q) => isPrivate(q) && q.getObserversCount() === 0 });
  const shown = new Set<Query>(cache.findAll({ predicate: isPrivate }));
  if (shown.size === 0) return;
  const unsubscribe = cache.subscribe((e) => {
    const query = e.query as Query;
    if (e.type !== "observerRemoved" || !shown.has(query) || query.getObserversCount() > 0) return;
    shown.delete(query);
    cache.remove(query);
    if (shown.size === 0) unsubscribe();
  });
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: SESSION_KEY, queryFn: fetchSession, staleTime: 5 * 60_000 });
  const listeners = useRef(new Set<(event: AuthEvent, user: SessionUser | null) => void>());

  const emit = useCallback(
    async (event: AuthEvent) => {
      // A round trip here would leave the next page rendering as the signed-out user for its duration,
      // and its private queries would go out without a session (a 401 each).
      const user =
        event === "SIGNED_OUT"
          ? (queryClient.setQueryData<SessionUser | null>(SESSION_KEY, null) ?? null)
          : await queryClient.fetchQuery({ queryKey: SESSION_KEY, queryFn: fetchSession, staleTime: 0 });
      if (event === "SIGNED_OUT") forgetPrivateData(queryClient);
      for (const l of listeners.current) l(event, user);
    },
    [queryClient],
  );
  const subscribe = useCallback((listener: (event: AuthEvent, user: SessionUser | null) => void) => {
    listeners.current.add(listener);
    return () => void listeners.current.delete(listener);
  }, []);

  const [leaving, setLeaving] = useState(false);
  const user = query.data ?? null;
  const status: AuthStatus = query.isPending ? "loading" : user ? "signed-in" : "signed-out";
  // Signed out, nothing is left to leave: the next sign-in starts with private queries on.
  const isLeaving = leaving && user !== null;
  const value = useMemo(
    () => ({ status, user, emit, subscribe, leaving: isLeaving, setLeaving }),
    [status, user, emit, subscribe, isLeaving],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** Spec: "Session and account hooks fail if used outside their providers." */
export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error("useSession must be used inside <SessionProvider>");
  return value;
}

export function useAuthEvents(listener: (event: AuthEvent, user: SessionUser | null) => void) {
  const { subscribe } = useSession();
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => subscribe((e, u) => latest.current(e, u)), [subscribe]);
}

/** Sign out, toast `message` (the spec has one for the nav and one for the mobile menu), go home. */
export function useSignOutWithToast(message: string) {
  const { emit, setLeaving } = useSession();
  const navigate = useNavigate();
  return async () => {
    setLeaving(true);
    try {
      await api("POST", "/api/auth/sign-out", {});
      // Leave the (possibly protected) page before the session clears, so no guard redirects to sign-in.
      await navigate("/");
      await emit("SIGNED_OUT");
      toast.success(message);
    } catch (err) {
      // Spec section 8: the backend's message in a toast.
      toast.error(messageOf(err));
    } finally {
      setLeaving(false);
    }
  };
}
