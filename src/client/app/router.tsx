import { lazy, type ComponentType } from "react";
import { Route, Routes } from "react-router";
import { RootLayout } from "./layouts/root-layout";

/** Every page is its own chunk, loaded on demand; the layout's Suspense shows "Loading..." meanwhile. */
function page(load: () => Promise<{ default: ComponentType }>) {
  const Page = lazy(load);
  return <Page />;
}

/**
 * Declarative routes (docs/decisions/002-declarative-router.md): TanStack Query owns server state, so the
 * data router's loaders are not used, and its weight would break the landing page's JS budget.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={page(() => import("./routes/home"))} />
        <Route path="index" element={page(() => import("./routes/home"))} />
        <Route path="how-to-get-started" element={page(() => import("./routes/how-to-get-started"))} />
        <Route path="about" element={page(() => import("./routes/about"))} />
        <Route path="company" element={page(() => import("./routes/company"))} />
        <Route path="contact" element={page(() => import("./routes/contact"))} />
        <Route path="faq" element={page(() => import("./routes/faq"))} />
        <Route path="privacy" element={page(() => import("./routes/privacy"))} />
        <Route path="terms" element={page(() => import("./routes/terms"))} />
        <Route path="help" element={page(() => import("./routes/help"))} />
        <Route path="coming-soon" element={page(() => import("./routes/coming-soon"))} />
        <Route path="login" element={page(() => import("./routes/sign-in"))} />
        <Route path="auth" element={page(() => import("./routes/auth"))} />
        <Route path="signup/couple" element={page(() => import("./routes/signup-couple"))} />
        <Route path="signup/venue" element={page(() => import("./routes/signup-venue"))} />
        <Route path="signup/vendor" element={page(() => import("./routes/signup-vendor"))} />
        <Route path="vendor-signup" element={page(() => import("./routes/signup-vendor"))} />
        <Route path="password-reset" element={page(() => import("./routes/password-reset"))} />
        <Route path="reset-password" element={page(() => import("./routes/reset-password"))} />
        <Route path="couple-welcome" element={page(() => import("./routes/couple-welcome"))} />
        <Route path="couple-account" element={page(() => import("./routes/couple-account"))} />
        <Route path="venue-owner-account" element={page(() => import("./routes/venue-owner-account"))} />
        <Route path="vendor-account" element={page(() => import("./routes/vendor-account"))} />
        <Route path="dev/mailbox" element={page(() => import("./routes/dev-mailbox"))} />
        <Route path="venues/:param?" element={page(() => import("./routes/venues"))} />
        <Route path=":city?/vendors/:category?" element={page(() => import("./routes/vendors"))} />
        <Route path="vendor/:slug" element={page(() => import("./routes/vendor-detail"))} />
        <Route path="compare-venues" element={page(() => import("./routes/compare-venues"))} />
        <Route path="venue-owner-dashboard" element={page(() => import("./routes/venue-owner-dashboard"))} />
        <Route path="list-your-venue" element={page(() => import("./routes/list-your-venue"))} />
        <Route path="add-venue" element={page(() => import("./routes/add-venue"))} />
        <Route path="venue-profile/:id" element={page(() => import("./routes/venue-profile"))} />
        <Route path="vendor-dashboard" element={page(() => import("./routes/vendor-dashboard"))} />
        <Route path="vendor-benefits" element={page(() => import("./routes/vendor-benefits"))} />
        <Route path="vendor-pricing" element={page(() => import("./routes/vendor-pricing"))} />
        <Route path="pros" element={page(() => import("./routes/pros"))} />
        <Route path="friendors" element={page(() => import("./routes/friendors"))} />
        <Route path="founding-50" element={page(() => import("./routes/founding-50"))} />
        <Route path="venue/claim" element={page(() => import("./routes/venue-claim"))} />
        <Route path="vendor/claim" element={page(() => import("./routes/vendor-claim"))} />
        <Route path="request-venue-tour" element={page(() => import("./routes/request-venue-tour"))} />
        <Route path="book-tour" element={page(() => import("./routes/book-tour"))} />
        <Route path="schedule-tour" element={page(() => import("./routes/schedule-tour"))} />
        <Route path="tour-success" element={page(() => import("./routes/tour-success"))} />
        <Route path="admin/*" element={page(() => import("./routes/admin"))} />
        <Route path="ai-planner" element={page(() => import("./routes/ai-planner"))} />
        <Route path="ai" element={page(() => import("./routes/ai"))} />
        <Route path="june-for-planners" element={page(() => import("./routes/june-for-planners"))} />
        <Route path="june-voice-intake" element={page(() => import("./routes/june-voice-intake"))} />
        <Route path="intake-scheduling" element={page(() => import("./routes/intake-scheduling"))} />
        <Route path="*" element={page(() => import("./routes/not-found"))} />
      </Route>
    </Routes>
  );
}
