import { useId } from "react";
import { cx } from "@client/components/ui/class-names";

/**
 * A level as a segmented control of native radios in a fieldset (arrow keys move, a screen reader hears
 * "Catering, View, 2 of 3"), drawn as one pill with the chosen segment filled.
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
    <fieldset
      className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-1"
      disabled={isDisabled}
    >
      <legend className="float-left min-w-0 break-words text-body text-ink">{legend}</legend>
      <div className="inline-flex rounded-full border border-line bg-white p-0.5">
        {options.map((o) => (
          <label
            key={o.value}
            className={cx(
              "cursor-pointer rounded-full px-3 py-1 text-small font-medium transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-rose",
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
