import { useId } from "react";
import {
  areaChoices,
  coupleAreaLabels,
  type AreaChoice,
  type CoupleArea,
} from "@shared/schemas/collaboration";
import { cx } from "@client/components/ui/class-names";

const choiceLabels: Record<AreaChoice, string> = { none: "None", view: "View", edit: "Edit" };

/**
 * One area's level as a segmented control: native radio buttons in a fieldset (arrow keys move between
 * them, a screen reader hears "Guests, View, 2 of 3"), drawn as one pill with the chosen segment filled.
 */
export function AreaScopeControl({
  area,
  value,
  onChange,
  isDisabled = false,
}: {
  area: CoupleArea;
  value: AreaChoice;
  onChange: (next: AreaChoice) => void;
  isDisabled?: boolean;
}) {
  const name = useId();
  return (
    <fieldset className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1" disabled={isDisabled}>
      <legend className="float-left text-body text-ink">{coupleAreaLabels[area]}</legend>
      <div className="inline-flex rounded-full border border-line bg-white p-0.5">
        {areaChoices.map((choice) => (
          <label
            key={choice}
            className={cx(
              "cursor-pointer rounded-full px-3 py-1 text-small font-medium transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-rose",
              value === choice ? "bg-rose text-white" : "text-muted hover:text-ink",
            )}
          >
            <input
              type="radio"
              name={name}
              value={choice}
              checked={value === choice}
              onChange={() => onChange(choice)}
              className="sr-only"
            />
            {choiceLabels[choice]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
