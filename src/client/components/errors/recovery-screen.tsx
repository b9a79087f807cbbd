import { useEffect, useRef } from "react";
import { Button, buttonClass } from "@client/components/ui/button";
import { cx } from "@client/components/ui/class-names";

type RecoveryScreenProps = {
  /**
   * "render": the page failed while drawing; "stale": its code could not be loaded, even after a reload;
   * "offline": its code could not be loaded without a connection.
   */
  kind: "render" | "stale" | "offline";
  onTryAgain: () => void;
  /** The whole app failed (no navigation around it): the screen fills the window. */
  isFullPage?: boolean;
};

const copy = {
  render: {
    title: "Something went wrong on this page",
    body: "Part of this page stopped working. Anything you had saved is safe. Try again, or go to the home page and pick up from there.",
    action: "Try again",
  },
  stale: {
    title: "This page needs a reload",
    body: "We updated the site since you opened it, and this page could not load its new version. Reloading usually fixes it.",
    action: "Reload",
  },
  offline: {
    title: "You're offline",
    body: "This page needs a connection to open. It will load by itself when you're back online.",
    action: "Try again",
  },
} as const;

/**
 * What an error boundary shows instead of a blank page (docs/decisions/017-client-errors.md). The home
 * link is a plain anchor: a full load leaves whatever state broke this page behind.
 */
export function RecoveryScreen({ kind, onTryAgain, isFullPage = false }: RecoveryScreenProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Focus the heading so keyboard and screen-reader users learn at once that the page changed.
  useEffect(() => heading.current?.focus(), []);
  const text = copy[kind];
  const Wrapper = isFullPage ? "main" : "div";
  return (
    <Wrapper
      className={cx(
        "mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center",
        isFullPage && "min-h-dvh justify-center",
      )}
    >
      <h1 ref={heading} tabIndex={-1} className="text-4xl text-ink focus:outline-none">
        {text.title}
      </h1>
      <p className="mt-4 text-lg text-muted">{text.body}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={onTryAgain}>{text.action}</Button>
        {/* Offline, a full page load would only show the browser's own offline page. */}
        {kind !== "offline" && (
          <a href="/" className={buttonClass("secondary")}>
            Go to the home page
          </a>
        )}
      </div>
    </Wrapper>
  );
}
