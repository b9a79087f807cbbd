import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  startTransition,
  type ReactNode,
} from "react";
import { useNavigate } from "react-router";
import { api, messageOf } from "./api";
import { sessionStore, type AuthStatus, type SessionUser } from "./session-store";
import { toast } from "./toast";

export type { AuthStatus, SessionUser };
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

export function SessionProvider({ children }: { children: ReactNode }) {
  const [{ status, user }, setSnapshot] = useState(sessionStore.getServerSnapshot);
  // Asked once the app has mounted, as the query it replaces was: a session arriving while the first,
  // time-sliced render is under way would make React start that render over, running the providers'
  // initial state (the city picker's "new visitor") a second time.
  useEffect(() => {
    const show = () => {
      const next = sessionStore.getSnapshot();
      setSnapshot((shown) => (shown.status === next.status && shown.user === next.user ? shown : next));
    };
    // The first answer is rendered as a transition: it may arrive while React is still hydrating a
    // server-rendered page, and an urgent update there would make React finish hydrating at once, in one
    // long task (Lighthouse's total blocking time, docs/decisions/067). Later changes (a sign-in, a
    // sign-out) are rendered at once, in the same batch as the navigation that follows them.
    let waitingForFirst = sessionStore.getSnapshot().status === "loading";
    const unsubscribe = sessionStore.subscribe(() => {
      if (!waitingForFirst) return show();
      waitingForFirst = false;
      startTransition(show);
    });
    show();
    void sessionStore.load();
    return unsubscribe;
  }, []);
  const listeners = useRef(new Set<(event: AuthEvent, user: SessionUser | null) => void>());

  const emit = useCallback(async (event: AuthEvent) => {
    // A round trip here would leave the next page rendering as the signed-out user for its duration,
    // and its private queries would go out without a session (a 401 each).
    let next: SessionUser | null = null;
    if (event === "SIGNED_OUT") sessionStore.signedOut();
    else next = await sessionStore.reread();
    for (const l of listeners.current) l(event, next);
  }, []);
  const subscribe = useCallback((listener: (event: AuthEvent, user: SessionUser | null) => void) => {
    listeners.current.add(listener);
    return () => void listeners.current.delete(listener);
  }, []);

  const [leaving, setLeaving] = useState(false);
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
