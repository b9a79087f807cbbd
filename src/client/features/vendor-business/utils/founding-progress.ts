import type { FoundingStats } from "@shared/schemas/founding";

export type FoundingProgress = {
  /** The big figure: spots left, or every spot while none is taken. */
  figure: number;
  /** The words under the figure. */
  caption: string;
  /** One line for elsewhere (the /pros card). */
  summary: string;
  /** A progress bar only says something once someone has joined. */
  hasBar: boolean;
  taken: number;
};

/**
 * What the Founding 50 page says about its spots, honestly (issue #18): "50 of 50 spots left" over an
 * empty bar read as "nobody joined". Before the first founder the page says applications just opened and
 * shows no bar; after, spots left and the bar; when full, the waiting list.
 */
export function foundingProgress({
  total,
  spotsLeft,
}: Pick<FoundingStats, "total" | "spotsLeft">): FoundingProgress {
  const taken = Math.max(0, total - spotsLeft);
  if (taken === 0)
    return {
      figure: total,
      caption: "founding spots — applications just opened",
      summary: `Applications just opened: all ${total} spots are open`,
      hasBar: false,
      taken,
    };
  if (spotsLeft <= 0)
    return {
      figure: 0,
      caption: `of ${total} spots left — join the waiting list below`,
      summary: `All ${total} spots are taken — join the waiting list`,
      hasBar: true,
      taken,
    };
  return {
    figure: spotsLeft,
    caption: `of ${total} spots left`,
    summary: `${spotsLeft} of ${total} spots left`,
    hasBar: true,
    taken,
  };
}
