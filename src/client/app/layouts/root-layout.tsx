import { Suspense } from "react";
import { Outlet } from "react-router";
import { PageSpinner } from "@client/components/ui/spinner";
import { Toaster } from "@client/components/ui/toaster";
import { BottomNav } from "@client/features/layout/components/bottom-nav";
import { CityPickerModal } from "@client/features/layout/components/city-picker-modal";
import { Footer } from "@client/features/layout/components/footer";
import { TopNav } from "@client/features/layout/components/top-nav";
import { PostSignInRedirect, RouteChangeEffects } from "./shell-effects";

export function RootLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-full focus:bg-white focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
      <TopNav />
      <main id="main" className="flex-1">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <BottomNav />
      <CityPickerModal />
      <Toaster />
      <RouteChangeEffects />
      <PostSignInRedirect />
    </div>
  );
}
