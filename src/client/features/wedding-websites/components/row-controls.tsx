import { ArrowDown, ArrowUp, Trash2 } from "lucide-react";
import type { ButtonHTMLAttributes } from "react";
import { cx } from "@client/components/ui/class-names";

function IconButton({
  tone,
  className,
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { tone?: "danger" }) {
  return (
    <button
      type="button"
      className={cx(
        "grid size-9 place-items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose disabled:cursor-not-allowed disabled:opacity-35",
        tone === "danger" ? "text-red-700 hover:bg-red-50" : "text-ink hover:bg-cream",
        className,
      )}
      {...rest}
    />
  );
}

/** Move up, move down and remove for one row of a list (hotels, registry links, FAQ, photos). */
export function RowControls({
  label,
  index,
  count,
  onMove,
  onRemove,
}: {
  label: string;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}) {
  return (
    <div className="flex items-center gap-1">
      <IconButton
        aria-label={`Move ${label} up`}
        disabled={index === 0}
        onClick={() => onMove(index, index - 1)}
      >
        <ArrowUp className="size-4" aria-hidden />
      </IconButton>
      <IconButton
        aria-label={`Move ${label} down`}
        disabled={index === count - 1}
        onClick={() => onMove(index, index + 1)}
      >
        <ArrowDown className="size-4" aria-hidden />
      </IconButton>
      <IconButton aria-label={`Remove ${label}`} tone="danger" onClick={() => onRemove(index)}>
        <Trash2 className="size-4" aria-hidden />
      </IconButton>
    </div>
  );
}
