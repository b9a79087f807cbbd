/**
 * Pure helpers for search state kept in the URL (issue #3: back, reload and shared links restore a
 * search). Values are strings; null or "" removes a key.
 */
export type ParamChanges = Record<string, string | number | null | undefined>;

/** The next search params: `changes` applied; any change but a page change goes back to page 1. */
export function withChanges(current: URLSearchParams, changes: ParamChanges): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === undefined || value === "") next.delete(key);
    else next.set(key, String(value));
  }
  if (!("page" in changes)) next.delete("page");
  if (next.get("page") === "1") next.delete("page");
  return next;
}

/** A query string with keys in a stable order and empty values left out: one cache key per search. */
export function toQueryString(values: Record<string, unknown>): string {
  const out = new URLSearchParams();
  for (const key of Object.keys(values).sort()) {
    const value = values[key];
    if ((typeof value === "string" && value !== "") || typeof value === "number") out.set(key, String(value));
  }
  return out.toString();
}

/** A positive whole number from a URL value, or undefined when absent or malformed. */
export function readPositiveInt(value: string | null, max: number): number | undefined {
  if (!value || !/^\d{1,7}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= 1 && n <= max ? n : undefined;
}

/** The value if it is one of `options`, else undefined. */
export function readOneOf<T extends string>(value: string | null, options: readonly T[]): T | undefined {
  return options.includes(value as T) ? (value as T) : undefined;
}

/** Page numbers to show: first, last, and a window around the current page, with gaps as null. */
export function pageWindow(page: number, pageCount: number, radius = 1): (number | null)[] {
  const pages: (number | null)[] = [];
  for (let p = 1; p <= pageCount; p++) {
    const isEdge = p === 1 || p === pageCount;
    const isNear = Math.abs(p - page) <= radius;
    // A gap of exactly one page shows that page instead of an ellipsis.
    const isBridge = Math.abs(p - page) === radius + 1 && (p === 2 || p === pageCount - 1);
    if (isEdge || isNear || isBridge) pages.push(p);
    else if (pages.at(-1) !== null) pages.push(null);
  }
  return pages;
}
