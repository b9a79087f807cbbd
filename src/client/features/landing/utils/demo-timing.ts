/** Demo timing from the spec (section 9): typing delays 800 to 2000 ms; demos restart after 3 seconds. */
export const TYPING_DELAY_MIN_MS = 800;
export const TYPING_DELAY_MAX_MS = 2000;
export const DEMO_RESTART_MS = 3000;

/**
 * How long to wait at `step` before moving on. `delays[i]` is the pause before step i + 1; once the last
 * step is shown the demo holds it for DEMO_RESTART_MS, then starts over.
 */
export function getStepDelay(step: number, delays: readonly number[]): number {
  return delays[step] ?? DEMO_RESTART_MS;
}

/** The step after `step`; the one after the final step (index `delays.length`) is 0, which loops the demo. */
export function getNextStep(step: number, delays: readonly number[]): number {
  return step < delays.length ? step + 1 : 0;
}
