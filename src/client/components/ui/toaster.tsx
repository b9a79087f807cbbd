import { useEffect, useState } from "react";
import { dismissToast, subscribeToasts, type Toast } from "@client/lib/toast";
import { cx } from "./class-names";

const tone: Record<Toast["kind"], string> = {
  success: "border-sage/40 bg-white",
  error: "border-red-300 bg-red-50",
  info: "border-line bg-white",
};
const dot: Record<Toast["kind"], string> = { success: "bg-sage", error: "bg-red-600", info: "bg-rose" };

/** Renders the toast store; errors are announced assertively, the rest politely. */
export function Toaster() {
  const [items, setItems] = useState<Toast[]>([]);
  useEffect(() => subscribeToasts(setItems), []);
  return (
    <div className="pointer-events-none fixed inset-x-0 top-3 z-[60] flex flex-col items-center gap-2 px-3">
      {items.map((t) => (
        <div
          key={t.id}
          role={t.kind === "error" ? "alert" : "status"}
          data-testid="toast"
          className={cx(
            "pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-2xl border px-4 py-3 shadow-lg",
            tone[t.kind],
          )}
        >
          <span className={cx("mt-1.5 size-2 shrink-0 rounded-full", dot[t.kind])} aria-hidden />
          <div className="flex-1">
            <p className="text-body font-medium text-ink">{t.title}</p>
            {t.description && <p className="mt-0.5 text-sm text-muted">{t.description}</p>}
          </div>
          <button
            type="button"
            onClick={() => dismissToast(t.id)}
            className="-mr-1 rounded-full px-2 text-lg leading-none text-muted hover:text-ink"
            aria-label="Dismiss"
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
