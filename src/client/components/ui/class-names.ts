/**
 * Joins class names, skipping falsy ones, without merging conflicting Tailwind classes. The shell and the
 * pages built before issue #11 use it: tailwind-merge (~7.5 KB gzip, even clsx) would push the landing
 * page past its 120 KB budget. Where a caller's class must override a default one, use `cn` (cn.ts) in
 * code outside the first load (docs/decisions/017-client-errors.md).
 */
export function cx(...parts: (string | false | null | undefined)[]): string {
  return parts.filter(Boolean).join(" ");
}
