import { describe, expect, it } from "vitest";
import { altFromFileName, moveItem, precheckFile, roomFor } from "./photo-rules";

describe("altFromFileName", () => {
  it("turns a file name into words", () => {
    expect(altFromFileName("great-hall_at_dusk.jpg")).toBe("great hall at dusk");
    expect(altFromFileName("IMG_2041.JPEG")).toBe("IMG 2041");
    expect(altFromFileName(".png")).toBe("Venue photo");
  });
});

describe("precheckFile", () => {
  it("accepts an image up to 10 MB", () => {
    expect(precheckFile({ name: "a.jpg", size: 10 * 1024 * 1024, type: "image/jpeg" })).toBeNull();
    // Some systems give no type at all; the server decides from the bytes.
    expect(precheckFile({ name: "a.heic", size: 100, type: "" })).toBeNull();
  });
  it("explains what is wrong", () => {
    expect(precheckFile({ name: "a.pdf", size: 100, type: "application/pdf" })).toMatch(/not an image/);
    expect(precheckFile({ name: "b.jpg", size: 10 * 1024 * 1024 + 1, type: "image/jpeg" })).toMatch(
      /larger than 10 MB/,
    );
    expect(precheckFile({ name: "c.png", size: 0, type: "image/png" })).toMatch(/empty/);
  });
});

describe("moveItem", () => {
  it("moves and clamps", () => {
    expect(moveItem(["a", "b", "c"], 2, 0)).toEqual(["c", "a", "b"]);
    expect(moveItem(["a", "b", "c"], 0, 1)).toEqual(["b", "a", "c"]);
    expect(moveItem(["a", "b", "c"], 2, 9)).toEqual(["a", "b", "c"]);
    const same = ["a"];
    expect(moveItem(same, 0, -1)).toBe(same);
  });
});

describe("roomFor", () => {
  it("caps new files at the maximum", () => {
    expect(roomFor(5, 10, 12)).toBe(2);
    expect(roomFor(1, 12, 12)).toBe(0);
    expect(roomFor(3, 0, 12)).toBe(3);
  });
});
