import { Menu, X } from "lucide-react";
import { Modal } from "@client/components/ui/modal";
import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { Link } from "@client/lib/router-link";
import { vendorCategories } from "@shared/catalog";
import { useSession, useSignOutWithToast } from "@client/lib/session";
import { accountTarget } from "./account-nav";
import { CitySwitcher } from "./city-switcher";

const linkClass = "block rounded-xl px-3 py-2.5 text-lead text-ink hover:bg-cream";

/**
 * The mobile menu (and under 1280 px, where the top nav has no room for everything): everything
 * in the top nav plus How to Get Started and About (spec section 2).
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const { user } = useSession();
  const signOut = useSignOutWithToast("You have been signed out");
  const close = () => setOpen(false);
  // Any navigation closes the menu (a link to the page already shown too: it gets a new location key).
  const { key } = useLocation();
  useEffect(() => {
    setOpen(false);
  }, [key]);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-cream xl:hidden"
        aria-label="Open menu"
        aria-expanded={open}
      >
        <Menu className="size-6" aria-hidden />
      </button>
      <Modal
        open={open}
        onClose={close}
        labelledBy="mobile-menu-title"
        className="m-0 ml-auto h-dvh max-h-dvh w-[min(88vw,22rem)] bg-ivory p-0 text-ink shadow-2xl"
      >
        <div className="flex min-h-full flex-col p-5">
          <div className="mb-4 flex items-center justify-between">
            <h2 id="mobile-menu-title" className="text-2xl">
              Menu
            </h2>
            <button
              type="button"
              onClick={close}
              className="inline-flex size-11 items-center justify-center rounded-full hover:bg-cream"
              aria-label="Close menu"
            >
              <X className="size-6" aria-hidden />
            </button>
          </div>
          <div className="mb-4 rounded-2xl bg-white p-3">
            <CitySwitcher id="city-switcher-mobile" />
          </div>
          <nav aria-label="Mobile" className="flex flex-col gap-0.5">
            <Link to="/venues" className={linkClass}>
              Venues
            </Link>
            <Link to="/vendors" className={linkClass}>
              All Vendors
            </Link>
            <details className="group">
              <summary className={`${linkClass} cursor-pointer list-none`}>Vendor categories</summary>
              <div className="ml-3 grid grid-cols-2 gap-0.5 pb-2">
                {vendorCategories.map((c) => (
                  <Link
                    key={c.slug}
                    to={`/vendors/${c.slug}`}
                    className="rounded-lg px-3 py-2 text-body text-muted hover:bg-cream"
                  >
                    {c.name}
                  </Link>
                ))}
              </div>
            </details>
            <Link to="/how-to-get-started" className={linkClass}>
              How to Get Started
            </Link>
            <Link to="/about" className={linkClass}>
              About
            </Link>
            {!user && (
              <>
                <Link to="/ai-planner" className={linkClass}>
                  Meet June
                </Link>
                <Link to="/ai-vendor-tools" className={linkClass}>
                  AI Tools
                </Link>
              </>
            )}
          </nav>
          <div className="mt-auto flex flex-col gap-2 border-t border-line pt-4">
            {user ? (
              <>
                <Link to={accountTarget(user.kind).path} className={linkClass}>
                  {accountTarget(user.kind).label}
                </Link>
                <button
                  type="button"
                  className={`${linkClass} text-left text-rose`}
                  onClick={() => {
                    close();
                    void signOut();
                  }}
                >
                  Sign Out
                </button>
              </>
            ) : (
              <>
                <Link to="/auth" className={linkClass}>
                  Sign In
                </Link>
                <Link
                  to="/how-to-get-started"
                  className="rounded-full bg-rose px-5 py-3 text-center font-medium text-white"
                >
                  Get Started
                </Link>
              </>
            )}
          </div>
        </div>
      </Modal>
    </>
  );
}
