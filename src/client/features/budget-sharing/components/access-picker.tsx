import { useId } from "react";
import type { AccessLevel } from "@shared/schemas/collaboration";
import { cx } from "@client/components/ui/class-names";
import type { SharingChoice } from "../utils/sharing-choice";
import { LevelControl } from "./level-control";

const modes = [
  { value: "none", label: "No access", hint: "The budget stays between the two of you." },
  { value: "whole", label: "Whole budget", hint: "Every category, its lines and payments." },
  { value: "categories", label: "Chosen categories", hint: "Only the categories you pick below." },
] as const;
type Mode = SharingChoice["mode"];
const levels = [
  { value: "view", label: "View" },
  { value: "edit", label: "Edit" },
] as const;
const categoryLevels = [
  { value: "none", label: "None" },
  { value: "view", label: "View" },
  { value: "edit", label: "Edit" },
] as const;

/**
 * What one family member may see of the budget: nothing, the whole budget (view or edit), or chosen
 * categories, each none / view / edit. Without categories yet, only the first two are offered.
 */
export function AccessPicker({
  categories,
  value,
  onChange,
  error,
  isDisabled = false,
}: {
  categories: readonly { id: string; name: string }[];
  value: SharingChoice;
  onChange: (next: SharingChoice) => void;
  error?: string | undefined;
  isDisabled?: boolean;
}) {
  const offered = categories.length > 0 ? modes : modes.filter((m) => m.value !== "categories");
  return (
    <div className="flex flex-col gap-2">
      <ModeChoice
        offered={offered}
        value={value.mode}
        isDisabled={isDisabled}
        onChange={(mode) =>
          onChange(
            mode === "none" ? { mode } : mode === "whole" ? { mode, level: "view" } : { mode, levels: {} },
          )
        }
      />
      {value.mode === "whole" && (
        <div className="rounded-2xl bg-ivory px-4 py-2">
          <LevelControl
            legend="Every category"
            options={levels}
            value={value.level}
            isDisabled={isDisabled}
            onChange={(level) => onChange({ mode: "whole", level })}
          />
        </div>
      )}
      {value.mode === "categories" && (
        <div className="flex flex-col divide-y divide-line rounded-2xl bg-ivory px-4 py-1">
          {categories.map((c) => (
            <LevelControl
              key={c.id}
              legend={c.name}
              options={categoryLevels}
              value={value.levels[c.id] ?? "none"}
              isDisabled={isDisabled}
              onChange={(choice) => {
                const next: Record<string, AccessLevel> = { ...value.levels };
                if (choice === "none") delete next[c.id];
                else next[c.id] = choice;
                onChange({ mode: "categories", levels: next });
              }}
            />
          ))}
        </div>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** The three ways to share, as radio cards: stacked on a phone, side by side from `sm`. */
function ModeChoice({
  offered,
  value,
  onChange,
  isDisabled,
}: {
  offered: readonly (typeof modes)[number][];
  value: Mode;
  onChange: (mode: Mode) => void;
  isDisabled: boolean;
}) {
  const name = useId();
  return (
    <fieldset disabled={isDisabled}>
      <legend className="mb-2 text-small font-medium text-ink">Budget access</legend>
      <div className={cx("grid gap-2", offered.length === 3 ? "sm:grid-cols-3" : "sm:grid-cols-2")}>
        {offered.map((m) => (
          <label
            key={m.value}
            className={cx(
              "cursor-pointer rounded-2xl border px-4 py-3 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-rose",
              value === m.value ? "border-rose bg-blush/40" : "border-line bg-white hover:border-rose/40",
            )}
          >
            <input
              type="radio"
              name={name}
              value={m.value}
              checked={value === m.value}
              onChange={() => onChange(m.value)}
              aria-label={m.label}
              aria-describedby={`${name}-${m.value}`}
              className="sr-only"
            />
            <span aria-hidden className="block text-body font-medium text-ink">
              {m.label}
            </span>
            <span id={`${name}-${m.value}`} className="mt-0.5 block text-small text-muted">
              {m.hint}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
