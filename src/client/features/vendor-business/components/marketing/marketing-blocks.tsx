import { useSession } from "@client/lib/session";

/** Where "get started" leads: a signed-in vendor goes to their dashboard, everyone else signs up. */
export function useVendorStart(): { to: string; label: string } {
  const { user } = useSession();
  return user?.kind === "vendor"
    ? { to: "/vendor-dashboard", label: "Go to your dashboard" }
    : { to: "/signup/vendor", label: "Create your free listing" };
}
