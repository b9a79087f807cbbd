// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { StartPanel } from "./start-panel";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPanel() {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={qc}>
      <StartPanel totalCents={null} guestCount={120} />
    </QueryClientProvider>,
  );
}

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

describe("StartPanel", () => {
  it("sends what was typed in dollars as integer cents, with the prefilled guest count", async () => {
    const fetchMock = answer(201, {});
    renderPanel();
    expect(screen.getByLabelText("Guest count")).toHaveProperty("value", "120");
    fireEvent.change(screen.getByLabelText("Total budget"), { target: { value: "$35,250.75" } });
    fireEvent.click(screen.getByRole("button", { name: "Build my budget" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/budget/start");
    expect(JSON.parse(init.body as string)).toEqual({ totalCents: 3525075, guestCount: 120 });
  });

  it("refuses an amount that is not one before asking the server", async () => {
    const fetchMock = answer(201, {});
    renderPanel();
    fireEvent.change(screen.getByLabelText("Total budget"), { target: { value: "-5" } });
    fireEvent.click(screen.getByRole("button", { name: "Build my budget" }));
    expect(await screen.findByText("Write an amount like 1,250.50 or $3k.")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("puts the server's field errors on their inputs", async () => {
    answer(400, {
      error: {
        code: "VALIDATION",
        message: "Check the highlighted fields.",
        fields: { guestCount: "At most 2,000 guests." },
      },
    });
    renderPanel();
    fireEvent.change(screen.getByLabelText("Total budget"), { target: { value: "30k" } });
    fireEvent.click(screen.getByRole("button", { name: "Build my budget" }));
    expect(await screen.findByText("At most 2,000 guests.")).toBeTruthy();
    expect(screen.getByLabelText("Guest count").getAttribute("aria-invalid")).toBe("true");
  });
});
