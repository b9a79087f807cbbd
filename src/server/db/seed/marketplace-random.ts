/**
 * A small seeded PRNG for the demo and benchmark data: the same seed string gives the same listings on every
 * machine and every run (no Math.random, no clock).
 */
export type Random = {
  /** A float in [0, 1). */
  next: () => number;
  /** An integer in [min, max], both ends included. */
  int: (min: number, max: number) => number;
  chance: (p: number) => boolean;
  pick: <T>(items: readonly T[]) => T;
  /** A new array in a random order (Fisher–Yates). */
  shuffle: <T>(items: readonly T[]) => T[];
  /** `count` distinct items (or all of them when there are fewer). */
  sample: <T>(items: readonly T[], count: number) => T[];
};

/** xmur3: a 32-bit hash of a string, used to turn a seed string into the PRNG state. */
function hashSeed(seed: string): number {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  h = Math.imul(h ^ (h >>> 16), 2246822507);
  h = Math.imul(h ^ (h >>> 13), 3266489909);
  return (h ^ (h >>> 16)) >>> 0;
}

/** mulberry32: fast, 32-bit state, good enough spread for choosing words and numbers. */
export function createRandom(seed: string): Random {
  let state = hashSeed(seed);
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error("pick from an empty list");
    return items[Math.floor(next() * items.length)]!;
  };
  const shuffle = <T>(items: readonly T[]): T[] => {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    return out;
  };
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick,
    shuffle,
    sample: (items, count) => shuffle(items).slice(0, count),
  };
}

/** "Lakeview Glasshouse" → "lakeview-glasshouse". */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** Hands out unique slugs: the first "maple-hollow-barn" is kept, the next becomes "maple-hollow-barn-2". */
export function createSlugger() {
  const seen = new Map<string, number>();
  return (text: string): string => {
    const base = slugify(text);
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return n === 1 ? base : `${base}-${n}`;
  };
}

/** Rounds to the nearest step (prices end in round numbers). */
export const roundTo = (value: number, step: number) => Math.round(value / step) * step;
