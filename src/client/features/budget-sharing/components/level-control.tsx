import { useId } from "react";
import { cx } from "@client/components/ui/class-names";

/**
 * A level as a segmented control of native radios in a fieldset (arrow keys move, a screen reader hears
 * "Catering, View, 2 of 3"), drawn as one pill with the chosen segment filled. The name sits beside the
 * pill and wraps within its own column, so the pill never drops below it on a phone.
 */
export function LevelControl<T extends string>({
  legend,
  options,
  value,
  onChange,
  isDisabled = false,
}: {
  legend: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (next: T) => void;
  isDisabled?: boolean;
}) {
  const name = useId();
  return (
    <fieldset className="flex items-center justify-between gap-3 py-1" disabled={isDisabled}>
      <legend className="sr-only">{legend}</legend>
      <span aria-hidden className="min-w-0 flex-1 break-words text-body text-ink">
        {legend}
      </span>
      <div className="inline-flex shrink-0 rounded-full border border-line bg-white p-0.5">
        {options.map((o) => (
          <label
            key={o.value}
            className={cx(
              "cursor-pointer whitespace-nowrap rounded-full px-2.5 py-1 text-small font-medium transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-rose sm:px-3",
              value === o.value ? "bg-rose text-white" : "text-muted hover:text-ink",
            )}
          >
            <input
              type="radio"
              name={name}
              value={o.value}
              checked={value === o.value}
              onChange={() => onChange(o.value)}
              className="sr-only"
            />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
