import type { ReactNode } from "react";

/**
 * The one rule for floating widgets (docs/decisions/023-floating-widgets.md): June's button in the
 * bottom-right slot, Grace's in the bottom-left one. A slot floats above the bars fixed to the bottom edge
 * (the phone tab bar, a listing's action bar): each bar carries `data-bottom-bar`, and styles.css turns the
 * bars showing into `--floating-bars`, with no script. The page keeps the dock's height free at its end
 * and as scroll padding (`--floating-reserve`), so any control can be scrolled, or focused, clear of it.
 */
export type FloatingSide = "left" | "right";

export function FloatingSlot({ side, children }: { side: FloatingSide; children: ReactNode }) {
  return (
    <div
      data-floating-slot={side}
      className={`fixed bottom-[calc(var(--floating-bars)+var(--floating-gap))] z-40 ${side === "left" ? "left-4 md:left-6" : "right-4 md:right-6"}`}
    >
      {children}
    </div>
  );
}
