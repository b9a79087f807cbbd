import { Fragment } from "react";
import { cx } from "@client/components/ui/class-names";
import { trustPoints } from "../content/stats";

/**
 * "Free to start · No ads · No credit card · Cancel anytime". Each point keeps its dot, and the line may
 * only wrap at the plain spaces between points, never inside one.
 */
export function TrustLine({ className }: { className?: string }) {
  return (
    <p className={cx("text-sm text-muted", className)}>
      {trustPoints.map((point, i) => (
        <Fragment key={point}>
          {i > 0 && " "}
          <span className="whitespace-nowrap">
            {point}
            {i < trustPoints.length - 1 && " ·"}
          </span>
        </Fragment>
      ))}
    </p>
  );
}
