import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { NavLink } from "@client/lib/router-link";
import { OfflineBanner } from "@client/components/layout/offline-banner";
import { cx } from "@client/components/ui/class-names";
import { AccountNav } from "./account-nav";
import { CitySwitcher } from "./city-switcher";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { VendorsMenu } from "./vendors-menu";

/** `accountExtra`: what the layout adds beside the account button for signed-in people (unread badge). */
export function TopNav({ accountExtra }: { accountExtra?: ReactNode }) {
  const { pathname } = useLocation();
  const isHome = pathname === "/" || pathname === "/index";
  return (
    <header className="sticky top-0 z-40 border-b border-line/70 bg-ivory/90 backdrop-blur">
      <div
        className={cx(
          "mx-auto flex max-w-7xl items-center justify-between gap-4 px-5 sm:px-8",
          isHome ? "h-20" : "h-16",
        )}
      >
        <div className="shrink-0">
          <Logo size={isHome ? "home" : "default"} />
        </div>
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          <NavLink to="/venues" className="rounded-full px-3 py-2 text-body text-ink hover:bg-cream">
            Venues
          </NavLink>
          <VendorsMenu />
        </nav>
        <div className="hidden items-center gap-4 lg:flex">
          <CitySwitcher isCompact />
        </div>
        <div className="hidden whitespace-nowrap md:block">
          <AccountNav extra={accountExtra} />
        </div>
        <MobileMenu />
      </div>
      <OfflineBanner />
    </header>
  );
}
