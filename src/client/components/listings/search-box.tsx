import { Search, X } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";

const DEBOUNCE_MS = 350;

/**
 * The text search of a results page, bound to the URL's `q`. Typing updates the URL after a pause;
 * the first update of a typing run pushes a history entry and later ones replace it, so Back returns to
 * the search before the typing rather than stepping through every keystroke. Enter updates at once.
 */
export function SearchBox({
  id,
  label,
  placeholder,
  value,
  onSearch,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onSearch: (q: string, options: { replace: boolean }) => void;
}) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  // What this box last wrote to the URL: when the URL catches up with it, the user may already have typed
  // more, and that text must not be overwritten.
  const [sent, setSent] = useState(value);
  // The URL changed from outside (Back, a "clear filters" link): show what it says.
  if (value !== seen) {
    setSeen(value);
    if (value !== sent && value !== text.trim()) {
      setText(value);
      setSent(value);
    }
  }
  const hasPushed = useRef(false);
  const latest = useRef(onSearch);
  useEffect(() => {
    latest.current = onSearch;
  });

  useEffect(() => {
    const q = text.trim();
    if (q === value) return;
    const timer = window.setTimeout(() => {
      setSent(q);
      latest.current(q, { replace: hasPushed.current });
      hasPushed.current = true;
    }, DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, value]);

  function submit(q: string) {
    setSent(q);
    if (q !== value) latest.current(q, { replace: hasPushed.current });
    hasPushed.current = false;
  }

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    submit(text.trim());
  }

  return (
    <form role="search" onSubmit={onSubmit} className="w-full">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <div className="flex items-center gap-2 rounded-full border border-line bg-white p-1.5 pl-4 shadow-sm focus-within:border-rose/60 focus-within:ring-2 focus-within:ring-rose/15">
        <Search className="size-4 shrink-0 text-muted" aria-hidden />
        <input
          id={id}
          name="q"
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onBlur={() => (hasPushed.current = false)}
          placeholder={placeholder}
          autoComplete="off"
          enterKeyHint="search"
          className="min-w-0 flex-1 bg-transparent py-2 text-body text-ink placeholder:text-muted/70 focus:outline-none [&::-webkit-search-cancel-button]:hidden"
        />
        {text && (
          <button
            type="button"
            onClick={() => {
              setText("");
              submit("");
            }}
            className="grid size-8 shrink-0 place-items-center rounded-full text-muted hover:bg-cream hover:text-ink"
            aria-label="Clear search"
          >
            <X className="size-4" aria-hidden />
          </button>
        )}
        <button
          type="submit"
          className="h-10 shrink-0 rounded-full bg-ink px-5 text-sm font-medium text-ivory transition-colors hover:bg-rose-dark"
        >
          Search
        </button>
      </div>
    </form>
  );
}
