import { Heart, Home, MapPin, Store } from "lucide-react";
import type { ReactNode } from "react";
import { NavLink } from "@client/lib/router-link";
import { cx } from "@client/components/ui/class-names";
import { isAppWebview } from "@client/lib/app-webview";
import { useSession } from "@client/lib/session";
import { accountTarget } from "./account-nav";

/**
 * Phone tab bar. Hidden on screens ≥ 768 px (md:hidden) and, per spec, inside a native or installed-app
 * webview — those apps draw their own navigation. `accountBadge` (the unread count) sits on the Account tab
 * for signed-in people.
 */
export function BottomNav({ accountBadge }: { accountBadge?: ReactNode }) {
  const { user } = useSession();
  if (isAppWebview()) return null;
  const account = user ? accountTarget(user.kind) : { path: "/auth", label: "Sign In" };
  const items = [
    { to: "/", label: "Home", Icon: Home },
    { to: "/venues", label: "Venues", Icon: MapPin },
    { to: "/vendors", label: "Vendors", Icon: Store },
    { to: account.path, label: user ? "Account" : account.label, Icon: Heart },
  ];
  return (
    // A bottom bar of the floating rule (styles.css): its height is --floating-tabbar's.
    <nav
      aria-label="Bottom"
      data-testid="bottom-nav"
      data-bottom-bar="tabs"
      className="fixed inset-x-0 bottom-0 z-30 h-[calc(3.75rem+env(safe-area-inset-bottom))] border-t border-line bg-ivory/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <ul className="grid grid-cols-4">
        {items.map(({ to, label, Icon }) => (
          <li key={label} className="relative">
            <NavLink
              to={to}
              end
              className={({ isActive }) =>
                cx(
                  "flex flex-col items-center gap-0.5 py-2.5 text-caption",
                  isActive ? "text-rose" : "text-muted",
                )
              }
            >
              <Icon className="size-5" aria-hidden />
              {label}
            </NavLink>
            {user && label === "Account" && accountBadge}
          </li>
        ))}
      </ul>
    </nav>
  );
}
