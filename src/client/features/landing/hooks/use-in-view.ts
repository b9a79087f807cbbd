import { useEffect, useRef, useState } from "react";

/**
 * Whether the element is on screen. The demos only tick while visible, so a reader who scrolls to one sees
 * it play, and an off-screen demo costs no timers.
 */
export function useInView<T extends Element>({ rootMargin = "0px", threshold = 0.25 } = {}) {
  const ref = useRef<T>(null);
  const [isInView, setIsInView] = useState(false);
  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    const observer = new IntersectionObserver(([entry]) => setIsInView(entry?.isIntersecting ?? false), {
      rootMargin,
      threshold,
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [rootMargin, threshold]);
  return { ref, isInView };
}
