import {
  ClipboardCheck,
  Flag,
  LayoutDashboard,
  LifeBuoy,
  List,
  Mail,
  ScrollText,
  Sparkles,
  Users,
} from "lucide-react";
import { Outlet } from "react-router";
import { NavLink } from "@client/lib/router-link";
import { cx } from "@client/components/ui/class-names";
import { useAdminOverview } from "../api/admin-api";

const items = [
  { to: "/admin", label: "Overview", icon: LayoutDashboard, end: true },
  { to: "/admin/claims", label: "Claims", icon: ClipboardCheck, end: false },
  { to: "/admin/listings", label: "Listings", icon: List, end: false },
  { to: "/admin/founding-50", label: "Founding 50", icon: Sparkles, end: false },
  { to: "/admin/reviews", label: "Reviews", icon: Flag, end: false },
  { to: "/admin/tickets", label: "Help tickets", icon: LifeBuoy, end: false },
  { to: "/admin/users", label: "Users", icon: Users, end: false },
  { to: "/admin/audit", label: "Audit log", icon: ScrollText, end: false },
  { to: "/email-test", label: "Email test", icon: Mail, end: false },
] as const;

/** The frame of /admin: a side nav on wide screens, a scrolling tab row on phones. */
export function AdminLayout() {
  const overview = useAdminOverview();
  const pending = {
    "/admin/claims": overview.data?.pendingClaims,
    "/admin/founding-50": overview.data?.pendingFoundingApplications,
    "/admin/reviews": overview.data?.openReviewReports,
  } as Record<string, number | undefined>;
  return (
    <div className="mx-auto max-w-6xl px-5 py-8 sm:px-8 sm:py-12">
      <p className="text-xs font-semibold uppercase tracking-[0.2em] text-sage">Operator</p>
      <div className="mt-4 grid grid-cols-1 gap-8 lg:grid-cols-[13rem_minmax(0,1fr)]">
        <nav
          aria-label="Admin"
          className="-mx-5 overflow-x-auto px-5 lg:sticky lg:top-24 lg:mx-0 lg:self-start lg:overflow-visible lg:px-0"
        >
          <ul className="flex gap-2 lg:flex-col">
            {items.map(({ to, label, icon: Icon, end }) => (
              <li key={to} className="shrink-0">
                <NavLink
                  to={to}
                  end={end}
                  className={({ isActive }) =>
                    cx(
                      "flex items-center gap-2.5 rounded-full px-4 py-2 text-sm font-medium transition lg:rounded-2xl",
                      isActive ? "bg-rose text-white" : "bg-white text-ink hover:bg-cream lg:bg-transparent",
                    )
                  }
                >
                  <Icon className="size-4" aria-hidden />
                  {label}
                  {pending[to] ? (
                    <span className="ml-auto rounded-full bg-gold px-2 text-xs text-white">
                      {pending[to]}
                      <span className="sr-only"> pending</span>
                    </span>
                  ) : null}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0">
          <Outlet />
        </div>
      </div>
    </div>
  );
}
