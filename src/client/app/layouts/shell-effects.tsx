import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { cityOfPath } from "@shared/rules/city-path";
import { POST_SIGN_IN_DELAY_MS, postSignInTarget } from "@shared/rules/post-sign-in";
import { useCity } from "@client/lib/city";
import { useAuthEvents } from "@client/lib/session";
import type * as RouteTableModule from "@shared/route-meta";

/** A page's chunk may still be loading when a link to one of its sections (/#budget) lands: look a while. */
const SECTION_WAIT_FRAMES = 120;

// The route table (titles) is its own chunk, fetched as the shell mounts: the server has already put the
// first page's title in the HTML, so only later navigations need it (issue #18 made room in the first load).
type RouteTable = typeof RouteTableModule;
let routeTable: RouteTable | undefined;
const loadRouteTable = () =>
  import("@shared/route-meta").then(
    (m) => (routeTable = m),
    () => undefined,
  );

/**
 * Scrolls to the top on every route change, or to the section a link names (/#budget), and keeps the
 * tab title in step with the route table.
 */
export function RouteChangeEffects() {
  const { pathname, hash } = useLocation();
  const isFirstPage = useRef(true);
  useEffect(() => {
    void loadRouteTable();
    // The page has hydrated: its buttons work from here (browser tests wait for this before acting).
    document.documentElement.dataset.hydrated = "true";
  }, []);
  useEffect(() => {
    const isFirst = isFirstPage.current;
    isFirstPage.current = false;
    // Synchronous once loaded, so a page that names itself afterwards (a listing's title) has the last word.
    // A navigation before the table has arrived names the page when it lands, unless the page has named
    // itself by then (the first page has the server's title).
    const nameThePage = () => {
      if (routeTable) document.title = routeTable.documentTitle(routeTable.findRouteMeta(pathname));
    };
    let isCurrent = true;
    if (routeTable) nameThePage();
    else if (!isFirst) {
      const titleBefore = document.title;
      void loadRouteTable().then(() => isCurrent && document.title === titleBefore && nameThePage());
    }
    if (!hash) {
      // The first page stays where the browser has it: a server-rendered page hydrates after its first
      // paint, and a reader may have scrolled by then (docs/decisions/067).
      // No `return window.scrollTo(…)`: Chromium's scroll methods now return a promise, which React would
      // take for the effect's clean-up function.
      if (!isFirst) window.scrollTo(0, 0);
      return () => void (isCurrent = false);
    }
    let frame = 0;
    let frames = 0;
    const seek = () => {
      const section = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (section) section.scrollIntoView();
      else if (frames++ < SECTION_WAIT_FRAMES) frame = requestAnimationFrame(seek);
    };
    seek();
    return () => {
      isCurrent = false;
      cancelAnimationFrame(frame);
    };
  }, [pathname, hash]);
  return null;
}

/**
 * A city page (/venues/nashville, /nashville/vendors) makes its city the visitor's city, so the header's
 * "Currently Viewing" says what the page shows (issue #18). The first page of a visit starts with it
 * (lib/city.tsx, plugins/spa.ts); this follows links to another city's page.
 */
export function PathCityEffect() {
  const { pathname } = useLocation();
  const { city, setCity } = useCity();
  const pathCity = cityOfPath(pathname);
  useEffect(() => {
    if (pathCity && pathCity !== city.id) setCity(pathCity);
    // Only a change of page: choosing another city in the header moves to that city's page instead.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathCity]);
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
