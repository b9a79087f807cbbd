import type { ReactNode } from "react";
import { cx } from "@client/components/ui/class-names";
import { formatUsd } from "./format";

/**
 * Phones and tablets (under 1024 px, where the page's card with every action sits under the gallery, and
 * June's floating button used to cover its buttons): a listing's "from" price and its main action in a bar
 * fixed above the tab bar (at the bottom edge from 768 px, where there is no tab bar), so the action is one
 * tap away however far the visitor reads. It is a bottom bar of the floating rule (decision 023,
 * styles.css): it stands on the tab bar (`--floating-tabbar`, 0 where there is none: from 768 px, inside
 * an app webview), its height is `--floating-actionbar`, and June's button rises above it rather than
 * sharing its row, so the action has the bar's whole width.
 */
export function ListingActionBar({
  priceFrom,
  label,
  children,
}: {
  priceFrom: number;
  /** Names the bar for screen readers, e.g. "Book a tour of Lakeview Glasshouse". */
  label: string;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      data-testid="listing-action-bar"
      data-bottom-bar="action"
      className={cx(
        "fixed inset-x-0 bottom-(--floating-tabbar) z-30 flex h-18 items-center gap-4 border-t border-line bg-ivory/95 px-5 shadow-[0_-10px_30px_-20px_rgba(74,44,52,0.35)] backdrop-blur md:justify-between md:px-8 lg:hidden",
        // One line for the action, however narrow the phone: the label matters more than side padding.
        "[&_:is(a,button)]:px-4 [&_:is(a,button)]:whitespace-nowrap",
        // No bar while the action renders nothing (the session is loading; not a couple's to take).
        "[&:not(:has(a,button))]:hidden",
      )}
    >
      <p className="shrink-0 leading-tight">
        <span className="block text-xs text-muted">From</span>
        <span className="font-serif text-xl text-ink md:text-2xl">{formatUsd(priceFrom)}</span>
      </p>
      <div className="min-w-0 flex-1 md:w-72 md:flex-none">{children}</div>
    </div>
  );
}
