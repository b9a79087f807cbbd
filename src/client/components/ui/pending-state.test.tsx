// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PendingState, SLOW_LOAD_MS } from "./pending-state";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const skeleton = <p>Loading cards</p>;

describe("PendingState", () => {
  it("shows the skeleton while the answer comes, then says it is slow and retries", () => {
    vi.useFakeTimers();
    const refetch = vi.fn(() => Promise.resolve());
    render(<PendingState query={{ fetchStatus: "fetching", refetch }}>{skeleton}</PendingState>);
    expect(screen.getByText("Loading cards")).toBeTruthy();
    act(() => void vi.advanceTimersByTime(SLOW_LOAD_MS));
    expect(screen.getByRole("heading", { name: "This is taking longer than usual" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(refetch).toHaveBeenCalledWith({ cancelRefetch: true });
    // The new try gets its own time before it is called slow.
    expect(screen.getByText("Loading cards")).toBeTruthy();
  });

  it("says the visitor is offline at once when the query waits for the connection", () => {
    render(
      <PendingState query={{ fetchStatus: "paused", refetch: () => Promise.resolve() }}>
        {skeleton}
      </PendingState>,
    );
    expect(screen.getByRole("heading", { name: "You're offline" })).toBeTruthy();
    expect(screen.getByText("This will load by itself when you're back online.")).toBeTruthy();
  });

  it("shows its children when nothing is awaited", () => {
    vi.useFakeTimers();
    render(
      <PendingState query={{ fetchStatus: "paused", refetch: () => Promise.resolve() }} isWaiting={false}>
        {skeleton}
      </PendingState>,
    );
    act(() => void vi.advanceTimersByTime(SLOW_LOAD_MS * 2));
    expect(screen.getByText("Loading cards")).toBeTruthy();
  });
});
