import { useId, useState, type KeyboardEvent } from "react";
import { cn } from "./cn";

export type ComboboxOption = { value: string; label: string };

/** The options whose label contains every word typed, in any order, ignoring case and accents. */
export function filterOptions<T extends ComboboxOption>(options: readonly T[], query: string): T[] {
  const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
  const words = fold(query).split(/\s+/).filter(Boolean);
  return options.filter((option) => words.every((word) => fold(option.label).includes(word)));
}

/**
 * A text input that filters a list (WAI-ARIA combobox pattern; Radix has none): typing filters, ↓/↑ move
 * through the matches, Enter picks, Escape closes. Focus stays in the input; the highlighted option is
 * announced through aria-activedescendant.
 */
export function Combobox({
  label,
  options,
  value,
  onChange,
  placeholder,
  emptyText = "No matches",
  className,
}: {
  label: string;
  options: readonly ComboboxOption[];
  value: string | null;
  onChange: (value: string) => void;
  placeholder?: string;
  emptyText?: string;
  className?: string;
}) {
  const id = useId();
  const selected = options.find((option) => option.value === value);
  const [query, setQuery] = useState(selected?.label ?? "");
  const [isOpen, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const matches = filterOptions(options, query === selected?.label ? "" : query);
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;

  function pick(option: ComboboxOption) {
    onChange(option.value);
    setQuery(option.label);
    setOpen(false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp": {
        event.preventDefault();
        if (!isOpen) {
          setOpen(true);
          setActive(0);
          return;
        }
        const step = event.key === "ArrowDown" ? 1 : -1;
        setActive((i) => (matches.length === 0 ? 0 : (i + step + matches.length) % matches.length));
        return;
      }
      case "Enter": {
        const option = matches[active];
        if (!isOpen || !option) return;
        event.preventDefault();
        pick(option);
        return;
      }
      case "Escape":
        if (isOpen) {
          event.preventDefault();
          setOpen(false);
        }
        return;
    }
  }

  return (
    <div className={cn("relative flex flex-col gap-1.5", className)}>
      <label htmlFor={`${id}-input`} className="text-sm font-medium text-ink">
        {label}
      </label>
      <input
        id={`${id}-input`}
        role="combobox"
        aria-expanded={isOpen}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={isOpen && matches[active] ? optionId(active) : undefined}
        autoComplete="off"
        value={query}
        placeholder={placeholder}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        className="h-11 rounded-xl border border-line bg-white px-4 text-ink placeholder:text-muted"
      />
      {isOpen && (
        <ul
          id={listId}
          role="listbox"
          aria-label={label}
          className="absolute top-full z-50 mt-1.5 max-h-72 w-full overflow-y-auto rounded-2xl border border-line bg-white p-1.5 text-sm text-ink shadow-lg"
        >
          {matches.length === 0 && <li className="px-3 py-2 text-muted">{emptyText}</li>}
          {matches.map((option, index) => (
            <li
              key={option.value}
              id={optionId(index)}
              role="option"
              aria-selected={option.value === value}
              // mousedown, not click: the input's blur would close the list before the click lands.
              onMouseDown={(event) => {
                event.preventDefault();
                pick(option);
              }}
              onMouseEnter={() => setActive(index)}
              className={cn(
                "cursor-pointer rounded-xl px-3 py-2",
                index === active && "bg-blush/60",
                option.value === value && "font-medium text-rose",
              )}
            >
              {option.label}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
