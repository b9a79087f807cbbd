import { Check } from "lucide-react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { WEBSITE_THEME_LABELS, WEBSITE_THEMES, type WebsiteTheme } from "@shared/schemas/wedding-websites";
import { cx } from "@client/components/ui/class-names";

/** Each theme's look in a swatch (the public page's palettes live in src/client/guest/website.css). */
const SWATCHES: Record<WebsiteTheme, { bg: string; ink: string; accent: string; note: string }> = {
  garden: { bg: "#f7f5ef", ink: "#27322a", accent: "#4a6547", note: "Sage and cream, soft and green" },
  classic: { bg: "#fbf8f3", ink: "#2b2520", accent: "#805326", note: "Ivory and bronze, timeless serif" },
  modern: { bg: "#ffffff", ink: "#141414", accent: "#141414", note: "Black and white, clean lines" },
  coastal: { bg: "#f4f8f9", ink: "#17303d", accent: "#1c6580", note: "Sea blue and mist" },
  midnight: { bg: "#101827", ink: "#f3eee4", accent: "#d8b56a", note: "Deep navy and gold" },
};

export function ThemePicker({ selected, field }: { selected: string; field: UseFormRegisterReturn }) {
  return (
    <fieldset>
      <legend className="sr-only">Theme</legend>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {WEBSITE_THEMES.map((theme) => {
          const s = SWATCHES[theme];
          const isOn = selected === theme;
          return (
            <label
              key={theme}
              className={cx(
                "relative flex cursor-pointer flex-col overflow-hidden rounded-xl border-2 transition focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-rose",
                isOn ? "border-rose" : "border-line hover:border-rose/50",
              )}
            >
              <input type="radio" value={theme} className="sr-only" {...field} />
              <span
                aria-hidden
                className="flex h-20 flex-col justify-center px-3"
                style={{ background: s.bg, color: s.ink }}
              >
                <span className="font-serif text-title-sm leading-none">A &amp; N</span>
                <span className="mt-2 block h-1.5 w-10 rounded-full" style={{ background: s.accent }} />
              </span>
              <span className="flex items-start justify-between gap-2 bg-white px-3 py-2">
                <span>
                  <span className="block text-small font-semibold text-ink">
                    {WEBSITE_THEME_LABELS[theme]}
                  </span>
                  <span className="block text-caption text-muted">{s.note}</span>
                </span>
                {isOn ? <Check className="mt-0.5 size-4 shrink-0 text-rose" aria-hidden /> : null}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
