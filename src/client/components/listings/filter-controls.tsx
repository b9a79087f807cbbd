import { ChevronDown } from "lucide-react";
import { useId, type ReactNode } from "react";
import { cx } from "../ui/class-names";

export type Choice = { value: string; label: string };

/** A group of filters in the panel: a small heading and its controls. */
export function FilterGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="border-b border-line pb-5 last:border-b-0 last:pb-0">
      <legend className="mb-3 text-xs font-semibold uppercase tracking-[0.16em] text-sage">{title}</legend>
      {children}
    </fieldset>
  );
}

/**
 * One choice of several as pills — native radios underneath, so arrow keys, labels and form semantics
 * come from the browser. The empty value is the "any" option.
 */
export function ChoicePills({
  name,
  value,
  choices,
  onChange,
}: {
  name: string;
  value: string;
  choices: Choice[];
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-wrap gap-2">
      {choices.map((c) => (
        <label key={c.value} className="relative cursor-pointer">
          <input
            type="radio"
            name={`${name}-${id}`}
            value={c.value}
            checked={value === c.value}
            onChange={() => onChange(c.value)}
            className="peer sr-only"
          />
          <span className="block rounded-full border border-line bg-white px-3.5 py-1.5 text-sm text-ink transition-colors peer-checked:border-ink peer-checked:bg-ink peer-checked:text-ivory peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-rose hover:border-rose/60">
            {c.label}
          </span>
        </label>
      ))}
    </div>
  );
}

const select =
  "w-full appearance-none rounded-xl border border-line bg-white py-2.5 pl-3.5 pr-9 text-body text-ink focus:border-rose focus:outline-none focus:ring-2 focus:ring-rose/20";

/** A labelled native select for a filter or the sort order. */
export function FilterSelect({
  label,
  value,
  choices,
  onChange,
  className,
  isInline,
}: {
  label: string;
  value: string;
  choices: Choice[];
  onChange: (value: string) => void;
  className?: string;
  /** Label beside the select (the sort control) instead of above it. */
  isInline?: boolean;
}) {
  const id = useId();
  return (
    <div className={cx("flex gap-1.5", isInline ? "items-center gap-2.5" : "flex-col", className)}>
      <label
        htmlFor={id}
        className={cx("text-sm font-medium", isInline ? "shrink-0 text-muted max-sm:sr-only" : "text-ink")}
      >
        {label}
      </label>
      <div className="relative">
        <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className={select}>
          {choices.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
        <ChevronDown
          className="pointer-events-none absolute right-3 top-1/2 size-4 -translate-y-1/2 text-muted"
          aria-hidden
        />
      </div>
    </div>
  );
}

/** Number options for a select, with "any" first; a value typed into the URL by hand still shows. */
export function numberChoices(
  options: number[],
  current: number | undefined,
  label: (n: number) => string,
  anyLabel: string,
): Choice[] {
  const values =
    current === undefined || options.includes(current)
      ? options
      : [...options, current].sort((a, b) => a - b);
  return [{ value: "", label: anyLabel }, ...values.map((n) => ({ value: String(n), label: label(n) }))];
}
