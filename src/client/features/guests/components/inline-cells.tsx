import { useEffect, useState, type ReactNode } from "react";
import { cx } from "@client/components/ui/class-names";
import { useCanEditGuests } from "../hooks/guest-access";

const cell =
  "w-full min-w-0 rounded-lg border border-transparent bg-transparent px-2 py-1.5 text-body text-ink hover:border-line focus:border-rose focus:bg-white focus:outline-none focus:ring-2 focus:ring-rose/20";

/**
 * A table cell the couple edits in place, like a spreadsheet: Enter or leaving the cell saves, Escape
 * puts the old value back. The save is optimistic (usePatchGuest): the value shows at once and returns if
 * the server refuses it.
 */
export function TextCell({
  value,
  label,
  onCommit,
  type = "text",
  placeholder,
  className,
}: {
  value: string;
  label: string;
  onCommit: (next: string) => void;
  type?: "text" | "email";
  placeholder?: string;
  className?: string;
}) {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  // View-only (a contributor with "view"): the value reads like text, and nothing is saved.
  const canEdit = useCanEditGuests();
  return (
    <input
      type={type}
      aria-label={label}
      value={draft}
      readOnly={!canEdit}
      placeholder={placeholder}
      className={cx(cell, "truncate", className)}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={() => {
        if (canEdit && draft.trim() !== value.trim()) onCommit(draft.trim());
      }}
      onKeyDown={(e) => {
        if (e.key === "Enter") e.currentTarget.blur();
        if (e.key === "Escape") {
          setDraft(value);
          // Let the blur see the restored value, not the draft.
          const input = e.currentTarget;
          requestAnimationFrame(() => input.blur());
        }
      }}
    />
  );
}

export function SelectCell({
  value,
  label,
  onCommit,
  children,
  className,
}: {
  value: string;
  label: string;
  onCommit: (next: string) => void;
  children: ReactNode;
  className?: string;
}) {
  const canEdit = useCanEditGuests();
  return (
    <select
      aria-label={label}
      value={value}
      disabled={!canEdit}
      className={cx(cell, "cursor-pointer pr-6", className)}
      onChange={(e) => onCommit(e.target.value)}
    >
      {children}
    </select>
  );
}
