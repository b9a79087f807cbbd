import { lazy, useEffect, type ComponentType } from "react";
import { matchRoutes, Route, Routes, type RouteObject } from "react-router";
import { loadWithQueryClient } from "./lazy-with-query-client";
import { preloadRouteDeps } from "@client/lib/route-deps";
import { forgetChunkReload } from "@client/lib/stale-chunk";
import { RootLayout } from "./layouts/root-layout";

type PageModule = { default: ComponentType };

/**
 * Every page is its own chunk, loaded on demand; the layout's Suspense shows "Loading..." meanwhile.
 * `preload` fetches the chunk ahead of the first render: once it has arrived the page renders without
 * suspending, which a server-rendered page needs (see `preloadPage`). A page comes with the query
 * library and renders inside its client, unless it is declared with `lazyPageWithoutApi` (issue #21).
 */
function lazyPage(importPage: () => Promise<PageModule>, name?: string) {
  return pageLoader(loadWithQueryClient(importPage), name);
}

/** A page that reads no API (the landing page): its first load carries no query library (issue #21). */
function lazyPageWithoutApi(importPage: () => Promise<PageModule>, name?: string) {
  return pageLoader(importPage, name);
}

function pageLoader(importPage: () => Promise<PageModule>, name?: string) {
  let Loaded: ComponentType | undefined;
  const remember = (module: PageModule) => {
    Loaded = module.default;
    return module;
  };
  // `name` is added by the build (scripts/vite-route-deps.ts): the page's chunks are hinted as it loads.
  const load = () => {
    if (name) preloadRouteDeps(name);
    return importPage();
  };
  const Lazy = lazy(() => load().then(remember));
  function Page() {
    // Runs once the page has rendered, so its chunk has arrived: a later stale chunk may reload once again.
    useEffect(() => forgetChunkReload(window.location.pathname), []);
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return { Page, preload: () => load().then(remember) };
}

type PageRoute = ({ index: true; path?: undefined } | { index?: undefined; path: string }) &
  ReturnType<typeof pageLoader>;

const pageRoutes: PageRoute[] = [
  { index: true, ...lazyPageWithoutApi(() => import("./routes/home")) },
  { path: "index", ...lazyPageWithoutApi(() => import("./routes/home")) },
  { path: "how-to-get-started", ...lazyPage(() => import("./routes/how-to-get-started")) },
  { path: "about", ...lazyPage(() => import("./routes/about")) },
  { path: "company", ...lazyPage(() => import("./routes/company")) },
  { path: "contact", ...lazyPage(() => import("./routes/contact")) },
  { path: "faq", ...lazyPage(() => import("./routes/faq")) },
  { path: "privacy", ...lazyPage(() => import("./routes/privacy")) },
  { path: "terms", ...lazyPage(() => import("./routes/terms")) },
  { path: "help", ...lazyPage(() => import("./routes/help")) },
  { path: "coming-soon", ...lazyPage(() => import("./routes/coming-soon")) },
  { path: "login", ...lazyPage(() => import("./routes/sign-in")) },
  { path: "auth", ...lazyPage(() => import("./routes/auth")) },
  { path: "signup/couple", ...lazyPage(() => import("./routes/signup-couple")) },
  { path: "signup/venue", ...lazyPage(() => import("./routes/signup-venue")) },
  { path: "signup/vendor", ...lazyPage(() => import("./routes/signup-vendor")) },
  { path: "vendor-signup", ...lazyPage(() => import("./routes/signup-vendor")) },
  { path: "password-reset", ...lazyPage(() => import("./routes/password-reset")) },
  { path: "reset-password", ...lazyPage(() => import("./routes/reset-password")) },
  { path: "couple-welcome", ...lazyPage(() => import("./routes/couple-welcome")) },
  { path: "couple-account", ...lazyPage(() => import("./routes/couple-account")) },
  { path: "venue-owner-account", ...lazyPage(() => import("./routes/venue-owner-account")) },
  { path: "vendor-account", ...lazyPage(() => import("./routes/vendor-account")) },
  { path: "account/security", ...lazyPage(() => import("./routes/account-security")) },
  { path: "dev/mailbox", ...lazyPage(() => import("./routes/dev-mailbox")) },
  { path: "venues/:param?", ...lazyPage(() => import("./routes/venues")) },
  { path: ":city?/vendors/:category?", ...lazyPage(() => import("./routes/vendors")) },
  { path: "vendor/:slug", ...lazyPage(() => import("./routes/vendor-detail")) },
  { path: "compare-venues", ...lazyPage(() => import("./routes/compare-venues")) },
  { path: "venue-owner-dashboard", ...lazyPage(() => import("./routes/venue-owner-dashboard")) },
  { path: "list-your-venue", ...lazyPage(() => import("./routes/list-your-venue")) },
  { path: "add-venue", ...lazyPage(() => import("./routes/add-venue")) },
  { path: "venue-profile/:id", ...lazyPage(() => import("./routes/venue-profile")) },
  { path: "vendor-dashboard", ...lazyPage(() => import("./routes/vendor-dashboard")) },
  { path: "vendor-benefits", ...lazyPage(() => import("./routes/vendor-benefits")) },
  { path: "vendor-pricing", ...lazyPage(() => import("./routes/vendor-pricing")) },
  { path: "pros", ...lazyPage(() => import("./routes/pros")) },
  { path: "friendors", ...lazyPage(() => import("./routes/friendors")) },
  { path: "founding-50", ...lazyPage(() => import("./routes/founding-50")) },
  { path: "venue/claim", ...lazyPage(() => import("./routes/venue-claim")) },
  { path: "vendor/claim", ...lazyPage(() => import("./routes/vendor-claim")) },
  { path: "request-venue-tour", ...lazyPage(() => import("./routes/request-venue-tour")) },
  { path: "book-tour", ...lazyPage(() => import("./routes/book-tour")) },
  { path: "schedule-tour", ...lazyPage(() => import("./routes/schedule-tour")) },
  { path: "tour-success", ...lazyPage(() => import("./routes/tour-success")) },
  { path: "admin/*", ...lazyPage(() => import("./routes/admin")) },
  { path: "email-test", ...lazyPage(() => import("./routes/email-test")) },
  { path: "ai-planner", ...lazyPage(() => import("./routes/ai-planner")) },
  { path: "ai", ...lazyPage(() => import("./routes/ai")) },
  { path: "ai-vendor-tools", ...lazyPage(() => import("./routes/ai-vendor-tools")) },
  { path: "june-for-planners", ...lazyPage(() => import("./routes/june-for-planners")) },
  { path: "june-voice-intake", ...lazyPage(() => import("./routes/june-voice-intake")) },
  { path: "intake-scheduling", ...lazyPage(() => import("./routes/intake-scheduling")) },
  { path: "planning/guest-list-manager", ...lazyPage(() => import("./routes/guest-list-manager")) },
  // Budget (issue #14).
  { path: "planning/budget-tracker", ...lazyPage(() => import("./routes/budget-tracker")) },
  // Tasks and polls (issue #15).
  { path: "planning/tasks-polls", ...lazyPage(() => import("./routes/tasks-polls")) },
  // The master timeline (issue #15).
  { path: "planning/master-timeline", ...lazyPage(() => import("./routes/master-timeline")) },
  { path: "planning/csv-format-guide", ...lazyPage(() => import("./routes/csv-format-guide")) },
  { path: "planning/wedding-websites", ...lazyPage(() => import("./routes/wedding-websites")) },
  { path: "wedding-websites-guide", ...lazyPage(() => import("./routes/wedding-websites-guide")) },
  { path: "join", ...lazyPage(() => import("./routes/join")) },
  { path: "contributors-guide", ...lazyPage(() => import("./routes/contributors-guide")) },
  { path: "contributor-dashboard", ...lazyPage(() => import("./routes/contributor-dashboard")) },
  { path: "couple/:id", ...lazyPage(() => import("./routes/couple-page")) },
  // Collaboration (issue #13): the couple's group chat with its contributors.
  { path: "contributor/:coupleId/chat", ...lazyPage(() => import("./routes/contributor-chat")) },
  // Contributors (issue #13).
  { path: "contributor-access", ...lazyPage(() => import("./routes/contributor-access")) },
  { path: "budget-permissions", ...lazyPage(() => import("./routes/budget-permissions")) },
  // The day-of run sheet (issue #15): the couple's editor, the worksheet and the shared views.
  { path: "timeline/mobile/:timelineId", ...lazyPage(() => import("./routes/run-sheet")) },
  { path: "timeline/mobile/:timelineId/:token", ...lazyPage(() => import("./routes/run-sheet")) },
  { path: "timeline/worksheet/:id", ...lazyPage(() => import("./routes/run-sheet-worksheet")) },
  { path: "timeline/shared/:token", ...lazyPage(() => import("./routes/run-sheet-shared")) },
  { path: "join/:token", ...lazyPage(() => import("./routes/join-invitation")) },
  { path: "contributor-signup/:token", ...lazyPage(() => import("./routes/contributor-signup")) },
  // The couple's home, first-run flow and budgeting guide (issue #14).
  { path: "couple-dashboard", ...lazyPage(() => import("./routes/couple-dashboard")) },
  { path: "onboarding", ...lazyPage(() => import("./routes/onboarding")) },
  { path: "planning/budgeting-basics", ...lazyPage(() => import("./routes/budgeting-basics")) },
  // Smart questions and the venue questionnaire (issue #15).
  { path: "planning/smart-questions", ...lazyPage(() => import("./routes/smart-questions")) },
  { path: "venue-questionnaire", ...lazyPage(() => import("./routes/venue-questionnaire")) },
  { path: "venue-questionnaire/:id", ...lazyPage(() => import("./routes/venue-questionnaire-detail")) },
  // Guides and the style quiz (issue #15).
  { path: "planning/getting-started", ...lazyPage(() => import("./routes/getting-started")) },
  { path: "planning/guides", ...lazyPage(() => import("./routes/planning-guides")) },
  { path: "planning/templates", ...lazyPage(() => import("./routes/planning-templates")) },
  { path: "planning-quiz", ...lazyPage(() => import("./routes/planning-quiz")) },
  { path: "*", ...lazyPage(() => import("./routes/not-found")) },
];

/**
 * Declarative routes (docs/decisions/002-declarative-router.md): TanStack Query owns server state, so the
 * data router's loaders are not used, and its weight would break the landing page's JS budget.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        {pageRoutes.map(({ index, path, Page }) =>
          index ? (
            <Route key="" index element={<Page />} />
          ) : (
            <Route key={path} path={path} element={<Page />} />
          ),
        )}
      </Route>
    </Routes>
  );
}

/** The route-table paths of the pages (the catch-all 404 page aside); its test compares them with route-meta. */
export const pagePaths: string[] = pageRoutes.flatMap((r) =>
  r.index ? ["/"] : r.path === "*" ? [] : [`/${r.path}`],
);

/** Whether `pathname` renders a page of the table rather than the 404 page. */
export function rendersPage(pathname: string): boolean {
  const table: RouteObject[] = [{ children: pageRoutes }];
  const match = matchRoutes(table, pathname)?.at(-1)?.route;
  return match !== undefined && match.path !== "*";
}

/**
 * Loads the chunk of the page at `pathname`. The browser calls it before hydrating a server-rendered
 * page: were the chunk still on its way, hydration would wait on it, and any update meanwhile (the
 * session arriving, say) would make React replace the server's HTML with the "Loading..." fallback.
 */
export async function preloadPage(pathname: string): Promise<void> {
  const table: RouteObject[] = [{ children: pageRoutes }];
  const matches = matchRoutes(table, pathname) ?? [];
  const pages = pageRoutes.filter((page) => matches.some(({ route }) => route === page));
  await Promise.all(pages.map((page) => page.preload()));
}
