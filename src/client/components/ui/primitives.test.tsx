// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { Combobox, filterOptions } from "./combobox";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "./dropdown-menu";
import { Popover, PopoverContent, PopoverTrigger } from "./popover";
import { Select } from "./select";
import { Sheet, SheetContent, SheetTrigger } from "./sheet";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "./tabs";
import { Tooltip } from "./tooltip";

afterEach(cleanup);

const cities = [
  { value: "cleveland", label: "Cleveland" },
  { value: "columbus", label: "Columbus" },
  { value: "cincinnati", label: "Cincinnati" },
  { value: "akron", label: "Akron" },
];

describe("Tabs", () => {
  it("shows the chosen tab's panel and marks the tab selected", () => {
    render(
      <Tabs defaultValue="guests">
        <TabsList aria-label="Planning">
          <TabsTrigger value="guests">Guests</TabsTrigger>
          <TabsTrigger value="budget">Budget</TabsTrigger>
        </TabsList>
        <TabsContent value="guests">Guest list</TabsContent>
        <TabsContent value="budget">Budget table</TabsContent>
      </Tabs>,
    );
    expect(screen.getByRole("tab", { name: "Guests" }).getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("tabpanel").textContent).toBe("Guest list");
    const budget = screen.getByRole("tab", { name: "Budget" });
    fireEvent.mouseDown(budget, { button: 0 });
    expect(budget.getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("tabpanel").textContent).toBe("Budget table");
    expect(budget.className).toContain("data-[state=active]:bg-rose");
  });
});

describe("DropdownMenu", () => {
  it("opens from the keyboard and runs the chosen item", async () => {
    const picked: string[] = [];
    render(
      <DropdownMenu>
        <DropdownMenuTrigger>Actions</DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem onSelect={() => picked.push("rename")}>Rename</DropdownMenuItem>
          <DropdownMenuItem onSelect={() => picked.push("delete")}>Delete</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>,
    );
    const trigger = screen.getByRole("button", { name: "Actions" });
    expect(trigger.getAttribute("aria-haspopup")).toBe("menu");
    await act(async () => void fireEvent.keyDown(trigger, { key: "Enter" }));
    expect(screen.getByRole("menu")).toBeTruthy();
    await act(async () => void fireEvent.click(screen.getByRole("menuitem", { name: "Delete" })));
    expect(picked).toEqual(["delete"]);
    expect(screen.queryByRole("menu")).toBeNull();
  });
});

describe("Popover", () => {
  it("opens its panel from the trigger and closes on Escape", async () => {
    render(
      <Popover>
        <PopoverTrigger>Filters</PopoverTrigger>
        <PopoverContent aria-label="Filters">Price and capacity</PopoverContent>
      </Popover>,
    );
    const trigger = screen.getByRole("button", { name: "Filters" });
    await act(async () => void fireEvent.click(trigger));
    expect(trigger.getAttribute("aria-expanded")).toBe("true");
    const panel = screen.getByRole("dialog", { name: "Filters" });
    expect(panel.textContent).toBe("Price and capacity");
    await act(async () => void fireEvent.keyDown(panel, { key: "Escape" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

describe("Sheet", () => {
  it("is a dialog named by its title, closed by its Close button", async () => {
    render(
      <Sheet>
        <SheetTrigger>Open guest</SheetTrigger>
        <SheetContent title="Guest details" description="Edit one guest.">
          Anna Lee
        </SheetContent>
      </Sheet>,
    );
    await act(async () => void fireEvent.click(screen.getByRole("button", { name: "Open guest" })));
    const sheet = screen.getByRole("dialog", { name: "Guest details" });
    expect(sheet.textContent).toContain("Anna Lee");
    expect(sheet.className).toContain("right-0");
    await act(async () => void fireEvent.click(screen.getByRole("button", { name: "Close" })));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

describe("Tooltip", () => {
  it("shows its label when the trigger gets keyboard focus", async () => {
    render(
      <Tooltip content="Saved to your shortlist">
        <button type="button">Saved</button>
      </Tooltip>,
    );
    await act(async () => void fireEvent.focus(screen.getByRole("button", { name: "Saved" })));
    expect(screen.getByRole("tooltip").textContent).toBe("Saved to your shortlist");
  });
});

describe("Select", () => {
  it("names its trigger and shows the chosen option", () => {
    render(<Select label="City" options={cities} value="akron" onValueChange={() => undefined} />);
    const trigger = screen.getByRole("combobox", { name: "City" });
    expect(trigger.textContent).toBe("Akron");
    expect(trigger.getAttribute("aria-expanded")).toBe("false");
  });
});

describe("Combobox", () => {
  it("filters by every word typed, ignoring case and accents", () => {
    expect(filterOptions(cities, "c").map((c) => c.value)).toEqual(["cleveland", "columbus", "cincinnati"]);
    expect(filterOptions(cities, "  CLE ").map((c) => c.value)).toEqual(["cleveland"]);
    expect(filterOptions([{ value: "x", label: "Café Rosé" }], "cafe rose")).toHaveLength(1);
    expect(filterOptions(cities, "")).toHaveLength(4);
  });

  function Harness() {
    const [city, setCity] = useState<string | null>(null);
    return (
      <>
        <Combobox label="City" options={cities} value={city} onChange={setCity} />
        <output>{city ?? "none"}</output>
      </>
    );
  }

  it("picks with the keyboard: type, arrow down, Enter; Escape closes", () => {
    render(<Harness />);
    const input = screen.getByRole("combobox", { name: "City" });
    fireEvent.change(input, { target: { value: "co" } });
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual(["Columbus"]);
    fireEvent.change(input, { target: { value: "c" } });
    fireEvent.keyDown(input, { key: "ArrowDown" });
    expect(input.getAttribute("aria-activedescendant")).toBe(screen.getAllByRole("option")[1]!.id);
    fireEvent.keyDown(input, { key: "Enter" });
    expect(screen.getByRole("status").textContent).toBe("columbus");
    expect((input as HTMLInputElement).value).toBe("Columbus");
    expect(input.getAttribute("aria-expanded")).toBe("false");

    fireEvent.keyDown(input, { key: "ArrowDown" });
    expect(screen.getByRole("listbox")).toBeTruthy();
    fireEvent.keyDown(input, { key: "Escape" });
    expect(screen.queryByRole("listbox")).toBeNull();
  });

  it("says so when nothing matches", () => {
    render(<Harness />);
    fireEvent.change(screen.getByRole("combobox", { name: "City" }), { target: { value: "zzz" } });
    expect(screen.getByRole("listbox").textContent).toBe("No matches");
  });
});
