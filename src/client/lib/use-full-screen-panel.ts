import { useEffect, useState } from "react";

/** Under 768 px the assistants' panels (June, Grace) fill the screen and are modal (spec section 2). */
export const FULL_SCREEN_PANEL_QUERY = "(max-width: 767px)";

/** Whether the chat panels are full screen now, following the window as it resizes. */
export function useFullScreenPanel(): boolean {
  const [full, setFull] = useState(() => window.matchMedia(FULL_SCREEN_PANEL_QUERY).matches);
  useEffect(() => {
    const mq = window.matchMedia(FULL_SCREEN_PANEL_QUERY);
    const onChange = () => setFull(mq.matches);
    mq.addEventListener("change", onChange);
    return () => mq.removeEventListener("change", onChange);
  }, []);
  return full;
}
