import type { AccessLevel } from "@shared/schemas/collaboration";
import type { SharingChoice } from "../utils/sharing-choice";
import { LevelControl } from "./level-control";

const modes = [
  { value: "none", label: "No access" },
  { value: "whole", label: "Whole budget" },
  { value: "categories", label: "Chosen categories" },
] as const;
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
      <LevelControl
        legend="Budget access"
        options={offered}
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
