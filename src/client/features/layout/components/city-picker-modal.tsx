import { lazy, Suspense, useEffect, useState } from "react";
import { useCity } from "@client/lib/city";

// Most visits are by returning visitors: the picker is its own chunk, out of the first load (issue #18
// made room there for the floating dock).
const CityPickerDialog = lazy(() => import("./city-picker-dialog"));

/** Shown once to a new visitor (no valid `selectedCity` yet). Choosing a city saves it and closes. */
export function CityPickerModal() {
  const { isNewVisitor } = useCity();
  // Opened after the first render: a server-rendered page and its hydration must start out the same.
  const [isShown, setShown] = useState(false);
  useEffect(() => {
    if (isNewVisitor) setShown(true);
  }, [isNewVisitor]);
  return isShown ? (
    <Suspense fallback={null}>
      <CityPickerDialog />
    </Suspense>
  ) : null;
}
