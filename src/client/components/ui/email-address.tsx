import { Fragment } from "react";
import { cx } from "./class-names";

/**
 * The places a long email address may wrap: after the "@" and after each dot (issue #18), so
 * `olivia.harrington-whitfield@` / `longbranchweddings.` / `com` rather than a break mid-word or a page
 * that scrolls sideways. `overflow-wrap: anywhere` is the fallback for a part that alone is too long.
 */
export function emailBreakParts(email: string): string[] {
  return email.split(/(?<=[@.])/);
}

export function EmailAddress({ email, className }: { email: string; className?: string }) {
  const parts = emailBreakParts(email);
  return (
    <span className={cx("wrap-anywhere", className)}>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
