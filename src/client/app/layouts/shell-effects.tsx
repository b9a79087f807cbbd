import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { documentTitle, findRouteMeta } from "@shared/route-meta";
import { POST_SIGN_IN_DELAY_MS, postSignInTarget } from "@shared/rules/post-sign-in";
import { useAuthEvents } from "@client/lib/session";

/** Scrolls to the top on every route change and keeps the tab title in step with the route table. */
export function RouteChangeEffects() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
    document.title = documentTitle(findRouteMeta(pathname));
  }, [pathname]);
  return null;
}

/** After a sign-in event, about 100 ms later, go to the account page of the user's kind. */
export function PostSignInRedirect() {
  const navigate = useNavigate();
  useAuthEvents((event, user) => {
    if (event !== "SIGNED_IN" || !user) return;
    setTimeout(() => {
      const target = postSignInTarget({
        kind: user.kind,
        isAdmin: user.isAdmin,
        pathname: window.location.pathname,
        next: new URLSearchParams(window.location.search).get("next"),
      });
      if (target) void navigate(target);
    }, POST_SIGN_IN_DELAY_MS);
  });
  return null;
}
