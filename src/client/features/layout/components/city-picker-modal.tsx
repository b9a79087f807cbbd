import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { useCity } from "@client/lib/city";
import { useSession } from "@client/lib/session";

/**
 * Pages a helper arrives on with a purpose of their own (an invitation, the weddings they help with): not
 * the place to ask where *they* are planning a wedding (issue #13).
 */
const HELPER_PAGES = /^\/(join|contributor-|contributor\/|couple\/)/;

/**
 * A run sheet shared by link (`/timeline/shared/{token}`, `/timeline/mobile/{id}/{token}`): opened by a
 * vendor or a helper on the day, who has no wedding of their own to place (issue #15).
 */
const SHARED_RUN_SHEET_PAGES = /^\/timeline\/(shared\/[^/]+|mobile\/[^/]+\/[^/]+)\/?$/;

/** True where the city picker must not open: pages visitors reach for someone else's wedding. */
export function isGuestPage(pathname: string): boolean {
  return HELPER_PAGES.test(pathname) || SHARED_RUN_SHEET_PAGES.test(pathname);
}

// Most visits are by returning visitors: the picker is its own chunk, out of the first load (issue #18
// made room there for the floating dock).
const CityPickerDialog = lazy(() => import("./city-picker-dialog"));

/** Shown once to a new visitor (no valid `selectedCity` yet). Choosing a city saves it and closes. */
export function CityPickerModal() {
  const { isNewVisitor } = useCity();
  const { user } = useSession();
  const { pathname } = useLocation();
  const isHelper = user?.kind === "contributor" || isGuestPage(pathname);
  // Opened after the first render: a server-rendered page and its hydration must start out the same.
  const [isShown, setShown] = useState(false);
  useEffect(() => {
    if (isNewVisitor && !isHelper) setShown(true);
  }, [isNewVisitor, isHelper]);
  return isShown ? (
    <Suspense fallback={null}>
      <CityPickerDialog />
    </Suspense>
  ) : null;
}
