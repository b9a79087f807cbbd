import type { FloatingSide } from "./floating-dock";

/**
 * Where a floating widget's panel opens on wide screens: above its slot (floating-dock.tsx), on the same
 * side. Its own file so the classes travel with the lazy panels, not the first load.
 */
export const floatingPanelClass: Record<FloatingSide, string> = {
  left: "md:left-6 md:bottom-[var(--floating-reserve)]",
  right: "md:right-6 md:bottom-[var(--floating-reserve)]",
};
