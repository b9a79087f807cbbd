import { describe, expect, it } from "vitest";
import { editDistance } from "./edit-distance";

describe("editDistance (optimal string alignment)", () => {
  it("counts each kind of typo as one edit", () => {
    expect(editDistance("lakeveiw", "lakeview")).toBe(1); // transposed
    expect(editDistance("lakevew", "lakeview")).toBe(1); // missing
    expect(editDistance("lakevieww", "lakeview")).toBe(1); // extra
    expect(editDistance("lakeviex", "lakeview")).toBe(1); // wrong
    expect(editDistance("garden", "garden")).toBe(0);
  });
  it("adds edits up, from and to the empty word", () => {
    expect(editDistance("chandaliors", "chandeliers")).toBe(2);
    expect(editDistance("", "barn")).toBe(4);
    expect(editDistance("barn", "")).toBe(4);
    expect(editDistance("abc", "ca")).toBe(3); // no edit of a letter already swapped
    expect(editDistance("smith", "jones")).toBe(5);
  });
  it("stops past max and says max + 1", () => {
    expect(editDistance("smith", "jones", 1)).toBe(2);
    expect(editDistance("a", "abcdef", 2)).toBe(3);
    expect(editDistance("smith", "smiht", 1)).toBe(1);
  });
});
