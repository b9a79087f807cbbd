/**
 * The one typo distance (optimal string alignment: a missing, extra, wrong or swapped-neighbour letter
 * each count one edit; plain Levenshtein would count "lakeveiw" → "lakeview" as two). Search's typo
 * correction, June's intake answers and both guest name matchers use it. `max` stops early: past it the
 * answer is `max + 1`, whatever the true distance.
 */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const cols = b.length + 1;
  // Three rows are enough: the one before last (for swaps), the last and the current.
  let before = new Array<number>(cols).fill(0);
  let last = Array.from({ length: cols }, (_, j) => j);
  let current = new Array<number>(cols).fill(0);
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let best = i;
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(last[j]! + 1, current[j - 1]! + 1, last[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, before[j - 2]! + 1);
      current[j] = d;
      if (d < best) best = d;
    }
    if (best > max) return max + 1;
    [before, last, current] = [last, current, before];
  }
  return last[b.length]!;
}
