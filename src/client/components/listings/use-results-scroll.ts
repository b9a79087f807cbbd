import { useEffect, useRef } from "react";

/**
 * After a pagination click, bring the top of the results into view and move focus to the results heading
 * (a screen reader then hears the new count, and Tab continues from the first card).
 */
export function useResultsScroll(page: number) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const isPending = useRef(false);
  useEffect(() => {
    if (!isPending.current) return;
    isPending.current = false;
    const heading = headingRef.current;
    if (!heading) return;
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    heading.scrollIntoView({ block: "start", behavior: reduce ? "auto" : "smooth" });
    heading.focus({ preventScroll: true });
  }, [page]);
  return { headingRef, onPageNavigate: () => void (isPending.current = true) };
}
