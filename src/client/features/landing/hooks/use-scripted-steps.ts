import { useEffect, useState } from "react";
import { getNextStep, getStepDelay } from "../utils/demo-timing";
import { usePrefersReducedMotion } from "./use-prefers-reduced-motion";

/**
 * Plays a display-only demo: step 0 … delays.length, one timer at a time, looping after a 3-second hold.
 * It pauses while `isActive` is false (off screen) and, with reduced motion, shows the final step and
 * never starts a timer. The single pending timer is cleared on every change and on unmount.
 */
export function useScriptedSteps(delays: readonly number[], isActive: boolean): number {
  const isReducedMotion = usePrefersReducedMotion();
  const [step, setStep] = useState(0);
  const isRunning = isActive && !isReducedMotion;

  useEffect(() => {
    if (!isRunning) return;
    const timer = window.setTimeout(() => setStep((s) => getNextStep(s, delays)), getStepDelay(step, delays));
    return () => window.clearTimeout(timer);
  }, [step, isRunning, delays]);

  return isReducedMotion ? delays.length : step;
}
