import { Route, Routes } from "react-router";
import { PageSpinner } from "@client/components/ui/spinner";
import { AdminAuditPage } from "@client/features/admin/components/admin-audit";
import { AdminClaimsPage } from "@client/features/admin/components/admin-claims";
import { AdminFoundingPage } from "@client/features/admin/components/admin-founding";
import { AdminLayout } from "@client/features/admin/components/admin-layout";
import { AdminListingsPage } from "@client/features/admin/components/admin-listings";
import { AdminOverviewPage } from "@client/features/admin/components/admin-overview";
import { AdminReviewsPage } from "@client/features/admin/components/admin-reviews";
import { AdminTicketPage } from "@client/features/admin/components/admin-ticket";
import { AdminTicketsPage } from "@client/features/admin/components/admin-tickets";
import { AdminUsersPage } from "@client/features/admin/components/admin-users";
import { useSession } from "@client/lib/session";
import NotFoundPage from "./not-found";

/**
 * /admin/*: the operator's area. Anyone but an admin sees the app's 404 page, so the area does not reveal
 * itself (the API answers 404 too; it is what enforces this).
 */
export default function AdminRoute() {
  const { status, user } = useSession();
  if (status === "loading") return <PageSpinner />;
  if (!user?.isAdmin) return <NotFoundPage />;
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        <Route index element={<AdminOverviewPage />} />
        <Route path="claims" element={<AdminClaimsPage />} />
        <Route path="listings" element={<AdminListingsPage />} />
        <Route path="founding-50" element={<AdminFoundingPage />} />
        <Route path="reviews" element={<AdminReviewsPage />} />
        <Route path="tickets" element={<AdminTicketsPage />} />
        <Route path="tickets/:id" element={<AdminTicketPage />} />
        <Route path="users" element={<AdminUsersPage />} />
        <Route path="audit" element={<AdminAuditPage />} />
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
