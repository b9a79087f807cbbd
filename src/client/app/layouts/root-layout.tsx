import { lazy, Suspense, useSyncExternalStore, type ComponentType } from "react";
import { Outlet, useLocation } from "react-router";
import { ErrorBoundary } from "@client/components/errors/error-boundary";
import { PageSpinner } from "@client/components/ui/spinner";
import { Toaster } from "@client/components/ui/toaster";
import { BottomNav } from "@client/features/layout/components/bottom-nav";
import { CityPickerModal } from "@client/features/layout/components/city-picker-modal";
import { Footer } from "@client/features/layout/components/footer";
import { TopNav } from "@client/features/layout/components/top-nav";
import { JuneLauncher } from "@client/features/june/components/june-launcher";
import { NavUnreadBadge } from "./nav-unread-badge";
import { PathCityEffect, PostSignInRedirect, RouteChangeEffects } from "./shell-effects";

// Grace's help button is its own small chunk, fetched as the shell mounts: the landing page's first
// load stays as it was (issue #17), and the button's fixed position means no layout shift when it lands.
// It is left out of the server's HTML: there it was a button that did nothing until its chunk had arrived
// and hydrated it, and a tap before that was lost. If its chunk cannot load (offline soon after the page,
// or a deploy), the button is left out rather than the page failing: the help it offers needs the
// connection anyway, and the next page load brings it back.
const GraceLauncher = lazy<ComponentType>(() =>
  import("@client/features/grace/components/grace-launcher").catch(() => ({ default: () => null })),
);

const subscribeNever = () => () => {};

/** Grace's button, from the render after hydration on: only this re-renders then, not the layout. */
function GraceLauncherOnceHydrated() {
  const isClient = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  return isClient ? (
    <Suspense fallback={null}>
      <GraceLauncher />
    </Suspense>
  ) : null;
}

export function RootLayout() {
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-full focus:bg-white focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
      <TopNav accountExtra={<NavUnreadBadge variant="bar" />} />
      {/* At least a screen tall: the footer starts below the fold, so pages filling in never shift it (CLS). */}
      <main id="main" className="min-h-dvh flex-1">
        {/* The page boundary: navigation and footer stay usable when a page fails; leaving the page recovers. */}
        <ErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <Footer />
      <BottomNav accountBadge={<NavUnreadBadge variant="tab" />} />
      <JuneLauncher />
      <GraceLauncherOnceHydrated />
      <CityPickerModal />
      <Toaster />
      <RouteChangeEffects />
      <PathCityEffect />
      <PostSignInRedirect />
    </div>
  );
}
