/**
 * The wait before a failed job's next attempt: exponential (base · 2^(attempt-1), capped) with "equal
 * jitter" — half the step fixed, half random — so a burst of jobs that failed together (SMTP down) does
 * not retry in lockstep, yet every retry still waits at least half its step.
 */
export function retryDelayMs(
  attempt: number,
  opts: { baseMs: number; capMs: number },
  random: () => number = Math.random,
): number {
  const step = Math.min(opts.capMs, opts.baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(step / 2 + random() * (step / 2));
}
