import { Monitor, Smartphone } from "lucide-react";
import { useState } from "react";
import { cx } from "@client/components/ui/class-names";

type Width = "phone" | "desktop";

/**
 * The live preview: the real page at /w/{slug}?preview=1 (the server lets only the owning couple see the
 * draft, and lets only this app frame it), reloaded after each save (`version`), at phone (390 px) or
 * desktop width.
 */
export function WebsitePreview({ path, version }: { path: string; version: number }) {
  const [width, setWidth] = useState<Width>("phone");
  const option = (value: Width, label: string, Icon: typeof Monitor) => (
    <button
      type="button"
      aria-pressed={width === value}
      onClick={() => setWidth(value)}
      className={cx(
        "flex min-h-10 items-center gap-1.5 rounded-full px-4 text-small font-medium transition-colors",
        width === value ? "bg-ink text-white" : "text-ink hover:bg-cream",
      )}
    >
      <Icon className="size-4" aria-hidden />
      {label}
    </button>
  );
  return (
    <section aria-label="Preview" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-serif text-title-sm text-ink">Preview</h2>
        <div
          className="flex gap-1 rounded-full border border-line bg-white p-1"
          role="group"
          aria-label="Preview width"
        >
          {option("phone", "Phone", Smartphone)}
          {option("desktop", "Desktop", Monitor)}
        </div>
      </div>
      <div className="overflow-hidden rounded-2xl border border-line bg-cream/50 p-2">
        <iframe
          key={version}
          title="Preview of your wedding website"
          src={`${path}?preview=1&v=${version}`}
          className={cx(
            "mx-auto block h-[720px] rounded-xl border-0 bg-white",
            width === "phone" ? "w-[390px] max-w-full" : "w-full",
          )}
        />
      </div>
      <p className="text-small text-muted">Shows your last save. Only you can see the preview.</p>
    </section>
  );
}
