import { Component, type ErrorInfo, type ReactNode } from "react";
import { PageSpinner } from "@client/components/ui/spinner";
import { claimChunkReload, isStaleChunkError } from "@client/lib/stale-chunk";
import { RecoveryScreen } from "./recovery-screen";

type ErrorBoundaryProps = {
  children: ReactNode;
  /** A new value (the path, for the page boundary) clears a caught error: navigating away recovers. */
  resetKey?: string;
  isFullPage?: boolean;
};

type ErrorBoundaryState =
  | { status: "ok" }
  | { status: "failed" }
  // A stale chunk: reloading once (or deciding whether to); "stale-failed" once that reload did not help.
  | { status: "reloading" }
  | { status: "stale-failed" }
  // The page's code could not load because the connection is gone: it loads when it is back.
  | { status: "offline" };

const isOffline = () => navigator.onLine === false;

/**
 * One at the root, one around the pages (app/layouts/root-layout.tsx): a render error or a page chunk that
 * vanished after a deploy shows a way to recover instead of a blank page
 * (docs/decisions/017-client-errors.md).
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { status: "ok" };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    if (!isStaleChunkError(error)) return { status: "failed" };
    return { status: isOffline() ? "offline" : "reloading" };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo) {
    if (!isStaleChunkError(error)) return;
    // Offline, the chunk is not stale, only out of reach: reloading now would show the browser's own
    // offline page. Load it again once the connection is back (decision 025).
    if (isOffline()) this.reloadWhenOnline();
    else if (claimChunkReload(window.location.pathname)) window.location.reload();
    else this.setState({ status: "stale-failed" });
  }

  override componentDidUpdate(previous: ErrorBoundaryProps) {
    if (this.state.status !== "ok" && previous.resetKey !== this.props.resetKey) this.reset();
  }

  override componentWillUnmount() {
    this.stopWaiting?.();
  }

  private stopWaiting?: () => void;

  private reloadWhenOnline() {
    this.stopWaiting?.();
    const reload = () => window.location.reload();
    window.addEventListener("online", reload, { once: true });
    this.stopWaiting = () => window.removeEventListener("online", reload);
  }

  // Trying again renders the page anew: offline still, it lands here again; online, a page whose code
  // could not load reloads once (the stale-chunk path).
  reset = () => {
    this.stopWaiting?.();
    this.setState({ status: "ok" });
  };

  override render() {
    const { children, isFullPage } = this.props;
    switch (this.state.status) {
      case "ok":
        return children;
      case "reloading":
        return <PageSpinner />;
      case "failed":
        return <RecoveryScreen kind="render" onTryAgain={this.reset} isFullPage={isFullPage} />;
      case "offline":
        return <RecoveryScreen kind="offline" onTryAgain={this.reset} isFullPage={isFullPage} />;
      case "stale-failed":
        return (
          <RecoveryScreen kind="stale" onTryAgain={() => window.location.reload()} isFullPage={isFullPage} />
        );
    }
  }
}
