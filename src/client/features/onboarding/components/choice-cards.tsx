import type { ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";

export type Choice = { value: string; label: ReactNode; note?: ReactNode };

/**
 * A radio group drawn as cards: real radio inputs (arrow keys move, screen readers say "1 of 4"), the
 * legend names the question, an error is announced and tied to every option.
 */
export function ChoiceCards({
  legend,
  choices,
  registration,
  error,
  columns = "sm:grid-cols-2",
  isLegendHidden = false,
}: {
  legend: string;
  choices: readonly Choice[];
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  columns?: string;
  isLegendHidden?: boolean;
}) {
  const errorId = `${registration.name}-error`;
  return (
    <fieldset aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined}>
      <legend className={isLegendHidden ? "sr-only" : "mb-3 text-sm font-medium text-ink"}>{legend}</legend>
      <div className={`grid grid-cols-1 gap-3 ${columns}`}>
        {choices.map((c) => (
          <label
            key={c.value}
            className="flex cursor-pointer items-start gap-3 rounded-2xl border border-line bg-white px-4 py-3.5 transition hover:border-rose/60 has-[input:checked]:border-rose has-[input:checked]:bg-blush/30 has-[input:focus-visible]:ring-2 has-[input:focus-visible]:ring-rose/40"
          >
            <input
              type="radio"
              value={c.value}
              className="mt-1 size-4 shrink-0 accent-rose"
              aria-describedby={error ? errorId : undefined}
              {...registration}
            />
            <span className="min-w-0">
              <span className="block text-body font-medium text-ink">{c.label}</span>
              {c.note && <span className="block text-small text-muted">{c.note}</span>}
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
