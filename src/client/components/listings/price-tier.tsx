import { cx } from "../ui/class-names";
import { priceTierWords } from "./format";

/** "$$" of "$$$$": the filled signs are the tier, the rest faded; screen readers hear the word instead. */
export function PriceTier({ tier, className }: { tier: number; className?: string }) {
  const word = priceTierWords[tier] ?? "";
  return (
    <span className={cx("font-medium tracking-wider", className)} title={word}>
      <span aria-hidden>
        <span className="text-ink">{"$".repeat(tier)}</span>
        <span className="text-muted/30">{"$".repeat(Math.max(0, 4 - tier))}</span>
      </span>
      <span className="sr-only">{`Price: ${word.toLowerCase()}`}</span>
    </span>
  );
}
